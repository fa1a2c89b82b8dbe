import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tsvector, utc } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/** AVAILABLE when the media exists, else UNAVAILABLE; the player disables buttons by it. */
export type MediaState = 'AVAILABLE' | 'UNAVAILABLE';

export const boardstories = pgTable(
  'boardstories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''), // markdown
    free: boolean('free').notNull().default(false),
    // explain stories carry subtitles instead of burned-in text
    explain: boolean('explain').notNull().default(false),
    hasAudio: boolean('has_audio').notNull().default(true),
    gameActive: boolean('game_active').notNull().default(true),
    author: text('author').notNull().default(''),
    illustrator: text('illustrator').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    publishedAt: utc('published_at').notNull().defaultNow(),
    // German full-text vector over title, description, author and tag names; see services/boardstories
    search: tsvector('search'),
    // the title's words without stemming, stop words kept ('simple'), filled with `search`: a search made only of
    // stop words ("die") finds titles by it, and with its index that costs no to_tsvector per story (boardstory-search).
    // Not a generated column: a backup's restore inserts every column it wrote (services/backup.ts)
    titleWords: tsvector('title_words'),
  },
  (t) => [index('boardstories_search_idx').using('gin', t.search), index('boardstories_title_words_idx').using('gin', t.titleWords)],
);

export const tagCategories = [
  'Altersstufe',
  'Leseniveau',
  'Unterrichtsfach',
  'Fremdsprache',
  'Genre',
  'Themen',
  'Kompetenzen',
  'Funktionen',
] as const;

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  category: text('category').$type<(typeof tagCategories)[number]>().notNull(),
  descriptor: text('descriptor').notNull(),
  sortPriority: integer('sort_priority').notNull().default(0),
});

export const boardstoryTags = pgTable(
  'boardstory_tags',
  {
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.boardstoryId, t.tagId] }), index('boardstory_tags_tag_idx').on(t.tagId)],
);

export const imageTypes = ['TEASER_IMAGE', 'BOOK_REFERENCE'] as const;

/** One row per picture; files exist in the widths small 700, medium 920, large 1440 (`{file}-{width}.webp`). */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    imageType: text('image_type').$type<(typeof imageTypes)[number]>().notNull(),
    title: text('title').notNull().default(''),
    alt: text('alt').notNull().default(''),
    file: text('file').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('images_story_idx').on(t.boardstoryId, t.imageType)],
);

/**
 * Which state the catalogue's list and search data are in, one row: triggers on boardstories and images (migration
 * 0006) write the id of the transaction that changed them, so a server process learns with one cheap read whether
 * its search index in memory (services/boardstory-search-index.ts) still matches the tables. Derived, so not in a
 * backup (services/backup.ts): the restore's own inserts name their transaction here.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    changedIn: bigint('changed_in', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_state_one_row', sql`${t.id} = 1`)],
);

export const bookReferences = pgTable('book_references', {
  boardstoryId: integer('boardstory_id')
    .primaryKey()
    .references(() => boardstories.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  externalLink: text('external_link'),
  imageFile: text('image_file'),
});

export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    file: text('file').notNull(),
    // material meant for library lending only; hidden for non-owners of rental orders
    forRentals: boolean('for_rentals').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('attachments_story_idx').on(t.boardstoryId)],
);

export const mediaKinds = ['VIDEO', 'TRAILER', 'TIGER_CREATION'] as const;
export type MediaSource = { file: string; mimeType: string };

/** Full videos, trailers and tiger creations with their renditions and cue points. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof mediaKinds)[number]>().notNull(),
    withText: jsonb('with_text').$type<MediaSource[]>().notNull(),
    withoutText: jsonb('without_text').$type<MediaSource[]>().notNull(),
    subtitles: text('subtitles'), // WebVTT file for explain stories
    // WebVTT of the story's sentences with inline word timestamps (read-along), in the subtitles folder
    readAlong: text('read_along'),
    pauseCuepoints: jsonb('pause_cuepoints').$type<number[]>().notNull().default([]),
    seekPoints: jsonb('seek_points').$type<number[]>().notNull().default([]),
    duration: numeric('duration', { mode: 'number' }).notNull(),
  },
  (t) => [index('media_story_idx').on(t.boardstoryId, t.kind)],
);

export const gameTypes = ['impulse', 'quiz', 'search'] as const;
export type Point = { x: number; y: number };
export type ImpulseData = {
  text: string;
  image: string | null;
  textAudio: string | null;
  impulsePosition: Point | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight' | 'center';
};
export type SearchData = { hint: string; audioHint: string | null; answers: { topLeft: Point; bottomRight: Point }[] };
export type QuizData = {
  questions: { question: string; options: { option: string; correct: boolean }[] }[];
  notes: { start: string; allCorrect: string; partiallyCorrect: string; noneCorrect: string };
};

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    gameType: text('game_type').$type<(typeof gameTypes)[number]>().notNull(),
    // seconds into the full video; -1 launches at the story's end
    position: numeric('position', { mode: 'number' }).notNull(),
    data: jsonb('data').$type<ImpulseData | SearchData | QuizData>().notNull(),
  },
  (t) => [index('games_story_idx').on(t.boardstoryId)],
);

/**
 * Pupil and rental codes. The code grants access, so lookups go by its hash; owners must see their codes
 * again (link, QR), so the code is also kept encrypted with the server secret.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull().unique(),
    codeCiphertext: text('code_ciphertext').notNull(),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    isRental: boolean('is_rental').notNull().default(false),
    startingDate: utc('starting_date').notNull(),
    expirationDate: utc('expiration_date').notNull(),
    note: text('note').notNull().default(''),
    soundEnabled: boolean('sound_enabled').notNull().default(true),
    subtitlesEnabled: boolean('subtitles_enabled').notNull().default(true),
    autoplayEnabled: boolean('autoplay_enabled').notNull().default(true),
    searchGameEnabled: boolean('search_game_enabled').notNull().default(true),
    impulseEnabled: boolean('impulse_enabled').notNull().default(true),
    quizEnabled: boolean('quiz_enabled').notNull().default(true),
    hiddenAttachments: jsonb('hidden_attachments').$type<number[]>().notNull().default([]),
    isExternalUser: boolean('is_external_user').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_codes_story_idx').on(t.boardstoryId, t.createdBy),
    // the class results' overview: a teacher's own codes, an owner's every code of the school (of 100,000 and more)
    index('access_codes_creator_idx').on(t.createdBy),
    index('access_codes_org_idx').on(t.organizationId),
  ],
);

export const trackingEvents = pgTable('tracking_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  boardstoryId: integer('boardstory_id')
    .notNull()
    .references(() => boardstories.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  accessCodeId: integer('access_code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
  event: text('event').notNull(),
  boardstoryTimestamp: numeric('boardstory_timestamp', { mode: 'number' }).notNull().default(0),
  hasEnded: boolean('has_ended').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: utc('updated_at').notNull().defaultNow(),
});

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boardstoryId] })],
);

/**
 * Where a signed-in user stopped in a story, per video variant, so that another device of theirs offers to go on
 * (see docs/stories-and-player.md#resume). `saved_at` is the moment the position was taken by the device's clock
 * (never later than its arrival), and decides which of two positions wins; `seconds` null is a forgotten one.
 * `received_at` is when the server took it. A pupil's code or a guest never has one.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardstoryId: integer('boardstory_id')
      .notNull()
      .references(() => boardstories.id, { onDelete: 'cascade' }),
    variant: text('variant', { enum: ['text', 'notext'] }).notNull(),
    seconds: doublePrecision('seconds'),
    duration: doublePrecision('duration').notNull(),
    savedAt: utc('saved_at').notNull(),
    receivedAt: utc('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.boardstoryId, t.variant] }),
    check('playback_positions_variant', sql`${t.variant} IN ('text', 'notext')`),
  ],
);
