import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { accessCodes, boardstories, games } from './boardstories';
import { organizations } from './organizations';

/**
 * A pupil's turn with a code (see docs/privacy.md): the hash of the random id the browser made for it, the code and
 * story it belongs to, how far it got. Nothing names the pupil, the device or its address; times are kept to the hour.
 * The code's organisation is copied in so that an owner's totals read one index range, not every code of the school;
 * a code's deletion deletes its turns.
 */
export const turns = pgTable(
  'turns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    turnHash: text('turn_hash').notNull().unique(),
    accessCodeId: integer('access_code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    // whole seconds: a report's fractions say nothing a teacher reads, and whole numbers compare exactly
    furthestSeconds: integer('furthest_seconds').notNull().default(0),
    ended: boolean('ended').notNull().default(false),
    startedAt: utc('started_at')
      .notNull()
      .default(sql`date_trunc('hour', now())`),
    lastReportAt: utc('last_report_at')
      .notNull()
      .default(sql`date_trunc('hour', now())`),
  },
  (t) => [
    // the code view and the code list: a code's turns in one range, with what they count
    index('turns_code_idx').on(t.accessCodeId, t.ended, t.furthestSeconds, t.lastReportAt),
    // an owner's totals over the licence period: the organisation's turns by start, per story
    index('turns_org_started_idx').on(t.organizationId, t.startedAt, t.boardstoryId, t.ended),
    // the platform's totals per story
    index('turns_story_idx').on(t.boardstoryId, t.ended),
    // the retention job: the oldest turns first
    index('turns_started_idx').on(t.startedAt),
  ],
);

/**
 * What one turn did in one game: a quiz question's first answer (`item` the question, `option` the answer), a search
 * game's objects found and seconds (`item` 0), an impulse opened (`item` 0, the row itself). Whether an answer was
 * right and how many objects a game has are read from the game when shown, never stored from the browser.
 */
export const turnGames = pgTable(
  'turn_games',
  {
    turnId: integer('turn_id')
      .notNull()
      .references(() => turns.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    item: smallint('item').notNull().default(0),
    option: smallint('option'),
    found: smallint('found'),
    seconds: real('seconds'),
  },
  (t) => [primaryKey({ columns: [t.turnId, t.gameId, t.item] }), index('turn_games_game_idx').on(t.gameId)],
);

/**
 * Turns past the retention period (TURN_RETENTION_DAYS), kept only as counts per story, organisation and day of start,
 * so that an owner's and the platform's totals stay right after the turns themselves are deleted.
 */
export const turnTotals = pgTable(
  'turn_totals',
  {
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    turnsStarted: integer('turns_started').notNull().default(0),
    turnsFinished: integer('turns_finished').notNull().default(0),
  },
  (t) => [unique('turn_totals_key').on(t.organizationId, t.day, t.boardstoryId).nullsNotDistinct()],
);
