import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, decryptCode, encryptCode, generateCode, hashCode } from './code-crypto';

const secret = 'a-test-secret-that-is-long-enough-for-config';

describe('code crypto', () => {
  // case and blanks are the schema's business (shared/schemas/access-codes.test.ts): codes arrive normalised
  it('hashes a code the same way every time, and another code differently', () => {
    expect(hashCode('FUNKE-GUELTIG')).toBe(hashCode('FUNKE-GUELTIG'));
    expect(hashCode('FUNKE-GUELTIG')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('FUNKE-GUELTIG')).not.toBe(hashCode('FUNKE-STUMM'));
  });

  it('encrypts with a random IV and decrypts back to the code', () => {
    const a = encryptCode(secret, 'FUNKE-GUELTIG');
    const b = encryptCode(secret, 'FUNKE-GUELTIG');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptCode(secret, a)).toBe('FUNKE-GUELTIG');
  });

  it('refuses another secret or a tampered ciphertext', () => {
    const c = encryptCode(secret, 'ABCDEFGHJK');
    expect(() => decryptCode(`${secret}x`, c)).toThrow();
    const raw = Buffer.from(c, 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(() => decryptCode(secret, raw.toString('base64url'))).toThrow();
  });

  it('generates long random codes without look-alike characters', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code.length).toBeGreaterThanOrEqual(10);
      expect([...code].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
      expect(code).not.toMatch(/[0O1IL]/);
    }
  });
});
