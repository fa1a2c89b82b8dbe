import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, max } from 'drizzle-orm';
import { imageWidths } from '../../shared/domain/images';
import { functionTags } from '../../shared/domain/story-functions';
import type { Db } from '../db/client';
import {
  attachments,
  boardstories,
  boardstoryTags,
  bookReferences,
  games,
  images,
  media,
  tags,
  type ImpulseData,
  type QuizData,
  type SearchData,
} from '../db/schema';
import type { MediaFolder } from '../media/paths';
import { refreshSearchVectors } from '../services/boardstory-search';
import { invalidateCatalogue } from '../services/catalogue-snapshot';
import { HLS_MIME_TYPE } from '../media/hls';
import { ladderFiles, makeHlsLadder } from '../media/hls-ladder';
import { copyOf, pictureOf, placeFiles, removeFiles, type Output } from './media-files';
import { checkStoryFolder, type CheckedFile, type CheckedStory } from './story-check';

export type StoryImportResult = { id: number; slug: string; title: string; created: boolean; filesWritten: number };

type Named = { folder: MediaFolder; name: string };
const mp4 = (file: string) => [{ file, mimeType: 'video/mp4' }];
/** A full video's sources: its MP4 (first, what a client before adaptive streaming plays) and its HLS master. */
const withLadder = (file: string) => [...mp4(file), { file: masterOf(file), mimeType: HLS_MIME_TYPE }];
const masterOf = (mp4Name: string) => mp4Name.replace(/\.mp4$/, '.m3u8');

// the seed's sizes: story pictures in three 4:3 widths, game pictures 800 × 600 (seed/make-media.ts)
const widths = Object.values(imageWidths);
const GAME_PICTURE = { width: 800, height: 600 };

/** The names in MEDIA_DIR: the story's slug, a role, the source's hash (a changed file gets a new URL, so no cache keeps the old one). */
function namesFor(story: CheckedStory) {
  const slug = story.manifest.slug;
  const named = (role: string, file: CheckedFile, ext = file.ext) => `${slug}-${role}${role ? '-' : ''}${file.hash}${ext}`;
  return {
    withText: named('text', story.withText),
    withoutText: named('notext', story.withoutText),
    subtitles: story.subtitles && named('', story.subtitles),
    readAlong: story.readAlong && named('mitlesen', story.readAlong),
    trailer: story.trailer && named('', story.trailer),
    tiger: story.tiger && named('', story.tiger),
    // images rows hold the stem; the files are `{stem}-{width}.webp` (media/paths.ts imagePaths)
    teasers: story.teasers.map((f, n) => named(String(n + 1), f, '')),
    book: story.bookPicture && named('buch', story.bookPicture, ''),
    materials: story.materials.map((f) => named('', f)),
    games: story.games.map((g) => ({
      image: g.image && named('', g.image, '.webp'),
      sound: g.sound && named('', g.sound),
    })),
  };
}
type Names = ReturnType<typeof namesFor>;

function outputsFor(story: CheckedStory, names: Names): Output[] {
  const copy = (folder: MediaFolder, name: string, file: CheckedFile): Output => ({ folder, name, write: copyOf(file.source) });
  const picture = (stem: string, file: CheckedFile): Output[] =>
    widths.map((w) => ({ folder: 'images', name: `${stem}-${w}.webp`, write: pictureOf(file.source, w, (w * 3) / 4) }));
  return [
    copy('videos', names.withoutText, story.withoutText),
    // an explain story plays its one picture with subtitles: the seed, too, points both renditions at it
    ...(story.withText === story.withoutText ? [] : [copy('videos', names.withText, story.withText)]),
    ...(story.subtitles && names.subtitles ? [copy('subtitles', names.subtitles, story.subtitles)] : []),
    ...(story.readAlong && names.readAlong ? [copy('subtitles', names.readAlong, story.readAlong)] : []),
    ...(story.trailer && names.trailer ? [copy('trailers', names.trailer, story.trailer)] : []),
    ...(story.tiger && names.tiger ? [copy('tiger', names.tiger, story.tiger)] : []),
    ...story.teasers.flatMap((f, n) => picture(names.teasers[n], f)),
    ...(story.bookPicture && names.book ? picture(names.book, story.bookPicture) : []),
    ...story.materials.map((f, n) => copy('attachments', names.materials[n], f)),
    ...story.games.flatMap((g, n) => {
      const { image, sound } = names.games[n];
      return [
        ...(g.image && image
          ? [{ folder: 'games' as const, name: image, write: pictureOf(g.image.source, GAME_PICTURE.width, GAME_PICTURE.height) }]
          : []),
        ...(g.sound && sound ? [copy('games', sound, g.sound)] : []),
      ];
    }),
  ];
}

function gameRows(story: CheckedStory, names: Names, boardstoryId: number) {
  return story.games.map(({ game }, n) => {
    const { image, sound } = names.games[n];
    if (game.gameType === 'impulse') {
      const data: ImpulseData = { text: game.text, image, textAudio: sound, impulsePosition: game.impulsePosition };
      return { boardstoryId, gameType: game.gameType, position: game.position, data };
    }
    if (game.gameType === 'search') {
      const data: SearchData = { hint: game.hint, audioHint: sound, answers: game.answers };
      return { boardstoryId, gameType: game.gameType, position: game.position, data };
    }
    const data: QuizData = { questions: game.questions, notes: game.notes };
    return { boardstoryId, gameType: game.gameType, position: game.position, data };
  });
}

/** The tag ids of the story's tags and its Funktionen; a descriptor the catalogue does not know yet is added at the end of its category. */
async function tagIds(db: Db, wanted: { category: (typeof tags.$inferSelect)['category']; descriptor: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const tag of wanted) {
    const where = and(eq(tags.category, tag.category), eq(tags.descriptor, tag.descriptor));
    const [found] = await db.select({ id: tags.id }).from(tags).where(where).limit(1);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [{ last }] = await db.select({ last: max(tags.sortPriority) }).from(tags).where(eq(tags.category, tag.category));
    const [row] = await db
      .insert(tags)
      .values({ ...tag, sortPriority: (last ?? 0) + 10 })
      .returning({ id: tags.id });
    ids.push(row.id);
  }
  return [...new Set(ids)];
}

/**
 * The HLS ladder of each full video (the one or two MP4s), encoded into `work` unless MEDIA_DIR has it already (its
 * name carries the source's hash, so an unchanged video is not encoded again). The ladder's names share the
 * MP4's stem: `{slug}-text-{hash}.m3u8`, `…-360p.m3u8`, `…-360p-init.mp4`, `…-360p-000.m4s`.
 */
async function ladderOutputs(story: CheckedStory, names: Names, mediaDir: string, work: string): Promise<Output[]> {
  const videos = story.withText === story.withoutText ? [[names.withoutText, story.withoutText] as const] : ([[names.withoutText, story.withoutText], [names.withText, story.withText]] as const);
  const outputs: Output[] = [];
  for (const [name, file] of videos) {
    const master = masterOf(name);
    if ((await ladderFiles(path.join(mediaDir, 'videos'), master)).length > 0) continue;
    const ladder = await makeHlsLadder(file.source, work, master.replace(/\.m3u8$/, ''));
    // the master last: placeFiles renames in this order, so no master is in place before its renditions
    const files = [...ladder.files.filter((f) => f !== ladder.master), ladder.master];
    outputs.push(...files.map((f) => ({ folder: 'videos' as const, name: f, write: copyOf(path.join(work, f)) })));
  }
  return outputs;
}

/** The files a story's rows point at that an import made (slug and hash in the name); the seed's own files are never touched. */
async function importedFilesOf(db: Db, id: number, slug: string, mediaDir: string): Promise<Named[]> {
  const ours = new RegExp(`^${slug}-.*[0-9a-f]{12}`);
  const [mediaRows, imageRows, attachmentRows, gameRowsNow] = await Promise.all([
    db.select().from(media).where(eq(media.boardstoryId, id)),
    db.select({ file: images.file }).from(images).where(eq(images.boardstoryId, id)),
    db.select({ file: attachments.file }).from(attachments).where(eq(attachments.boardstoryId, id)),
    db.select({ data: games.data }).from(games).where(eq(games.boardstoryId, id)),
  ]);
  const folderOf = { VIDEO: 'videos', TRAILER: 'trailers', TIGER_CREATION: 'tiger' } as const;
  // a ladder is its master and every file its playlists name
  const ladders = new Map<string, string[]>();
  for (const s of mediaRows.flatMap((m) => [...m.withText, ...m.withoutText]).filter((s) => s.mimeType === HLS_MIME_TYPE)) {
    ladders.set(s.file, await ladderFiles(path.join(mediaDir, 'videos'), s.file));
  }
  const files: Named[] = [
    ...mediaRows.flatMap((m) => [
      ...[...m.withText, ...m.withoutText].flatMap((s) => (ladders.get(s.file) ?? [s.file]).map((name) => ({ folder: folderOf[m.kind], name }))),
      ...[m.subtitles, m.readAlong].flatMap((name) => (name ? [{ folder: 'subtitles' as const, name }] : [])),
    ]),
    ...imageRows.flatMap((i) => widths.map((w) => ({ folder: 'images' as const, name: `${i.file}-${w}.webp` }))),
    ...attachmentRows.map((a) => ({ folder: 'attachments' as const, name: a.file })),
    ...gameRowsNow.flatMap(({ data }) =>
      [
        'image' in data ? data.image : null,
        'textAudio' in data ? data.textAudio : null,
        'audioHint' in data ? data.audioHint : null,
      ].flatMap((name) => (name ? [{ folder: 'games' as const, name }] : [])),
    ),
  ];
  return files.filter((f) => ours.test(f.name));
}

/** Writes the story's rows in one transaction: the story keeps its id, so codes, bookmarks and tracking stay with it. */
async function writeRows(db: Db, story: CheckedStory, names: Names): Promise<{ id: number; created: boolean }> {
  const m = story.manifest;
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const fields = {
      title: m.title,
      description: m.description,
      free: m.free,
      explain: m.explain,
      hasAudio: m.hasAudio,
      gameActive: m.gameActive,
      author: m.author,
      illustrator: m.illustrator,
      publisher: m.publisher,
      // noon UTC is the same calendar day in Berlin
      ...(m.publishedAt ? { publishedAt: new Date(`${m.publishedAt}T12:00:00Z`) } : {}),
    };
    const [existing] = await trx.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.slug, m.slug)).for('update');
    const id = existing
      ? existing.id
      : (await trx.insert(boardstories).values({ slug: m.slug, ...fields }).returning({ id: boardstories.id }))[0].id;
    if (existing) await trx.update(boardstories).set(fields).where(eq(boardstories.id, id));

    const features = functionTags({
      gameTypes: story.games.map((g) => g.game.gameType),
      explain: m.explain,
      tiger: story.tiger !== null,
      hasAudio: m.hasAudio,
    }).map((descriptor) => ({ category: 'Funktionen' as const, descriptor }));
    const ids = await tagIds(trx, [...m.tags, ...features]);
    await trx.delete(boardstoryTags).where(eq(boardstoryTags.boardstoryId, id));
    if (ids.length) await trx.insert(boardstoryTags).values(ids.map((tagId) => ({ boardstoryId: id, tagId })));

    await trx.delete(images).where(eq(images.boardstoryId, id));
    await trx.insert(images).values([
      ...m.teasers.map((t, n) => ({
        boardstoryId: id,
        imageType: 'TEASER_IMAGE' as const,
        title: t.title ?? `${m.title} – Bild ${n + 1}`,
        alt: t.alt,
        file: names.teasers[n],
        sortOrder: n,
      })),
      ...(m.book && names.book
        ? [{ boardstoryId: id, imageType: 'BOOK_REFERENCE' as const, title: m.book.title, alt: `Buchcover „${m.book.title}“`, file: names.book }]
        : []),
    ]);
    await trx.delete(bookReferences).where(eq(bookReferences.boardstoryId, id));
    if (m.book && names.book) {
      const { title, description, externalLink } = m.book;
      await trx.insert(bookReferences).values({ boardstoryId: id, title, description, externalLink: externalLink ?? null, imageFile: names.book });
    }

    await writeAttachments(trx, id, m.materials, names.materials);
    await writeMedia(trx, id, story, names);
    await trx.delete(games).where(eq(games.boardstoryId, id));
    const newGames = gameRows(story, names, id);
    if (newGames.length) await trx.insert(games).values(newGames);
    await refreshSearchVectors(trx, [id]);
    return { id, created: !existing };
  });
}

/**
 * Material keeps its row (and id) by title: a pupil code that hides "Arbeitsblatt" keeps hiding the new
 * version of it (access_codes.hidden_attachments holds ids).
 */
async function writeAttachments(db: Db, id: number, materials: CheckedStory['manifest']['materials'], files: string[]) {
  const current = await db.select({ id: attachments.id, title: attachments.title }).from(attachments).where(eq(attachments.boardstoryId, id));
  const byTitle = new Map(current.map((a) => [a.title, a.id]));
  for (const [n, material] of materials.entries()) {
    const row = { title: material.title, file: files[n], forRentals: material.forRentals, sortOrder: n };
    const known = byTitle.get(material.title);
    if (known) await db.update(attachments).set(row).where(eq(attachments.id, known));
    else await db.insert(attachments).values({ boardstoryId: id, ...row });
  }
  const gone = current.filter((a) => !materials.some((m) => m.title === a.title)).map((a) => a.id);
  if (gone.length) await db.delete(attachments).where(inArray(attachments.id, gone));
}

/** One row per kind, updated in place where it exists. */
async function writeMedia(db: Db, id: number, story: CheckedStory, names: Names) {
  const searchAt = story.games.flatMap(({ game }) => (game.gameType === 'search' ? [game.position] : []));
  const duration = story.withoutText.duration;
  const wanted = {
    VIDEO: {
      withText: withLadder(story.withText === story.withoutText ? names.withoutText : names.withText),
      withoutText: withLadder(names.withoutText),
      subtitles: names.subtitles,
      readAlong: names.readAlong,
      // as the seed: the video stops for search games, and the player may seek every 5 s
      pauseCuepoints: searchAt.sort((a, b) => a - b),
      seekPoints: Array.from({ length: Math.ceil(duration / 5) }, (_, k) => k * 5),
      duration,
    },
    TRAILER: story.trailer && names.trailer
      ? { withText: mp4(names.trailer), withoutText: mp4(names.trailer), subtitles: null, readAlong: null, pauseCuepoints: [], seekPoints: [0], duration: story.trailer.duration }
      : null,
    TIGER_CREATION: story.tiger && names.tiger
      ? { withText: mp4(names.tiger), withoutText: mp4(names.tiger), subtitles: null, readAlong: null, pauseCuepoints: [], seekPoints: [], duration: story.tiger.duration }
      : null,
  };
  const current = await db.select({ id: media.id, kind: media.kind }).from(media).where(eq(media.boardstoryId, id));
  for (const kind of ['VIDEO', 'TRAILER', 'TIGER_CREATION'] as const) {
    const row = wanted[kind];
    const [keep, ...extra] = current.filter((c) => c.kind === kind).map((c) => c.id);
    const drop = row ? extra : [keep, ...extra].filter((x) => x !== undefined);
    if (drop.length) await db.delete(media).where(inArray(media.id, drop));
    if (!row) continue;
    if (keep !== undefined) await db.update(media).set(row).where(eq(media.id, keep));
    else await db.insert(media).values({ boardstoryId: id, kind, ...row });
  }
}

/**
 * Imports one story folder into the database and `mediaDir`. Everything is checked first; the files are
 * written under temporary names and renamed into place (new names only, so nothing served changes); then one
 * transaction writes the rows. A failure anywhere removes what was placed, so a bad folder changes nothing.
 * After the commit, the files of the story's previous import that are no longer named are removed.
 */
export async function importStory(db: Db, folder: string, mediaDir: string): Promise<StoryImportResult> {
  const story = await checkStoryFolder(folder);
  const names = namesFor(story);
  const [before] = await db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.slug, story.manifest.slug));
  const oldFiles = before ? await importedFilesOf(db, before.id, story.manifest.slug, mediaDir) : [];
  // the ladder is encoded outside MEDIA_DIR and copied in by placeFiles with the other files
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'lesefunke-ladder-'));
  const files = await ladderOutputs(story, names, mediaDir, work)
    .then((ladders) => placeFiles(mediaDir, [...outputsFor(story, names), ...ladders]))
    .finally(() => fs.rm(work, { recursive: true, force: true }));
  let written: { id: number; created: boolean };
  try {
    written = await writeRows(db, story, names);
  } catch (err) {
    await files.undo();
    throw err;
  }
  invalidateCatalogue(db);
  const stillUsed = new Set((await importedFilesOf(db, written.id, story.manifest.slug, mediaDir)).map((f) => `${f.folder}/${f.name}`));
  await removeFiles(mediaDir, oldFiles.filter((f) => !stillUsed.has(`${f.folder}/${f.name}`)));
  return { id: written.id, slug: story.manifest.slug, title: story.manifest.title, created: written.created, filesWritten: files.placed.length };
}
