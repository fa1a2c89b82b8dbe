import * as v from 'valibot';

/** Ids are PostgreSQL `integer`s: a larger number must be a 400, not a database error answered with 500. */
export const MAX_DB_ID = 2_147_483_647;

/** A record id sent as a JSON number. */
export const dbId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_DB_ID));
