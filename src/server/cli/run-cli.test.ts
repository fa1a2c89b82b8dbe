import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import type { Command } from './command';
import { runCli } from './run-cli';

// How `npm run admin` reports an error no command foresaw: a statement the database refuses must not reach the
// terminal with its parameters (drizzle's message carries them), nor be blamed on the environment variables.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

const twice: Command = {
  name: 'zweimal',
  usage: '',
  summary: 'legt dasselbe Konto zweimal an',
  async run(_args, ctx) {
    const db = await ctx.db();
    for (let i = 0; i < 2; i++) await db.insert(users).values({ email: 'zweimal@schule.example', passwordHash: HASH });
  },
};

describe('runCli', () => {
  it('reports a refused statement by the database rule alone, without its values', async () => {
    const err: string[] = [];
    const code = await runCli([twice], ['zweimal'], {
      env: { NODE_ENV: 'test' },
      out: () => {},
      err: (line) => err.push(line),
      openDb: async () => ({ ...database, close: async () => {} }),
    });
    expect(code).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^Die Datenbank hat den Befehl abgelehnt \(23505: duplicate key value violates unique constraint "[a-z_]+"\); /);
    expect(err[0]).toContain('prüfen Sie die Angaben zum Befehl, und bleibt der Fehler, melden Sie ihn mit dieser Zeile.');
    expect(err[0]).not.toContain('argon2');
    expect(err[0]).not.toContain('zweimal@schule.example');
    expect(err[0]).not.toContain('insert');
  });
});
