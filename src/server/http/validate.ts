import { validator } from 'hono/validator';
import * as v from 'valibot';
import { badRequest } from './errors';

function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = v.getDotPath(issue);
  throw badRequest(where ? `${where}: ${issue.message}` : issue.message);
}

/** Validates the JSON body with a shared schema; malformed JSON is already a 400 from Hono's validator. */
export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  validator('json', (value) => parse(schema, value));

/** Validates the query string. Bracket arrays (`tags[]=1&tags[]=2`) arrive as arrays under their bracket name. */
export const query = <S extends v.GenericSchema>(schema: S) =>
  validator('query', (value) => parse(schema, value));

export const params = <S extends v.GenericSchema>(schema: S) =>
  validator('param', (value) => parse(schema, value));
