import crypto from 'node:crypto';

/** 32 random bytes as URL-safe text: session cookies, e-mail links, tracking tokens. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** What is stored instead of a token that grants access. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
