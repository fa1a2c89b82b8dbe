import * as v from 'valibot';
import { ACCESS_CODE_MAX_LENGTH, normalizeCode } from '../domain/access-code';
import { texts } from '../domain/texts';
import { maxChars } from './text';

/**
 * A pupil or rental code as typed, normalised and checked in one step: the code form checks it with this before
 * the lookup, the server's routes take it with this (a code in a URL, a query or a body). What comes out is the
 * code as stored, hashed and signed, so nothing after it normalises again.
 */
export const accessCodeSchema = v.pipe(v.string(), v.transform(normalizeCode), v.nonEmpty(texts.required), maxChars(ACCESS_CODE_MAX_LENGTH));

/** GET /api/access-codes/{code}. */
export const accessCodeLookupParamSchema = v.object({ code: accessCodeSchema });
