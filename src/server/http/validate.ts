import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { AppEnv } from './env';
import { isStorableText } from '../../shared/schemas/text';
import { badRequest } from './errors';

function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = v.getDotPath(issue);
  throw badRequest(where ? `${where}: ${issue.message}` : issue.message);
}

/**
 * Whether any string or key in a JSON value holds text PostgreSQL cannot store (a NUL, a lone surrogate).
 * Walks with its own stack: a hostile body nested tens of thousands deep would overflow the call stack.
 */
function hasUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/**
 * What `hc<AppType>` asks the client to send (`in`) and what the handler gets from `c.req.valid` (`out`):
 * the JSON body in the schema's own input type, query and path values as the strings they travel as.
 */
type Validated<Target extends 'json' | 'form' | 'query' | 'param', In, Out> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [K in Target]: In }; out: { [K in Target]: Out } }
>;
/** The schema's keys with text values; a key that takes only certain words (a picklist) keeps them. */
type Strings<S extends v.GenericSchema, Value, I = v.InferInput<S>> = {
  [K in keyof I]: Exclude<I[K], undefined> extends Value ? I[K] : Value;
};

/**
 * Each validator carries its target and schema, so the hostile sweep (hostile-sweep.test.ts) finds the inputs
 * of every route from the app itself instead of a hand-kept list that new routes would slip past.
 */
export const VALIDATES = Symbol('validates');
export type Validates = { target: 'json' | 'form' | 'query' | 'param'; schema: v.GenericSchema };
const tagged = <M extends object>(middleware: M, target: Validates['target'], schema: v.GenericSchema): M =>
  Object.assign(middleware, { [VALIDATES]: { target, schema } satisfies Validates });

/**
 * Validates with a shared schema. Text PostgreSQL cannot store or compare (a NUL, a lone surrogate) anywhere in
 * body, query or path is refused first, for every field at once, so it never reaches the database as a 500.
 */
const checked = (schema: v.GenericSchema) => (value: unknown) => {
  if (hasUnstorableText(value)) throw badRequest('text must not contain NUL characters or lone surrogates');
  return parse(schema, value);
};

/** The JSON body; malformed JSON is already a 400 from Hono's validator. */
export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  tagged(validator('json', checked(schema)), 'json', schema) as Validated<'json', v.InferInput<S>, v.InferOutput<S>>;

/** The query string. Bracket arrays (`tags[]=1&tags[]=2`) arrive as arrays under their bracket name. */
/**
 * A form body (`application/x-www-form-urlencoded` or multipart), for the one call the spec names as form data
 * (the theme selector). Another content type arrives as an empty form, which the schema refuses.
 */
export const formBody = <S extends v.GenericSchema>(schema: S) =>
  tagged(validator('form', checked(schema)), 'form', schema) as Validated<'form', Strings<S, string>, v.InferOutput<S>>;

export const query = <S extends v.GenericSchema>(schema: S) =>
  tagged(validator('query', checked(schema)), 'query', schema) as Validated<'query', Strings<S, string | string[]>, v.InferOutput<S>>;

export const params = <S extends v.GenericSchema>(schema: S) =>
  tagged(validator('param', checked(schema)), 'param', schema) as Validated<'param', Strings<S, string>, v.InferOutput<S>>;
