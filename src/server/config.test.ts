import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ConfigError, loadConfig, startWarnings } from './config';
import type { Db } from './db/client';
import { PRODUCTION } from './testing/production-env';

// A security finding (docs/security.md#secrets): the built-in secret and the dev outbox never face the network.

const SECRET = 'x'.repeat(32);

describe('the built-in secret', () => {
  it('keeps a server without SECRET on this machine, and says so at start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', host: 'localhost', builtInSecret: true, devOutbox: true });
    expect(startWarnings(config).join('\n')).toMatch(/Ohne SECRET .* nur auf diesem Rechner erreichbar \(localhost\)/);
    for (const HOST of ['127.0.0.1', '::1', 'LOCALHOST']) expect(loadConfig({ HOST }).builtInSecret).toBe(true);
  });

  it('is refused on any other address', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'lesefunke.example']) {
      expect(() => loadConfig({ HOST })).toThrow(/SECRET: fehlt; nötig, wenn HOST .* ist/);
      expect(() => loadConfig({ HOST, NODE_ENV: 'test' })).toThrow(/SECRET/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toThrow(/SECRET: fehlt; in Produktion/);
  });

  it('is not needed with a SECRET, which serves every interface unless HOST says otherwise', () => {
    const config = loadConfig({ SECRET });
    expect(config).toMatchObject({ host: undefined, builtInSecret: false, devOutbox: false, secret: SECRET });
    expect(startWarnings(config)).toEqual([]);
    expect(loadConfig({ SECRET, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('the dev outbox', () => {
  it('exists only outside production and on a loopback address', async () => {
    expect(loadConfig({ SECRET, HOST: '127.0.0.1' }).devOutbox).toBe(true);
    expect(loadConfig({ ...PRODUCTION, HOST: '127.0.0.1' }).devOutbox).toBe(false);
    const mailer = { send: async () => {}, devOutbox: () => [] };
    // the route never touches the database when it does not exist
    const open = createApp({ db: {} as Db, config: loadConfig({ SECRET, HOST: '0.0.0.0', LOG_REQUESTS: '0' }), mailer });
    const res = await open.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('a SECRET of blanks', () => {
  it('is refused with a message that says blanks do not count, while 32 real characters pass', () => {
    for (const blank of [' '.repeat(32), '\t'.repeat(40), `${'x'.repeat(16)}${' '.repeat(16)}`, `\n${'x'.repeat(31)}\n`]) {
      expect(() => loadConfig({ SECRET: blank }), JSON.stringify(blank)).toThrow(/SECRET: muss mindestens 32 Zeichen lang sein \(Leerzeichen, Tabulatoren und Zeilenumbrüche zählen nicht\)/);
    }
    expect(loadConfig({ SECRET: `${'x'.repeat(16)} ${'y'.repeat(16)}` }).builtInSecret).toBe(false);
  });
});

/** The problems a configuration is refused for, one German line each (what the start prints). */
function refusal(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n');
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

describe('a production start', () => {
  it('refuses the development secret, the template placeholder and obviously weak ones, saying how to make one', () => {
    const weak = {
      'lesefunke-development-secret-not-for-production': /SECRET: ist der öffentlich bekannte Entwicklungswert/,
      'CHANGE-ME-openssl-rand-base64-48': /SECRET: ist noch der Platzhalter aus der Vorlage/,
      ['a'.repeat(32)]: /SECRET: hat nur 1 verschiedene Zeichen/,
      ['ab12'.repeat(12)]: /SECRET: hat nur 4 verschiedene Zeichen/,
      'passwortpasswortpasswortpasswort': /SECRET: hat nur 7 verschiedene Zeichen/,
      'kurz-aber-bunt-0123456789': /SECRET: muss mindestens 32 Zeichen lang sein/,
    };
    for (const [SECRET, reason] of Object.entries(weak)) {
      const lines = refusal({ ...PRODUCTION, SECRET });
      expect(lines, SECRET).toHaveLength(1);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).toMatch(/^Ungültige Konfiguration: .*`openssl rand -base64 48`$/);
    }
    const SECRET = randomBytes(48).toString('base64');
    expect(loadConfig({ ...PRODUCTION, SECRET }).secret).toBe(SECRET);
  });

  it('requires PUBLIC_URL with https://, so cookies are Secure, HSTS is sent and links name the site', () => {
    const { PUBLIC_URL: _, ...withoutUrl } = PRODUCTION;
    expect(refusal(withoutUrl)).toEqual([
      'Ungültige Konfiguration: PUBLIC_URL: fehlt; in Produktion nötig: die https://-Adresse, unter der die Leserinnen und Leser Lesefunke erreichen',
    ]);
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: 'http://lesen.schule.example' })).toEqual([
      'Ungültige Konfiguration: PUBLIC_URL: muss in Produktion mit https:// beginnen (sichere Cookies, HSTS, Links in E-Mails), nicht http://lesen.schule.example',
    ]);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://lesen.schule.example/' }).publicUrl).toBe('https://lesen.schule.example');
  });

  it('names every problem at once, one line each', () => {
    expect(refusal({ NODE_ENV: 'production', SECRET: 'a'.repeat(40), PUBLIC_URL: 'http://x.example', PORT: 'achtzig' })).toEqual([
      'Ungültige Konfiguration: PORT: muss eine Portnummer von 0 bis 65535 sein',
    ]);
    expect(refusal({ NODE_ENV: 'production', SECRET: 'a'.repeat(40), PUBLIC_URL: 'http://x.example' }).map((line) => line.split(':')[1].trim())).toEqual([
      'SECRET',
      'PUBLIC_URL',
    ]);
  });

  it('leaves development and the tests their short values and http://localhost', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV, SECRET: 'x'.repeat(32), HOST: '127.0.0.1' }).secret).toBe('x'.repeat(32));
      expect(loadConfig({ NODE_ENV, SECRET: 'lesefunke-development-secret-not-for-production', PUBLIC_URL: 'http://localhost:5173' }).publicUrl).toBe('http://localhost:5173');
    }
  });
});

describe('TURN_RETENTION_DAYS', () => {
  it('keeps turns a school year unless told otherwise, and takes whole days from 1 to 3650', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).turnRetentionDays).toBe(365);
    expect(loadConfig({ NODE_ENV: 'test', TURN_RETENTION_DAYS: '90' }).turnRetentionDays).toBe(90);
    for (const days of ['0', '3651', '-5', '1.5', '']) {
      expect(refusal({ TURN_RETENTION_DAYS: days })).toEqual(['Ungültige Konfiguration: TURN_RETENTION_DAYS: muss eine Zahl von Tagen zwischen 1 und 3650 sein']);
    }
  });
});

describe('every configuration error', () => {
  it('is German and names its variable', () => {
    const wrong = {
      NODE_ENV: 'staging',
      PORT: '70000',
      HOST: '',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'mail.example',
      PUBLIC_URL: 'lesen.example',
      SECRET: 'kurz',
      CMS_BASE: 'wordpress',
      CMS_PREVIEW_AUTH: 'nur-ein-name',
      OIDC_ISSUER: 'login',
      LOG_REQUESTS: 'ja',
      MAIL_LIMIT_PER_NETWORK: '0',
      TRUST_PROXY: 'nginx',
      MEDIA_ACCEL: '_media',
      SHUTDOWN_TIMEOUT: 'zehn',
      TURN_RETENTION_DAYS: 'ein Jahr',
      DATA_DIR: '',
      MEDIA_DIR: '',
    };
    const lines = refusal(wrong);
    expect(lines.map((line) => line.split(':')[1].trim()).sort()).toEqual(Object.keys(wrong).sort());
    for (const line of lines) expect(line).toMatch(/^Ungültige Konfiguration: [A-Z_]+: (muss|darf) /);
    expect(refusal({ OIDC_CLIENT_ID: 'lesefunke' })).toEqual(['Ungültige Konfiguration: OIDC_ISSUER: fehlt; mit OIDC_CLIENT_ID zusammen nötig']);
    expect(refusal({ OIDC_ISSUER: 'http://login.example', OIDC_CLIENT_ID: 'lesefunke' })).toEqual([
      'Ungültige Konfiguration: OIDC_ISSUER: muss mit https:// beginnen (http:// nur für localhost)',
    ]);
  });
});
