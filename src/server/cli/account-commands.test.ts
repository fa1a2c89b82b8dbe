import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/accounts';
import { PRODUCTION } from '../testing/production-env';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { createAdmin, deactivate, listAdminsCommand } from './account-commands';
import { runCli } from './run-cli';

// The operator's account commands (docs/production.md#first-administrator) on a seeded test database, checked
// through what the server then does: logins, sessions, the reset link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const PUBLIC_URL = 'https://lesen.schule.example';

/** One `npm run admin -- …` on the test database: exit code and every line, as the terminal would show them. */
const admin = (...argv: string[]) => adminWith({ NODE_ENV: 'test', PUBLIC_URL }, ...argv);

/** The same with the environment of a production server (or one short of it). */
async function adminWith(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([createAdmin, listAdminsCommand, deactivate], argv, {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    // the test database stays open for the next command
    openDb: async () => ({ db: t.db, close: async () => {}, listen: async () => async () => {} }),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** `list-admins` (a command that opens the database) as the terminal runs it: its own database, opened from `env`. */
async function runCliLines(env: Record<string, string>) {
  const err: string[] = [];
  const code = await runCli([listAdminsCommand], ['list-admins'], { env, out: () => {}, err: (line) => err.push(line) });
  return { code, err };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const signedIn = async (cookie: string) => (await t.app.request('/api/me', { headers: { cookie } })).status === 200;

describe('create-admin', () => {
  it('creates an administrator whose printed link sets the password once, and who then sees every order', async () => {
    const { code, out } = await admin('create-admin', 'Chefin@Schulamt.example', '--name', 'Clara Chef');
    expect(code).toBe(0);
    expect(out).toContain('Administrator chefin@schulamt.example angelegt.');
    expect(out).toContain('Ohne SMTP_URL wird keine E-Mail verschickt.');
    const token = out.match(new RegExp(`${PUBLIC_URL}/resetPassword/([\\w-]{40,})`))?.[1];
    expect(token).toBeDefined();

    const [row] = await t.db.select().from(users).where(eq(users.email, 'chefin@schulamt.example'));
    expect(row).toMatchObject({ isAdmin: true, firstName: 'Clara', lastName: 'Chef', passwordHash: null });
    // the mail is kept in the outbox without its token
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'chefin@schulamt.example'));
    expect(mail.subject).toBe('Ihr Administratorzugang zu Lesefunke');
    expect(mail.text).not.toContain(token);

    expect((await post('/api/users/reset-password', { resetToken: token, newPassword: 'Erstes-Admin-Passwort-1' })).status).toBe(204);
    expect((await post('/api/users/reset-password', { resetToken: token, newPassword: 'Zweites-Passwort-2' })).status).toBe(404);

    // the right password, held back only for the terms, which the administrator accepts herself
    const held = await post('/auth/login', { username: 'chefin@schulamt.example', password: 'Erstes-Admin-Passwort-1' });
    expect(held.status).toBe(403);
    const { access_token } = (await held.json()) as { access_token: string };
    const consent = await post('/api/users/tos-consent', { tosConsent: true }, { authorization: `Bearer ${access_token}` });
    const cookie = consent.headers.get('set-cookie')!.split(';')[0];
    expect((await t.app.request('/api/admin/orders', { headers: { cookie } })).status).toBe(200);

    expect((await admin('list-admins')).out).toMatch(/chefin@schulamt\.example\tClara Chef\taktiv/);
  });

  it('promotes an existing account, which keeps its password', async () => {
    const { code, out } = await admin('create-admin', 'neu@lesefunke.test');
    expect(code).toBe(0);
    expect(out).toBe('neu@lesefunke.test ist jetzt Administrator und meldet sich mit dem bisherigen Passwort an.');
    const cookie = await login(t.app, 'neu@lesefunke.test');
    expect((await t.app.request('/api/admin/orders', { headers: { cookie } })).status).toBe(200);
    expect((await admin('create-admin', 'neu@lesefunke.test')).out).toContain('schon Administrator');
  });

  it('refuses a wrong address, a missing one and stray arguments with exit code 1', async () => {
    expect(await admin('create-admin', 'kein-at-zeichen')).toMatchObject({ code: 1, err: '„kein-at-zeichen“ ist keine gültige E-Mail-Adresse.' });
    expect(await admin('create-admin')).toMatchObject({ code: 1, err: 'Erwartet: <e-mail> (siehe --help)' });
    const stray = await admin('create-admin', 'a@b.example', '--rolle', 'x');
    expect(stray.code).toBe(1);
    expect(stray.err).toContain('Ungültige Argumente');
    expect(await t.db.select().from(users).where(eq(users.email, 'a@b.example'))).toHaveLength(0);
  });
});

describe('deactivate', () => {
  it('ends the sessions, refuses the password and every new reset link', async () => {
    const email = 'lehrer@lesefunke.test';
    const cookie = await login(t.app, email);
    await post('/api/users/request-password-reset', { email });

    const { code, out } = await admin('deactivate', email);
    expect(code).toBe(0);
    expect(out).toBe(`${email} ist deaktiviert: Anmeldung nicht mehr möglich, alle Sitzungen beendet.`);

    expect(await signedIn(cookie)).toBe(false);
    expect((await post('/auth/login', { username: email, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await post('/api/users/request-password-reset', { email })).status).toBe(404);
    expect(await admin('create-admin', email)).toMatchObject({ code: 1, err: `${email} ist deaktiviert und wird nicht Administrator.` });
    expect((await admin('deactivate', email)).out).toContain('war schon deaktiviert');
  });

  it('names an unknown address and exits with 1', async () => {
    expect(await admin('deactivate', 'niemand@lesefunke.test')).toMatchObject({ code: 1, err: 'Kein Konto mit der E-Mail-Adresse niemand@lesefunke.test.' });
  });
});

describe('the entry', () => {
  it('lists every command with --help and exits 0; an unknown command or none exits 1', async () => {
    const help = await admin('--help');
    expect(help.code).toBe(0);
    for (const name of ['create-admin', 'list-admins', 'deactivate']) expect(help.out).toContain(`  ${name} `);
    expect((await admin('deactivate', '--help')).out).toContain('npm run admin -- deactivate <e-mail>');
    expect(await admin('loeschen')).toMatchObject({ code: 1, err: 'Unbekannter Befehl „loeschen“. Alle Befehle: npm run admin -- --help' });
    expect((await admin()).code).toBe(1);
  });

  it('in production prints its link only with the https PUBLIC_URL, and without one refuses before it creates anything', async () => {
    const { PUBLIC_URL: _, ...withoutUrl } = PRODUCTION;
    for (const env of [withoutUrl, { ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' }]) {
      const refused = await adminWith(env, 'create-admin', 'it@schulamt.example');
      expect(refused).toMatchObject({ code: 1, out: '' });
      expect(refused.err).toMatch(/^Ungültige Konfiguration: PUBLIC_URL: [^\n]+$/);
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'it@schulamt.example'))).toEqual([]);
    const created = await adminWith(PRODUCTION, 'create-admin', 'it@schulamt.example');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^ {2}https:\/\/lesen\.schule\.example\/resetPassword\/[\w-]{40,}$/m);
    expect(created.out).not.toContain('localhost');
  });

  it('says a configuration error and an unreachable database in one German line each, without the hint for the unexpected', async () => {
    const config = await runCliLines({ NODE_ENV: 'test', SHUTDOWN_TIMEOUT: 'zehn' });
    expect(config).toEqual({ code: 1, err: ['Ungültige Konfiguration: SHUTDOWN_TIMEOUT: muss eine Zahl von Sekunden sein (höchstens 9999)'] });
    // a port nobody listens on: the probe's, just closed
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const database = await runCliLines({ NODE_ENV: 'test', DATABASE_URL: `postgres://lesefunke:geheim@127.0.0.1:${port}/lesefunke` });
    expect(database).toEqual({
      code: 1,
      err: [
        `Die Datenbank aus DATABASE_URL (postgres://lesefunke:***@127.0.0.1:${port}/lesefunke) ist nicht erreichbar: an diesem Rechner und Port nimmt niemand Verbindungen an. ` +
          'Prüfen Sie in DATABASE_URL Rechner, Port, Benutzer, Passwort und Datenbanknamen, und ob der PostgreSQL-Server läuft.',
      ],
    });
  });

  it('says an unexpected failure plainly with a hint, and exits 1', async () => {
    const failing = { name: 'kaputt', usage: '', summary: '', run: async () => Promise.reject(new Error('connection refused')) };
    const err: string[] = [];
    const code = await runCli([failing], ['kaputt'], { env: { NODE_ENV: 'test' }, out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(1);
    expect(err[0]).toBe('Unerwarteter Fehler: connection refused');
    expect(err[1]).toContain('docs/production.md');
  });
});
