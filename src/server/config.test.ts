import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig, startWarnings } from './config';
import type { Db } from './db/client';

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
      expect(() => loadConfig({ HOST })).toThrow(/SECRET: required when HOST is/);
      expect(() => loadConfig({ HOST, NODE_ENV: 'test' })).toThrow(/SECRET/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toThrow(/SECRET: required in production/);
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
    expect(loadConfig({ SECRET, HOST: '127.0.0.1', NODE_ENV: 'production' }).devOutbox).toBe(false);
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
      expect(() => loadConfig({ SECRET: blank }), JSON.stringify(blank)).toThrow(/SECRET: must be at least 32 characters, not counting spaces, tabs and line breaks/);
    }
    expect(loadConfig({ SECRET: `${'x'.repeat(16)} ${'y'.repeat(16)}` }).builtInSecret).toBe(false);
  });
});
