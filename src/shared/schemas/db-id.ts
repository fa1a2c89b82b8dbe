import * as v from 'valibot';

/** Ids are PostgreSQL `integer`s: a larger number must be a 400, not a database error answered with 500. */
export const MAX_DB_ID = 2_147_483_647;

/** A record id sent as a JSON number. */
export const dbId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_DB_ID));

/**
 * A record id sent as text, in a path or a query string: digits only (no sign, blank, exponent or NUL),
 * then the same range as `dbId`. Its output is a number.
 */
export const dbIdString = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, 'must be a number'),
  v.toNumber(),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_DB_ID, 'is too large'),
);

/**
 * A page number sent as text: digits only, at most five (99,999 pages of stories or posts are far beyond
 * ours). `1e20` or `1.5` would pass a plain number check and reach the database as an offset.
 */
export const pageString = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a page number'), v.toNumber(), v.minValue(1, 'must be at least 1'));

/** The path parameters of a route made of ids only: `idParam('boardstoryId')` for `/bookmarks/:boardstoryId`. */
export const idParam = <const K extends string>(...names: [K, ...K[]]) =>
  v.object(Object.fromEntries(names.map((name) => [name, dbIdString])) as Record<K, typeof dbIdString>);
