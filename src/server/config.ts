import path from 'node:path';
import * as v from 'valibot';

const optionalUrl = v.optional(v.pipe(v.string(), v.url()));

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Lesefunke <no-reply@lesefunke.test>'),
  PUBLIC_URL: optionalUrl,
  // signs media URLs and encrypts access codes; a fixed development value is refused in production
  SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // the built-in content service, or a WordPress `wp-json` URL that /cms/wp-json/* is proxied to (cms/proxy.ts)
  CMS_BASE: v.optional(
    v.pipe(v.string(), v.regex(/^(\/cms\/wp-json\/?|https?:\/\/[^\s]+)$/, 'must be /cms/wp-json or an http(s) URL of WordPress\' wp-json')),
    '/cms/wp-json',
  ),
  // `user:application-password` of a WordPress editor: sent with previews that an administrator asks for
  CMS_PREVIEW_AUTH: v.optional(v.pipe(v.string(), v.regex(/^[^:\s]+:.+$/, 'must be user:application-password'))),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  LOG_REQUESTS: v.optional(v.picklist(['0', '1']), '1'),
});

const DEV_SECRET = 'lesefunke-development-secret-not-for-production';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  secret: string;
  cmsBase: string;
  cmsPreviewAuth: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  logRequests: boolean;
};

/** Reads the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  if (e.NODE_ENV === 'production' && !e.SECRET) throw new Error('Invalid configuration:\n  SECRET: required in production');
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    // memory:// keeps PGlite in memory (tests); anything else is a folder
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    secret: e.SECRET ?? DEV_SECRET,
    cmsBase: e.CMS_BASE,
    cmsPreviewAuth: e.CMS_PREVIEW_AUTH,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET ?? '' }
        : undefined,
    logRequests: e.LOG_REQUESTS === '1',
  };
}
