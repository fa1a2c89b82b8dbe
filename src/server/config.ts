import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const optionalUrl = v.optional(v.pipe(v.string(), v.url()));

/** `10.0.0.1`, `10.0.0.0/8`, `::1` or `fd00::/8`: an address or a CIDR range whose prefix fits its family. */
const isAddressOrRange = (entry: string) => {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  // the address to listen on; unset: every interface with a SECRET, only this machine without one
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(255))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  MEDIA_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Lesefunke <no-reply@lesefunke.test>'),
  PUBLIC_URL: optionalUrl,
  // signs media URLs and encrypts access codes; a fixed development value is refused in production
  // blanks do not count: 32 spaces (an unfilled template, a stray line break) would pass a plain length check and sign with a public value
  SECRET: v.optional(
    v.pipe(v.string(), v.check((s) => s.replace(/\s/g, '').length >= 32, 'must be at least 32 characters, not counting spaces, tabs and line breaks')),
  ),
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
  // mails per hour from one network address; the browser tests raise it, since all their sign-ups come from 127.0.0.1
  MAIL_LIMIT_PER_NETWORK: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(1)), '50'),
  // the reverse proxies (nginx) in front, as addresses or CIDR ranges, comma-separated: only a request whose socket
  // comes from one of them has its client's address taken from X-Forwarded-For (http/client-network.ts)
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean)),
      v.check((entries) => entries.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,::1,10.0.0.0/8)'),
    ),
    '',
  ),
  // a relative URL prefix (e.g. /_media/) that nginx serves the media folder under as an internal location: checked
  // media requests answer with X-Accel-Redirect to it and nginx sends the bytes (routes/media.ts); unset: Node does
  MEDIA_ACCEL: v.optional(v.pipe(v.string(), v.regex(/^\/[\w./-]*\/$/, 'must be a path that starts and ends with / (e.g. /_media/)'))),
  // seconds a stopping server (SIGTERM) gives running requests before it exits anyway (lifecycle.ts)
  SHUTDOWN_TIMEOUT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a number of seconds'), v.transform(Number)), '10'),
});

const DEV_SECRET = 'lesefunke-development-secret-not-for-production';

/**
 * Addresses only this machine reaches: the only ones the built-in secret and the dev outbox are served on,
 * and the only plain-http OpenID providers accepted. IPv6 as a bound address (::1) and as a URL's host ([::1]).
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** undefined: every interface */
  host: string | undefined;
  dataDir: string;
  /** where /media files live and imported stories are written (see mediaDirFrom) */
  mediaDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  secret: string;
  cmsBase: string;
  cmsPreviewAuth: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  logRequests: boolean;
  mailLimitPerNetwork: number;
  /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses and CIDR ranges; empty: none. */
  trustProxy: readonly string[];
  /** The internal nginx location media bytes are handed to (X-Accel-Redirect); undefined: Node sends them. */
  mediaAccel: string | undefined;
  /** Milliseconds running requests get to finish after SIGTERM. */
  shutdownTimeoutMs: number;
  /** Whether the server runs with the built-in development secret (only ever on a loopback address). */
  builtInSecret: boolean;
  /**
   * GET /api/dev/outbox with the mails as sent, links included: outside production and only on a loopback
   * address, so nobody on the network can read someone else's reset link.
   */
  devOutbox: boolean;
};

/**
 * Single sign-on needs issuer and client together; without a secret it is a public client (PKCE
 * alone). Tokens over plain http are accepted only from a provider on this machine.
 */
function oidcConfig(issuer: string | undefined, clientId: string | undefined, clientSecret: string | undefined): Config['oidc'] {
  const refuse = (line: string) => new Error(`Invalid configuration:\n  ${line}`);
  if (!issuer && !clientId) return undefined;
  if (!issuer) throw refuse('OIDC_ISSUER: required with OIDC_CLIENT_ID');
  if (!clientId) throw refuse('OIDC_CLIENT_ID: required with OIDC_ISSUER');
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw refuse('OIDC_ISSUER: must be an https:// address (http:// only for localhost)');
  }
  return { issuer, clientId, clientSecret: clientSecret ?? '' };
}

/** The demo seed's media, committed in the repository: development and tests serve them by default. */
const SEED_MEDIA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed/media');

/**
 * The folder behind /media. `MEDIA_DIR` wins; in production the default is `<DATA_DIR>/media`, since a real
 * deployment keeps its imported stories with its data and never writes into the repository (an update would
 * replace them); elsewhere the seed's folder, as before. Also read by media/paths.ts before the rest is checked.
 */
export function mediaDirFrom(env: Record<string, string | undefined>): string {
  if (env.MEDIA_DIR) return path.resolve(env.MEDIA_DIR);
  if (env.NODE_ENV !== 'production') return SEED_MEDIA;
  const dataDir = env.DATA_DIR ?? './data';
  // an in-memory database has no folder to keep files beside; loadConfig refuses that combination
  return dataDir.startsWith('memory://') ? SEED_MEDIA : path.resolve(dataDir, 'media');
}

/** Reads the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  if (e.NODE_ENV === 'production' && !e.SECRET) throw new Error('Invalid configuration:\n  SECRET: required in production');
  // the built-in secret is public (it is in this file): anyone who can reach the server could forge media
  // URLs and codes with it, so without SECRET the server stays on this machine
  const host = e.HOST ?? (e.SECRET ? undefined : 'localhost');
  const loopback = host !== undefined && LOOPBACK.has(host.toLowerCase());
  if (!e.SECRET && !loopback) {
    throw new Error(`Invalid configuration:\n  SECRET: required when HOST is ${host} (without it only localhost, 127.0.0.1 or ::1)`);
  }
  if (e.NODE_ENV === 'production' && !e.MEDIA_DIR && e.DATA_DIR.startsWith('memory://')) {
    throw new Error('Invalid configuration:\n  MEDIA_DIR: required in production when DATA_DIR is memory://');
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host,
    // memory:// keeps PGlite in memory (tests); anything else is a folder
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    mediaDir: mediaDirFrom(env),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    secret: e.SECRET ?? DEV_SECRET,
    cmsBase: e.CMS_BASE,
    cmsPreviewAuth: e.CMS_PREVIEW_AUTH,
    oidc: oidcConfig(e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET),
    logRequests: e.LOG_REQUESTS === '1',
    mailLimitPerNetwork: e.MAIL_LIMIT_PER_NETWORK,
    trustProxy: e.TRUST_PROXY,
    mediaAccel: e.MEDIA_ACCEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    builtInSecret: !e.SECRET,
    devOutbox: e.NODE_ENV !== 'production' && loopback,
  };
}

/** What the start should say out loud: a server that only works on this machine, and why. */
export function startWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.builtInSecret) {
    warnings.push(
      `Warnung: Ohne SECRET nutzt Lesefunke einen eingebauten Entwicklungsschlüssel und ist deshalb nur auf diesem Rechner erreichbar (${config.host}).` +
        ' Für andere Rechner SECRET (mindestens 32 Zeichen) und HOST setzen.',
    );
  }
  if (config.devOutbox) warnings.push('Hinweis: GET /api/dev/outbox zeigt jede E-Mail mit ihren Links (Entwicklungsmodus, nur auf diesem Rechner).');
  return warnings;
}
