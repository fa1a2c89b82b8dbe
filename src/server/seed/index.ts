import { verify } from '@node-rs/argon2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, addMonths, subDays } from 'date-fns';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Config } from '../config';
import { refreshSearchVectors } from '../services/boardstory-search';
import { encryptCode, hashCode } from '../services/code-crypto';
import type { Db } from '../db/client';
import { accessCodes, users } from '../db/schema';
import { DEMO_EMAILS, DEMO_PASSWORD, seedAccounts, type SeededAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedCms } from './cms';

/** The demo data's media files (videos, pictures, material); the server reads them from MEDIA_DIR. */
export const DEMO_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

/** The four fixed pupil codes of docs/demo-data.md#codes, all made by the school's owner for die-mutige-maus. */
async function seedAccessCodes(db: Db, secret: string, accounts: SeededAccounts, storyId: number, now: Date) {
  const code = (
    text: string,
    startingDate: Date,
    expirationDate: Date,
    note: string,
    switches: Partial<typeof accessCodes.$inferInsert> = {},
  ): typeof accessCodes.$inferInsert => ({
    codeHash: hashCode(text),
    codeCiphertext: encryptCode(secret, text),
    boardstoryId: storyId,
    organizationId: accounts.schoolId,
    createdBy: accounts.userIds.owner,
    startingDate,
    expirationDate,
    note,
    ...switches,
  });
  await db.insert(accessCodes).values([
    code('FUNKE-GUELTIG', subDays(now, 1), addMonths(now, 6), 'Klasse 2a'),
    code('FUNKE-STUMM', subDays(now, 1), addMonths(now, 6), 'Stillarbeit Klasse 2b', { soundEnabled: false, quizEnabled: false }),
    code('FUNKE-ABGELAUFEN', subDays(now, 30), subDays(now, 1), 'Projektwoche'),
    code('FUNKE-SPAETER', addDays(now, 7), addDays(now, 21), 'Vertretungsstunde'),
  ]);
}

const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string })?.code === '23505' || (err instanceof Error && err.cause !== undefined && isUniqueViolation(err.cause));

/** Fills a fresh database with the demo data once; a database that has any user is left alone. */
export async function seedIfEmpty(db: Db, config: Config): Promise<void> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return;
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const accounts = await seedAccounts(trx, now);
      const storyIds = await seedCatalogue(trx, now);
      await seedAccessCodes(trx, config.secret, accounts, storyIds.get('die-mutige-maus')!, now);
      await seedCms(trx);
      await refreshSearchVectors(trx);
    });
  } catch (err) {
    // several instances starting on one empty PostgreSQL: the first one seeds, the others meet its unique rows
    if (isUniqueViolation(err)) return;
    throw err;
  }
  console.log('Demo-Daten angelegt');
}

/** A production database that still lets someone in with the README's public password. */
export class DemoPasswordInProduction extends Error {}

/**
 * The demo accounts whose password is still the public one of README.md and docs/demo-data.md. Cheap: at most
 * the eight known addresses, and the seed gave them one hash, so usually one argon2 check.
 */
export async function demoAccountsWithPublicPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, DEMO_EMAILS), isNotNull(users.passwordHash)));
  const checked = new Map<string, Promise<boolean>>();
  const open: string[] = [];
  for (const row of rows) {
    const hash = row.passwordHash!;
    if (!checked.has(hash)) checked.set(hash, verify(hash, DEMO_PASSWORD).catch(() => false));
    if (await checked.get(hash)) open.push(row.email);
  }
  return open.sort();
}

/**
 * What a start does with the data: development and the tests get the demo data on an empty database; production
 * seeds nothing (the demo data comes only on purpose, `npm run admin -- demo-data`) and refuses to serve while a
 * demo account still opens with the public password, since that account may be an administrator.
 */
export async function prepareData(db: Db, config: Config): Promise<void> {
  if (config.env !== 'production') return seedIfEmpty(db, config);
  const open = await demoAccountsWithPublicPassword(db);
  if (open.length === 0) return;
  throw new DemoPasswordInProduction(
    [
      `Lesefunke startet nicht: Diese Demo-Konten haben noch das öffentliche Passwort aus der README: ${open.join(', ')}.`,
      'Deaktivieren Sie sie (Server gestoppt) mit',
      ...open.map((email) => `  npm run admin -- deactivate ${email}`),
      'oder ändern Sie ihr Passwort; danach den Server erneut starten (siehe docs/production.md).',
    ].join('\n'),
  );
}
