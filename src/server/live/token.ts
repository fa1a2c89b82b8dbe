import crypto from 'node:crypto';
import { safeEqual } from '../services/tokens';

/**
 * The CSRF token of /live: an HMAC of the session token under the server's secret. Another site can make a
 * browser open a WebSocket with our cookie (WebSockets have no same-origin rule), but it cannot read our page
 * to learn this value. Nothing is stored: every process with the same secret derives the same token.
 */
export function liveToken(secret: string, sessionToken: string): string {
  return crypto.createHmac('sha256', secret).update(`live:${sessionToken}`).digest('base64url');
}

/** Compared in constant time, so the answer time tells nothing about how much of a guess was right. */
export function verifyLiveToken(secret: string, sessionToken: string, token: string): boolean {
  return safeEqual(liveToken(secret, sessionToken), token);
}
