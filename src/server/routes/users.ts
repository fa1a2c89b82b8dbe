import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { idParam } from '../../shared/schemas/db-id';
import {
  confirmForceNewPasswordSchema,
  confirmRegistrationSchema,
  forceNewPasswordSchema,
  requestEmailChangeSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signupSchema,
  tosConsentSchema,
} from '../../shared/schemas/account';
import { userPatchSchema } from '../../shared/schemas/profile';
import { limitMailTo } from '../http/client-network';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireUser, type SignedInEnv } from '../http/require-user';
import { sessionCookieOf, setSessionCookie } from '../http/session-cookie';
import { jsonBody, params } from '../http/validate';
import {
  acceptTos,
  confirmForceNewPassword,
  confirmRegistration,
  forceNewPassword,
  requestPasswordReset,
  resetPassword,
  signup,
  type MailContext,
} from '../services/accounts';
import { confirmEmailChange, getProfile, requestEmailChange, updateProfile } from '../services/profile';
import { replaceSession } from '../services/sessions';

const tokenParam = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });

const mailContext = (c: Context<AppEnv> | Context<SignedInEnv>): MailContext => ({
  db: c.var.db,
  mailer: c.var.mailer,
  publicUrl: c.var.config.publicUrl,
});

/** Sign-up, confirmations, passwords, terms consent, e-mail change and the account's data (see docs/accounts.md). */
export const userRoutes = new Hono<AppEnv>()
  .post('/users/signup', jsonBody(signupSchema), async (c) => {
    await limitMailTo(c, c.req.valid('json').email);
    return c.json(await signup(mailContext(c), c.req.valid('json')), 201);
  })
  .post('/users/confirm-registration', jsonBody(confirmRegistrationSchema), async (c) => {
    await confirmRegistration(c.var.db, c.req.valid('json').confirmationToken);
    return c.body(null, 204);
  })
  .post('/users/request-password-reset', jsonBody(requestPasswordResetSchema), async (c) => {
    await limitMailTo(c, c.req.valid('json').email);
    await requestPasswordReset(mailContext(c), c.req.valid('json').email);
    return c.body(null, 204);
  })
  .post('/users/reset-password', jsonBody(resetPasswordSchema), async (c) => {
    const { resetToken, newPassword } = c.req.valid('json');
    await resetPassword(c.var.db, resetToken, newPassword, sessionCookieOf(c));
    return c.body(null, 204);
  })
  .post('/users/force-new-password', jsonBody(forceNewPasswordSchema), async (c) => {
    await limitMailTo(c, c.req.valid('json').email);
    await forceNewPassword(mailContext(c), c.req.valid('json').email);
    return c.body(null, 204);
  })
  .post('/users/confirm-force-new-password', jsonBody(confirmForceNewPasswordSchema), async (c) => {
    const { confirmationToken, password } = c.req.valid('json');
    await confirmForceNewPassword(c.var.db, confirmationToken, password);
    return c.body(null, 204);
  })
  .post('/users/tos-consent', jsonBody(tosConsentSchema), async (c) => {
    const bearer = /^Bearer ([\w-]{20,200})$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!bearer) throw new ApiError(401, 'invalid_token', 'missing access token');
    // the consent completes the login that was held back for it
    setSessionCookie(c, await replaceSession(c.var.db, await acceptTos(c.var.db, bearer), sessionCookieOf(c)));
    return c.text('/');
  })
  .post('/users/request-email-change', jsonBody(requestEmailChangeSchema), requireUser, async (c) => {
    await limitMailTo(c, c.req.valid('json').email);
    await requestEmailChange(mailContext(c), c.var.user, c.req.valid('json').email);
    return c.body(null, 204);
  })
  .post('/confirm-email-change/:token', params(tokenParam), async (c) => {
    await confirmEmailChange(c.var.db, c.req.valid('param').token);
    return c.body(null, 204);
  })
  .get('/users/:id', params(idParam('id')), requireUser, async (c) => c.json(await getProfile(c.var.db, c.var.user, c.req.valid('param').id)))
  .patch('/users/:id', params(idParam('id')), jsonBody(userPatchSchema), requireUser, async (c) =>
    c.json(await updateProfile(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  );
