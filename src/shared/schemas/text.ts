import * as v from 'valibot';
import { tooLong } from '../domain/texts';

/**
 * Maximum lengths of text fields (see docs/security.md#input-limits): without them one request could store megabytes in a name.
 * Generous for real input (the longest German street and place names have about 50 characters).
 */
export const MAX = {
  name: 100,
  email: 254, // RFC 5321's longest address
  password: 1000,
  token: 200,
  phone: 50,
  street: 200,
  shortCode: 20, // house number, zip
  country: 2, // ISO 3166 code
  line: 200, // organisation name, address lines, state, contact person
  search: 200,
  comment: 2000,
} as const;

/** `v.maxLength` with the German message the forms show at the field. */
export const maxChars = (max: number) => v.maxLength<string, number, string>(max, tooLong(max));

/** A UTF-16 surrogate without its partner: JSON can carry one ("\ud800"), UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can store and compare the text: it refuses NUL characters and lone surrogates in `text`
 * and `jsonb`, so such input would reach the database and come back as a 500. The one rule every server input
 * passes (server/http/validate.ts for the app's routes, server/cms/wp-args.ts for the content API).
 */
export const isStorableText = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);
