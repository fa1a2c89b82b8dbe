import { describe, expect, it } from 'vitest';
import { signMediaPath, SIGNED_URL_SECONDS, verifyMediaSignature } from './signing';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';
const now = Date.UTC(2026, 0, 1);
const video = '/media/videos/die-mutige-maus-text.mp4';

function parts(url: string) {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, exp: u.searchParams.get('exp') ?? undefined, sig: u.searchParams.get('sig') ?? undefined };
}

describe('media signing', () => {
  it('accepts its own signature before the expiry', () => {
    const { path, exp, sig } = parts(signMediaPath(secret, video, now));
    expect(path).toBe(video);
    expect(Number(exp)).toBe(now / 1000 + SIGNED_URL_SECONDS);
    expect(verifyMediaSignature(secret, video, exp, sig, now + 1000)).toBe(true);
  });

  it('refuses an expired signature', () => {
    const { exp, sig } = parts(signMediaPath(secret, video, now, 60));
    expect(verifyMediaSignature(secret, video, exp, sig, now + 60_000)).toBe(false);
  });

  it('refuses a tampered expiry or signature', () => {
    const { exp, sig } = parts(signMediaPath(secret, video, now));
    expect(verifyMediaSignature(secret, video, String(Number(exp) + 3600), sig, now)).toBe(false);
    const flipped = (sig![0] === 'A' ? 'B' : 'A') + sig!.slice(1);
    expect(verifyMediaSignature(secret, video, exp, flipped, now)).toBe(false);
    expect(verifyMediaSignature(secret, video, exp, sig!.slice(1), now)).toBe(false);
    expect(verifyMediaSignature(secret, video, exp, undefined, now)).toBe(false);
    expect(verifyMediaSignature(secret, video, '1e12', sig, now)).toBe(false);
  });

  it('refuses the signature on another path or with another secret', () => {
    const { exp, sig } = parts(signMediaPath(secret, video, now));
    expect(verifyMediaSignature(secret, '/media/videos/der-kleine-funke-text.mp4', exp, sig, now)).toBe(false);
    expect(verifyMediaSignature(`${secret}-other`, video, exp, sig, now)).toBe(false);
  });
});
