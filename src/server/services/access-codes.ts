import { codeSwitches, switchesOf } from '../../shared/domain/access-code-switches';
import { and, asc, count, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { addCalendarDays, berlinDayEnd, berlinDayOf, berlinDayStart, lastBerlinDay, type CalendarDay } from '../../shared/domain/berlin-day';
import type { AccessCodeLookup } from '../../shared/schemas/licences';
import type { AccessCode, AccessCodeCreateInput } from '../../shared/schemas/playback';
import type { Db } from '../db/client';
import { accessCodes, attachments, boardstories, games, organizationMembers } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { publishChange } from './publish-change';
import { decryptCode, encryptCode, generateCode, hashCode } from './code-crypto';
import { signedTokenFor } from './code-signing';
import { lockOrganization, memberRole, runningLicence } from './organization-licence';
import { mayCreateAccessCodes, type LicenceHolder } from '../../shared/domain/rights';
import type { SessionUser } from '../http/env';

type Row = typeof accessCodes.$inferSelect;

/**
 * What a typed code opens, looked up by its hash; expired and future codes are answered too, the client checks the
 * dates. Takes the code as accessCodeSchema gives it (the route's param): it is hashed and signed as it comes.
 */
export async function findAccessCode(db: Db, secret: string, code: string): Promise<AccessCodeLookup> {
  const [row] = await db
    .select({
      slug: boardstories.slug,
      startingDate: accessCodes.startingDate,
      expirationDate: accessCodes.expirationDate,
      isExternalUser: accessCodes.isExternalUser,
      boardstoryId: accessCodes.boardstoryId,
      soundEnabled: accessCodes.soundEnabled,
      subtitlesEnabled: accessCodes.subtitlesEnabled,
      autoplayEnabled: accessCodes.autoplayEnabled,
      searchGameEnabled: accessCodes.searchGameEnabled,
      impulseEnabled: accessCodes.impulseEnabled,
      quizEnabled: accessCodes.quizEnabled,
      hiddenAttachments: accessCodes.hiddenAttachments,
    })
    .from(accessCodes)
    .innerJoin(boardstories, eq(boardstories.id, accessCodes.boardstoryId))
    .where(eq(accessCodes.codeHash, hashCode(code)));
  if (!row) throw notFound('access code not found');
  // the device that opened the code keeps its token, so the story opens there offline too
  const signedToken = signedTokenFor(secret, code, row.slug, row);
  return { ...row, startingDate: row.startingDate.toISOString(), expirationDate: row.expirationDate.toISOString(), signedToken };
}

function toAccessCode(secret: string, row: Row, slug: string): AccessCode {
  const code = decryptCode(secret, row.codeCiphertext);
  return {
    id: row.id,
    code,
    boardstory: row.boardstoryId,
    organization: row.organizationId,
    startingDate: row.startingDate.toISOString(),
    expirationDate: row.expirationDate.toISOString(),
    note: row.note,
    ...switchesOf(row),
    isExternalUser: row.isExternalUser,
    signedToken: signedTokenFor(secret, code, slug, row),
  };
}

/** Rows as answers: each token names its story's slug, so the app can open it offline without the catalogue. */
async function toAccessCodes(db: Db, secret: string, rows: Row[]): Promise<AccessCode[]> {
  const ids = [...new Set(rows.map((row) => row.boardstoryId))];
  const stories = ids.length ? await db.select({ id: boardstories.id, slug: boardstories.slug }).from(boardstories).where(inArray(boardstories.id, ids)) : [];
  const slugs = new Map(stories.map((story) => [story.id, story.slug]));
  return rows.map((row) => toAccessCode(secret, row, slugs.get(row.boardstoryId) ?? ''));
}

/**
 * The user's own codes that have not expired yet (see docs/codes.md#list), in the order they start: of one story for
 * the code dialog, or all of them for the rental page.
 */
export async function listOwnAccessCodes(db: Db, secret: string, userId: number, boardstoryId?: number): Promise<AccessCode[]> {
  const rows = await db
    .select()
    .from(accessCodes)
    .where(
      and(
        eq(accessCodes.createdBy, userId),
        boardstoryId === undefined ? undefined : eq(accessCodes.boardstoryId, boardstoryId),
        gt(accessCodes.expirationDate, new Date()),
      ),
    )
    .orderBy(asc(accessCodes.startingDate), asc(accessCodes.id));
  return toAccessCodes(db, secret, rows);
}

/**
 * Codes whose maker is no longer a member of the code's organisation (a teacher who left the school, or whose account
 * was deleted), in an organisation the user owns: pupils may still hold them, and nobody else can end them.
 */
const leftBehindFor = (userId: number) =>
  and(
    inArray(
      accessCodes.organizationId,
      sql`(SELECT ${organizationMembers.organizationId} FROM ${organizationMembers} WHERE ${organizationMembers.userId} = ${userId} AND ${organizationMembers.userRole} = 'OWNER')`,
    ),
    or(
      isNull(accessCodes.createdBy),
      notExists(
        sql`(SELECT 1 FROM ${organizationMembers} m WHERE m.organization_id = ${accessCodes.organizationId} AND m.user_id = ${accessCodes.createdBy})`,
      ),
    ),
  );

/**
 * The unexpired codes of one story that former members left in the owner's organisations (see docs/codes.md#list): the
 * owner sees them beside their own and may change their note or delete them.
 */
export async function listLeftBehindCodes(db: Db, secret: string, userId: number, boardstoryId: number): Promise<AccessCode[]> {
  const rows = await db
    .select()
    .from(accessCodes)
    .where(and(leftBehindFor(userId), eq(accessCodes.boardstoryId, boardstoryId), gt(accessCodes.expirationDate, new Date())))
    .orderBy(asc(accessCodes.startingDate), asc(accessCodes.id));
  return toAccessCodes(db, secret, rows);
}

// someone else's code answers 404 like an unknown one, so ids of other schools' codes reveal nothing; an owner takes
// over the codes a former member left behind
const own = (userId: number, id: number) => and(eq(accessCodes.id, id), or(eq(accessCodes.createdBy, userId), leftBehindFor(userId)));

export async function updateAccessCodeNote(db: Db, secret: string, userId: number, id: number, note: string): Promise<AccessCode> {
  const [row] = await db.update(accessCodes).set({ note }).where(own(userId, id)).returning();
  if (!row) throw notFound('access code not found');
  if (row.organizationId) await publishChange(db, row.organizationId, ['access-codes']);
  return (await toAccessCodes(db, secret, [row]))[0];
}

/**
 * Deletes an own code. A rental code is only ended instead: the licence grants a number of rental codes
 * for its whole term (see docs/codes.md#limits), so one that was handed out keeps counting, and deleting cannot make
 * room.
 */
export async function deleteAccessCode(db: Db, userId: number, id: number): Promise<void> {
  const now = new Date();
  const [rental] = await db
    .update(accessCodes)
    .set({ expirationDate: now })
    .where(and(own(userId, id), eq(accessCodes.isRental, true), gt(accessCodes.expirationDate, now)))
    .returning({ organizationId: accessCodes.organizationId });
  const [deleted] = rental
    ? [rental]
    : await db
        .delete(accessCodes)
        .where(and(own(userId, id), eq(accessCodes.isRental, false)))
        .returning({ organizationId: accessCodes.organizationId });
  if (!deleted) throw notFound('access code not found');
  if (deleted.organizationId) await publishChange(db, deleted.organizationId, ['access-codes']);
}

/** At most this many unexpired codes per story and user (see docs/codes.md#limits). */
export const MAX_CODES_PER_STORY = 20;
/** A code's default span: the start day and 13 more (see docs/codes.md#creation). */
const DEFAULT_EXTRA_DAYS = 13;

function dayStart(day: CalendarDay): Date {
  try {
    return berlinDayStart(day);
  } catch {
    throw badRequest('invalid date');
  }
}

/**
 * The code's validity as stored: from 00:00 Berlin of the start day to 00:00 Berlin after the end day, so
 * the end day is included. Both days lie between today and the licence's last day (see docs/codes.md#creation).
 */
function codePeriod(input: Pick<AccessCodeCreateInput, 'startingDate' | 'expirationDate'>, licenceEnd: Date, now: Date) {
  const start = input.startingDate;
  const startingDate = dayStart(start);
  if (start < berlinDayOf(now)) throw badRequest('starting date in the past');
  const lastLicenceDay = lastBerlinDay(licenceEnd);
  // the default span stops at the licence's end rather than refuse a code the owner did not date
  const defaultEnd = addCalendarDays(start, DEFAULT_EXTRA_DAYS);
  const end = input.expirationDate ?? (defaultEnd > lastLicenceDay ? lastLicenceDay : defaultEnd);
  dayStart(end); // refuses a day like 2030-02-30, which the schema's pattern lets through
  if (start > lastLicenceDay || end > lastLicenceDay) throw badRequest('date outside licence term');
  if (end < start) throw badRequest('expiration date before starting date');
  return { startingDate, expirationDate: berlinDayEnd(end) };
}

/**
 * The player switches the story can have (see docs/codes.md#switches, shared/domain/access-code-switches.ts): sound
 * only with audio, each game type only if the story has such a game; text — for an explain story its subtitles —
 * always. A switch it cannot have is stored off, not refused: the dialog's defaults are all on. Hidden attachments must
 * be the story's own.
 */
async function switchesFor(db: Db, input: AccessCodeCreateInput) {
  const [story] = await db
    .select({ hasAudio: boardstories.hasAudio })
    .from(boardstories)
    .where(eq(boardstories.id, input.boardstory));
  if (!story) throw notFound('boardstory not found');
  const hidden = [...new Set(input.hiddenAttachments)];
  const [types, found] = await Promise.all([
    db.selectDistinct({ type: games.gameType }).from(games).where(eq(games.boardstoryId, input.boardstory)),
    hidden.length
      ? db
          .select({ id: attachments.id })
          .from(attachments)
          .where(and(eq(attachments.boardstoryId, input.boardstory), inArray(attachments.id, hidden)))
      : [],
  ]);
  if (found.length !== hidden.length) throw badRequest('hiddenAttachments: not attachments of this boardstory');
  // the same rule the dialog offers its switches by, so what the owner saw is what is stored
  return {
    ...codeSwitches({ hasAudio: story.hasAudio, gameInfo: types.map((t) => ({ gameType: t.type })) }, input),
    hiddenAttachments: hidden,
  };
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

/**
 * POST /api/access-codes (see docs/codes.md#creation, docs/codes.md#limits): a member of an organisation with a running
 * licence that includes codes makes a random code for a story — in a school every teacher, in a library only the owner
 * (shared/domain/rights.ts mayCreateAccessCodes, the rule the story page shows its button by). In a library (rentals
 * allowed) it is a rental code and takes one of the licence's rental codes; those count for the whole term, ended ones
 * too.
 */
export async function createAccessCode(db: Db, secret: string, user: SessionUser, input: AccessCodeCreateInput): Promise<AccessCode> {
  const organizationId = input.organization;
  // an unknown organisation answers like someone else's, so ids reveal nothing
  const role = await memberRole(db, user, organizationId);
  if (!role) throw forbidden('not a member of this organization');
  const now = new Date();
  const licence = await runningLicence(db, organizationId, now);
  if (!licence.allowAccessCodes) throw forbidden('access codes not included in licence');
  const holder: LicenceHolder = {
    role,
    rentalUntil: null,
    order: { active: licence.active, validFrom: licence.validFrom?.toISOString() ?? null, validUntil: licence.validUntil.toISOString(), allowRentals: licence.allowRentals },
  };
  if (!mayCreateAccessCodes(holder, licence.allowAccessCodes, now)) throw forbidden('only the owner makes codes of this licence');
  const switches = await switchesFor(db, input);
  const period = codePeriod(input, licence.validUntil, now);
  const isRental = licence.allowRentals;

  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockOrganization(tx, organizationId);
    const unexpired = and(eq(accessCodes.createdBy, user.id), eq(accessCodes.boardstoryId, input.boardstory), gt(accessCodes.expirationDate, now));
    if ((await countOf(tx.select({ n: count() }).from(accessCodes).where(unexpired))) >= MAX_CODES_PER_STORY) {
      throw conflict('maximum number of codes reached');
    }
    if (isRental) {
      const rentalCodes = and(eq(accessCodes.organizationId, organizationId), eq(accessCodes.isRental, true));
      const used = await countOf(tx.select({ n: count() }).from(accessCodes).where(rentalCodes));
      if (used >= licence.maxNumberOfRentalCodes) throw conflict('no codes left');
    }
    // 25^10 codes make a clash very unlikely; should one happen, ON CONFLICT keeps the transaction usable for another try
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = generateCode();
      const [saved] = await tx
        .insert(accessCodes)
        .values({
          codeHash: hashCode(code),
          codeCiphertext: encryptCode(secret, code),
          boardstoryId: input.boardstory,
          organizationId,
          createdBy: user.id,
          isRental,
          ...period,
          ...switches,
        })
        .onConflictDoNothing({ target: accessCodes.codeHash })
        .returning();
      if (saved) return saved;
    }
    throw new Error('no free access code found');
  });
  await publishChange(db, organizationId, isRental ? ['access-codes', 'order'] : ['access-codes']);
  return (await toAccessCodes(db, secret, [row]))[0];
}
