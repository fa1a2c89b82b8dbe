import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { codeSigningPublicKey } from '../services/code-signing';

/**
 * The public key that pupil-code tokens are checked with (see docs/codes.md#signed-codes). It follows from the server's secret and
 * changes only with it, so devices may keep it for a day; a token that fails makes the app fetch it again.
 */
export const codeSigningRoutes = new Hono<AppEnv>().get('/code-signing-key', (c) => {
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ publicKey: codeSigningPublicKey(c.var.config.secret) });
});
