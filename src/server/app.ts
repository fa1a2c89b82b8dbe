import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AppEnv } from './http/env';
import { bodyGuard } from './http/body-guard';
import { ApiError } from './http/errors';
import { CMS_PREFIX, cmsProxy, isExternalCms } from './cms/proxy';
import { idempotency } from './http/idempotency';
import { isCrossOrigin, securityHeaders } from './http/security-headers';
import { sessionCookieOf } from './http/session-cookie';
import type { Mailer } from './mail/mailer';
import { accessCodeRoutes } from './routes/access-codes';
import { adminOrderRoutes } from './routes/admin-orders';
import { attachmentRoutes } from './routes/attachments';
import { authRoutes } from './routes/auth';
import { boardstoryRoutes } from './routes/boardstories';
import { bookmarkRoutes } from './routes/bookmarks';
import { classResultRoutes } from './routes/class-results';
import { cmsDiscovery, cmsRoutes } from './routes/cms';
import { codeSigningRoutes } from './routes/code-signing';
import { devRoutes } from './routes/dev';
import { gameRoutes } from './routes/games';
import { invitationRoutes } from './routes/invitations';
import { licenceRoutes } from './routes/licences';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { meRoutes } from './routes/me';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { organizationRoutes } from './routes/organizations';
import { userRoutes } from './routes/users';
import { playbackRoutes } from './routes/playback';
import { positionRoutes } from './routes/positions';
import { siteSettingsRoutes } from './routes/site-settings';
import { trackingRoutes } from './routes/tracking';
import { findSessionUser } from './services/sessions';

export type AppDeps = { db: Db; config: Config; mailer: Mailer };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Links of e-mails carry their token in the path (/resetPassword/{token}, /api/confirm-email-change/{token}):
 * a log line must not be one. Tokens are 43 characters of base64url; a slug that long only loses its name.
 */
export const withoutTokens = (path: string) => path.replace(/\/[\w-]{40,}(?=\/|$)/g, '/[token]');

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // first, for every path: index.ts mounts this app at /, so the shell and static files get the headers too
  app.use(securityHeaders(deps.config, isExternalCms(deps.config.cmsBase) ? new URL(deps.config.cmsBase).origin : undefined));

  if (deps.config.logRequests) {
    // one line per request: method, path without query (queries may hold search terms or e-mails), status, time
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      console.log(`${c.req.method} ${withoutTokens(c.req.path)} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
    });
  }

  const context = createMiddleware<AppEnv>(async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('mailer', deps.mailer);
    // writes must come from our own origin (http/security-headers.ts)
    if (UNSAFE.has(c.req.method) && isCrossOrigin(c, deps.config)) {
      throw new ApiError(403, 'forbidden', 'cross-origin request refused');
    }
    c.set('user', null);
    await next();
  });
  const session = createMiddleware<AppEnv>(async (c, next) => {
    const token = sessionCookieOf(c);
    if (token) c.set('user', await findSessionUser(deps.db, token));
    await next();
  });
  // only the server's own prefixes: static files of the shell need no session lookup
  for (const prefix of ['/api/*', '/auth/*', '/cms/*']) app.use(prefix, ...bodyGuard, context, session);
  // nor do media: they are public or carry their own signature (media/signing.ts). The lookup is a database
  // query per file (1.3–1.9 ms of the server's one thread), and a story's page or pack asks for a dozen files.
  app.use('/media/*', ...bodyGuard, context);
  // the site root names the content API as WordPress' pages do (wpapi discovery)
  app.use('/', cmsDiscovery(deps.config.publicUrl));
  // CMS_BASE=https://…/wp-json: WordPress answers the content API instead of the built-in service
  app.use(`${CMS_PREFIX}/*`, cmsProxy(deps.config));
  // after the session lookup: stored answers belong to a key and a user (http/idempotency.ts)
  app.use('/api/*', idempotency);

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json({ error: err.code, error_description: err.description }, err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json({ error: status === 400 ? 'invalid_request' : 'http_error', error_description: err.message }, status);
    }
    console.error(err);
    return c.json({ error: 'server_error', error_description: 'internal server error' }, 500);
  });

  const routes = app
    .route('/auth', authRoutes)
    .route('/api', meRoutes)
    .route('/api', boardstoryRoutes)
    .route('/api', licenceRoutes)
    .route('/api', userRoutes)
    .route('/api', bookmarkRoutes)
    .route('/api', positionRoutes)
    .route('/api', invitationRoutes)
    .route('/api', newsletterRoutes)
    .route('/api', playbackRoutes)
    .route('/api', attachmentRoutes)
    .route('/api', accessCodeRoutes)
    .route('/api', codeSigningRoutes)
    .route('/api', gameRoutes)
    .route('/api', trackingRoutes)
    .route('/api', classResultRoutes)
    .route('/api', liveRoutes)
    .route('/api', organizationRoutes)
    .route('/api', orderRoutes)
    .route('/api', adminOrderRoutes)
    .route('/api', siteSettingsRoutes)
    .route('/api/dev', devRoutes(deps.config))
    .route('/cms/wp-json', cmsRoutes)
    .route('/media', mediaRoutes);

  // unknown API paths are JSON 404s, never the app shell
  for (const prefix of ['/api/*', '/auth/*', '/cms/*', '/media/*']) {
    app.all(prefix, (c) => c.json({ error: 'not_found', error_description: 'no such route' }, 404));
  }
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
