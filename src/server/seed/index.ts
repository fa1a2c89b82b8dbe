import { addDays, addMonths, subDays } from 'date-fns';
import type { Config } from '../config';
import { refreshSearchVectors } from '../services/boardstory-search';
import { encryptCode, hashCode } from '../services/code-crypto';
import type { Db } from '../db/client';
import { accessCodes, users } from '../db/schema';
import { seedAccounts, type SeededAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedCms } from './cms';

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
