import { Hono } from 'hono';
import { newsletterConfirmSchema, newsletterSignupSchema } from '../../shared/schemas/newsletter';
import { limitMailTo } from '../http/client-network';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validate';
import { consumeSolution, newChallenge } from '../services/captcha';
import { confirm, signUp } from '../services/newsletter';

/** Newsletter sign-up with a proof-of-work captcha and double opt-in (see docs/content.md#newsletter). */
export const newsletterRoutes = new Hono<AppEnv>()
  .get('/captcha', async (c) => {
    // every challenge is single-use: a cached one would be refused as already used
    c.header('Cache-Control', 'no-store');
    return c.json(await newChallenge(c.var.config.secret));
  })
  .post('/newsletter', jsonBody(newsletterSignupSchema), async (c) => {
    const { frcSolution, ...signup } = c.req.valid('json');
    await limitMailTo(c, signup.email);
    await consumeSolution(c.var.db, c.var.config.secret, frcSolution);
    await signUp(c.var.db, c.var.mailer, c.var.config.publicUrl, signup);
    return c.json({ status: 'pending_confirmation' });
  })
  .post('/newsletter/confirm', jsonBody(newsletterConfirmSchema), async (c) => {
    await confirm(c.var.db, c.req.valid('json').token);
    return c.body(null, 204);
  });
