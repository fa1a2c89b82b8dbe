import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const optionalUrl = v.optional(v.pipe(v.string(), v.url('muss eine vollständige Adresse sein, z. B. https://lesefunke.example.org')));

/** How an operator makes a secret that passes: in the messages that refuse one. */
const MAKE_SECRET = 'einen sicheren Wert erzeugt `openssl rand -base64 48`';
const PORT_RANGE = 'muss eine Portnummer von 0 bis 65535 sein';
const WHOLE_NUMBER = 'muss eine ganze Zahl ab 1 sein';
const RETENTION_DAYS = 'muss eine Zahl von Tagen zwischen 1 und 3650 sein';

/** `10.0.0.1`, `10.0.0.0/8`, `::1` or `fd00::/8`: an address or a CIDR range whose prefix fits its family. */
const isAddressOrRange = (entry: string) => {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'muss development, production oder test sein'), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, PORT_RANGE), v.transform(Number), v.maxValue(65535, PORT_RANGE)), '3000'),
  // the address to listen on; unset: every interface with a SECRET, only this machine without one
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('darf nicht leer sein'), v.maxLength(255, 'darf höchstens 255 Zeichen lang sein'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('darf nicht leer sein')), './data'),
  MEDIA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('darf nicht leer sein'))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// beginnen'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen'))),
  MAIL_FROM: v.optional(v.string(), 'Lesefunke <no-reply@lesefunke.test>'),
  PUBLIC_URL: optionalUrl,
  // signs media URLs and encrypts access codes; a fixed development value is refused in production
  // blanks do not count: 32 spaces (an unfilled template, a stray line break) would pass a plain length check and sign with a public value
  SECRET: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s.replace(/\s/g, '').length >= 32, `muss mindestens 32 Zeichen lang sein (Leerzeichen, Tabulatoren und Zeilenumbrüche zählen nicht); ${MAKE_SECRET}`),
    ),
  ),
  // the built-in content service, or a WordPress `wp-json` URL that /cms/wp-json/* is proxied to (cms/proxy.ts)
  CMS_BASE: v.optional(
    v.pipe(v.string(), v.regex(/^(\/cms\/wp-json\/?|https?:\/\/[^\s]+)$/, 'muss /cms/wp-json sein oder die http(s)-Adresse von wp-json eines WordPress')),
    '/cms/wp-json',
  ),
  // `user:application-password` of a WordPress editor: sent with previews that an administrator asks for
  CMS_PREVIEW_AUTH: v.optional(v.pipe(v.string(), v.regex(/^[^:\s]+:.+$/, 'muss die Form benutzer:anwendungspasswort haben'))),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  LOG_REQUESTS: v.optional(v.picklist(['0', '1'], 'muss 0 oder 1 sein'), '1'),
  // mails per hour from one network address; the browser tests raise it, since all their sign-ups come from 127.0.0.1
  MAIL_LIMIT_PER_NETWORK: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, WHOLE_NUMBER), v.transform(Number), v.minValue(1, WHOLE_NUMBER)),
    '50',
  ),
  // the reverse proxies (nginx) in front, as addresses or CIDR ranges, comma-separated: only a request whose socket
  // comes from one of them has its client's address taken from X-Forwarded-For (http/client-network.ts)
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean)),
      v.check((entries) => entries.every(isAddressOrRange), 'muss aus IP-Adressen oder CIDR-Bereichen bestehen, durch Kommas getrennt (z. B. 127.0.0.1,::1,10.0.0.0/8)'),
    ),
    '',
  ),
  // a relative URL prefix (e.g. /_media/) that nginx serves the media folder under as an internal location: checked
  // media requests answer with X-Accel-Redirect to it and nginx sends the bytes (routes/media.ts); unset: Node does
  MEDIA_ACCEL: v.optional(v.pipe(v.string(), v.regex(/^\/[\w./-]*\/$/, 'muss ein Pfad sein, der mit / beginnt und endet (z. B. /_media/)'))),
  // seconds a stopping server (SIGTERM) gives running requests before it exits anyway (lifecycle.ts)
  // days a pupil's turn is kept before only its counts remain (services/turn-retention.ts, docs/privacy.md); a school year by default
  TURN_RETENTION_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, RETENTION_DAYS), v.transform(Number), v.minValue(1, RETENTION_DAYS), v.maxValue(3650, RETENTION_DAYS)),
    '365',
  ),
  SHUTDOWN_TIMEOUT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'muss eine Zahl von Sekunden sein (höchstens 9999)'), v.transform(Number)), '10'),
});

const DEV_SECRET = 'lesefunke-development-secret-not-for-production';
/** `openssl rand -base64 48` gives some 40 different characters; a value of fewer is a word or a pattern. */
const MIN_DISTINCT_SECRET_CHARACTERS = 10;

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
  /** Days a pupil's turn is kept in full; older ones are kept only as counts per story (docs/privacy.md). */
  turnRetentionDays: number;
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
  if (!issuer && !clientId) return undefined;
  if (!issuer) throw new ConfigError(['OIDC_ISSUER: fehlt; mit OIDC_CLIENT_ID zusammen nötig']);
  if (!clientId) throw new ConfigError(['OIDC_CLIENT_ID: fehlt; mit OIDC_ISSUER zusammen nötig']);
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(['OIDC_ISSUER: muss mit https:// beginnen (http:// nur für localhost)']);
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

/**
 * A configuration the server does not start with: one German line per problem, each naming its variable, printed
 * as it is (no stack trace) by the server's start and the operator's commands.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((line) => `Ungültige Konfiguration: ${line}`).join('\n'));
  }
}

/**
 * Why a SECRET is too weak for production, or undefined. Anyone who knows or guesses it forges paid media URLs and
 * decrypts the pupil codes: the development value is public (it is in this file), the example's placeholder too, and
 * a value of a few repeated characters (32 × "a") is guessed at once.
 */
function weakSecret(secret: string): string | undefined {
  if (secret === DEV_SECRET) return 'ist der öffentlich bekannte Entwicklungswert';
  if (/change-?me/i.test(secret)) return 'ist noch der Platzhalter aus der Vorlage';
  const distinct = new Set(secret.replace(/\s/g, '')).size;
  if (distinct < MIN_DISTINCT_SECRET_CHARACTERS) return `hat nur ${distinct} verschiedene Zeichen (mindestens ${MIN_DISTINCT_SECRET_CHARACTERS})`;
  return undefined;
}

/** Reads the environment once; a wrong value stops the start with a message naming the variable (ConfigError). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(envSchema, env);
  if (!result.success) throw new ConfigError(result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`));
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  // the built-in secret is public (it is in this file): anyone who can reach the server could forge media
  // URLs and codes with it, so without SECRET the server stays on this machine
  const host = e.HOST ?? (e.SECRET ? undefined : 'localhost');
  const loopback = host !== undefined && LOOPBACK.has(host.toLowerCase());
  if (production && !e.SECRET) problems.push(`SECRET: fehlt; in Produktion (NODE_ENV=production) nötig; ${MAKE_SECRET}`);
  else if (!e.SECRET && !loopback) problems.push(`SECRET: fehlt; nötig, wenn HOST ${host} ist (ohne SECRET nur localhost, 127.0.0.1 oder ::1)`);
  const weakness = production && e.SECRET ? weakSecret(e.SECRET) : undefined;
  if (weakness) problems.push(`SECRET: ${weakness}; in Produktion nicht erlaubt; ${MAKE_SECRET}`);
  // without an https address there is no Secure cookie and no HSTS (http/session-cookie.ts, http/security-headers.ts),
  // and every link in a mail or printed by create-admin would name this machine instead of the site
  if (production && !e.PUBLIC_URL) {
    problems.push('PUBLIC_URL: fehlt; in Produktion nötig: die https://-Adresse, unter der die Leserinnen und Leser Lesefunke erreichen');
  } else if (production && e.PUBLIC_URL && !e.PUBLIC_URL.startsWith('https://')) {
    problems.push(`PUBLIC_URL: muss in Produktion mit https:// beginnen (sichere Cookies, HSTS, Links in E-Mails), nicht ${e.PUBLIC_URL}`);
  }
  if (production && !e.MEDIA_DIR && e.DATA_DIR.startsWith('memory://')) problems.push('MEDIA_DIR: fehlt; in Produktion nötig, wenn DATA_DIR memory:// ist');
  if (problems.length > 0) throw new ConfigError(problems);
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
    turnRetentionDays: e.TURN_RETENTION_DAYS,
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
