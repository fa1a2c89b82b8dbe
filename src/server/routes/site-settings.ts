import { Hono } from 'hono';
import { CSRF_HEADER, selectThemeFormSchema } from '../../shared/schemas/site-settings';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import { requireUser } from '../http/require-user';
import { sessionCookieOf } from '../http/session-cookie';
import { formBody } from '../http/validate';
import { verifyLiveToken } from '../live/token';
import { getSiteSettings, setSiteTheme } from '../services/site-settings';

/**
 * The site's settings (docs/interface.md#themes): everybody reads them; administrators set the default theme.
 * The spec's theme selector posts form data, which a foreign page's <form> could send too (a "simple" request):
 * besides the Origin check of every write (app.ts) it must carry the session's CSRF token in a header, which
 * only a page of ours can read (the /live token: the page's meta tag or GET /api/live-token).
 */
export const siteSettingsRoutes = new Hono<AppEnv>()
  .get('/site-settings', async (c) => c.json(await getSiteSettings(c.var.db)))
  .post('/admin/site-settings/theme', formBody(selectThemeFormSchema), requireUser, async (c) => {
    if (!verifyLiveToken(c.var.config.secret, sessionCookieOf(c) ?? '', c.req.header(CSRF_HEADER) ?? '')) throw forbidden('csrf token missing or wrong');
    return c.json(await setSiteTheme(c.var.db, c.var.user, c.req.valid('form').select_theme));
  });
