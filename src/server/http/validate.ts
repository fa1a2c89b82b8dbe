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

/** Whether any string in a JSON value holds a NUL character, which PostgreSQL cannot store in text. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\0') || hasNul(item));
  return false;
}

/**
 * Validates the JSON body with a shared schema; malformed JSON is already a 400 from Hono's validator.
 * A NUL character anywhere is refused first: it would reach the database and come back as a 500.
 */
export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  validator('json', (value) => {
    if (hasNul(value)) throw badRequest('text must not contain NUL characters');
    return parse(schema, value);
  });

/** Validates the query string. Bracket arrays (`tags[]=1&tags[]=2`) arrive as arrays under their bracket name. */
export const query = <S extends v.GenericSchema>(schema: S) =>
  validator('query', (value) => parse(schema, value));

export const params = <S extends v.GenericSchema>(schema: S) =>
  validator('param', (value) => parse(schema, value));
