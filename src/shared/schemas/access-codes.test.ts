import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_MAX_LENGTH } from '../domain/access-code';
import { texts, tooLong } from '../domain/texts';
import { accessCodeSchema } from './access-codes';

const issue = (input: unknown) => v.safeParse(accessCodeSchema, input).issues?.[0].message;

describe('accessCodeSchema', () => {
  it('gives the code as stored: without surrounding blanks, in capitals', () => {
    expect(v.parse(accessCodeSchema, '  funke-gueltig \n')).toBe('FUNKE-GUELTIG');
    expect(v.parse(accessCodeSchema, 'FUNKE-GUELTIG')).toBe('FUNKE-GUELTIG');
  });

  it('refuses an empty or blank code with the form’s required message', () => {
    expect(issue('')).toBe(texts.required);
    expect(issue('   ')).toBe(texts.required);
  });

  it('takes codes up to the shared maximum, counted after trimming', () => {
    expect(v.parse(accessCodeSchema, ` ${'a'.repeat(ACCESS_CODE_MAX_LENGTH)} `)).toBe('A'.repeat(ACCESS_CODE_MAX_LENGTH));
    expect(issue('a'.repeat(ACCESS_CODE_MAX_LENGTH + 1))).toBe(tooLong(ACCESS_CODE_MAX_LENGTH));
  });

  it('refuses what is not text', () => {
    expect(v.safeParse(accessCodeSchema, 42).success).toBe(false);
  });
});
