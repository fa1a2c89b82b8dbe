import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Boardstory, BoardstoryList } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { Game } from '../../shared/schemas/games';
import type { VideoData } from '../../shared/schemas/playback';
import {
  accessCodes,
  attachments,
  boardstories,
  boardstoryTags,
  bookmarks,
  bookReferences,
  games,
  images,
  media,
  tags,
  trackingEvents,
  users,
} from '../db/schema';
import { MEDIA_DIR } from '../media/paths';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { ImportError } from './problems';
import { importStory } from './story';

// the server under test serves /media from a folder of this test's own, so imported files can be fetched
vi.hoisted(() => {
  process.env.MEDIA_DIR = `${process.env.TMPDIR ?? '/tmp'}/lesefunke-import-test-${process.pid}-${Date.now()}`;
});

const EXAMPLE = path.resolve(import.meta.dirname, '../../../deploy/example-story');
const SLUG = 'der-kleine-leuchtturm';
let t: TestApp;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-story-'));

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(MEDIA_DIR, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A copy of the example folder that a test may change. */
function copyExample(change: (dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(scratch, 'folder-'));
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  change(dir);
  return dir;
}
const editJson = (dir: string, file: string, edit: (value: Record<string, unknown>) => void) => {
  const full = path.join(dir, file);
  const value = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
  edit(value);
  fs.writeFileSync(full, JSON.stringify(value));
};
const manifest = (dir: string, edit: (m: Record<string, any>) => void) => editJson(dir, 'manifest.json', edit); // eslint-disable-line @typescript-eslint/no-explicit-any
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
/** A short clip in the given video codec, with AAC sound. */
const clip = (file: string, seconds: number, codec = 'libx264') =>
  ffmpeg('-f', 'lavfi', '-i', `color=c=blue:s=160x120:r=12:d=${seconds}`, '-f', 'lavfi', '-i', `sine=d=${seconds}`, '-c:v', codec, '-c:a', 'aac', '-shortest', file);

async function json<T>(url: string, cookie?: string): Promise<T> {
  const res = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
}

/** Every row an import writes for the story, and every file in MEDIA_DIR with its size and time. */
async function snapshot() {
  const [story] = await t.db.select().from(boardstories).where(eq(boardstories.slug, SLUG));
  const of = story?.id ?? -1;
  const files = fs.existsSync(MEDIA_DIR)
    ? (fs.readdirSync(MEDIA_DIR, { recursive: true }) as string[]).sort().flatMap((f) => {
        const stat = fs.statSync(path.join(MEDIA_DIR, f));
        return stat.isFile() ? [`${f} ${stat.size} ${stat.mtimeMs}`] : [];
      })
    : [];
  return {
    story,
    stories: (await t.db.select({ id: boardstories.id }).from(boardstories)).length,
    tags: (await t.db.select().from(tags)).length,
    // in a fixed order: PostgreSQL may hand rows back in another order after a rolled-back update
    storyTags: await t.db.select().from(boardstoryTags).where(eq(boardstoryTags.boardstoryId, of)).orderBy(boardstoryTags.tagId),
    images: await t.db.select().from(images).where(eq(images.boardstoryId, of)).orderBy(images.id),
    book: await t.db.select().from(bookReferences).where(eq(bookReferences.boardstoryId, of)),
    attachments: await t.db.select().from(attachments).where(eq(attachments.boardstoryId, of)).orderBy(attachments.id),
    media: await t.db.select().from(media).where(eq(media.boardstoryId, of)).orderBy(media.id),
    games: await t.db.select().from(games).where(eq(games.boardstoryId, of)).orderBy(games.id),
    files,
  };
}

describe('importStory: the example folder', () => {
  it('puts the story into the catalogue with playable, signed media and its games', async () => {
    const result = await importStory(t.db, EXAMPLE, MEDIA_DIR);
    expect(result).toMatchObject({ slug: SLUG, title: 'Der kleine Leuchtturm', created: true });

    const list = await json<BoardstoryList>('/api/boardstories?fulltextsearch=Leuchtturm');
    expect(list._embedded.boardstories).toEqual([{ id: result.id, slug: SLUG, title: 'Der kleine Leuchtturm', teaserImagesCount: 1, free: false }]);
    const story = await json<Boardstory>(`/api/boardstories/${SLUG}`);
    expect(story).toMatchObject({ id: result.id, author: 'Frieda Küstner', illustrator: 'Hauke Brandt', publisher: 'Lesefunke Verlag', free: false });
    const storyTags = await t.db
      .select({ category: tags.category, descriptor: tags.descriptor })
      .from(boardstoryTags)
      .innerJoin(tags, eq(tags.id, boardstoryTags.tagId))
      .where(eq(boardstoryTags.boardstoryId, result.id));
    expect(storyTags).toEqual(
      expect.arrayContaining([
        { category: 'Themen', descriptor: 'Leuchttürme' },
        { category: 'Themen', descriptor: 'Meer' },
        { category: 'Funktionen', descriptor: 'Suchspiel' },
        { category: 'Funktionen', descriptor: 'Quiz' },
        { category: 'Funktionen', descriptor: 'Impuls' },
        { category: 'Funktionen', descriptor: 'Vorlesestimme' },
      ]),
    );

    // the teaser picture exists in the seed's three widths, 4:3 WebP
    const [teaser] = (await t.db.select().from(images).where(eq(images.boardstoryId, result.id))).filter((i) => i.imageType === 'TEASER_IMAGE');
    for (const width of [700, 920, 1440]) {
      const res = await t.app.request(`/media/images/${teaser.file}-${width}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path.join(MEDIA_DIR, 'images', `${teaser.file}-${width}.webp`)]);
      expect(probe.toString().trim()).toBe(`${width},${(width * 3) / 4}`);
    }

    const teacher = await login(t.app, 'lehrer@lesefunke.test');
    const [video] = (await json<ListEnvelope<'videos', VideoData>>(`/api/videos?boardstoryId=${result.id}`, teacher))._embedded.videos;
    expect(video).toMatchObject({ boardstoryId: result.id, isTrailer: false, duration: 6, pauseCuepoints: [4] });
    const bytes = fs.readFileSync(path.join(EXAMPLE, 'video/mit-text.mp4'));
    const played = await t.app.request(video.withText[0].url, { headers: { range: 'bytes=0-99' } });
    expect(played.status).toBe(206);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(bytes.subarray(0, 100));
    expect(video.withoutText[0].url).toMatch(new RegExp(`^/media/videos/${SLUG}-notext-[0-9a-f]{12}\\.mp4\\?exp=`));
    // each variant has its HLS ladder beside the MP4, named by the same hash; the 240p example is its one rendition
    expect(video.withText).toHaveLength(1);
    const pathOf = (url: string | null) => url?.split('?')[0];
    expect(pathOf(video.hls.withText)).toBe(pathOf(video.withText[0].url)!.replace('.mp4', '.m3u8'));
    expect(pathOf(video.hls.withoutText)).toBe(pathOf(video.withoutText[0].url)!.replace('.mp4', '.m3u8'));
    expect(video.hls.withText).toMatch(/\?exp=\d+&sig=/);
    const masterFile = path.join(MEDIA_DIR, 'videos', new URL(video.hls.withText!, 'http://x').pathname.split('/').pop()!);
    expect(fs.readFileSync(masterFile, 'utf8')).toContain('RESOLUTION=320x240');
    expect(fs.existsSync(masterFile.replace('.m3u8', '-240p-000.m4s'))).toBe(true);
    expect(await (await t.app.request(video.subtitles!)).text()).toContain('Der kleine Leuchtturm leuchtet.');
    // the read-along track is copied unchanged, word timestamps and all, and signed like the subtitles
    expect(video.readAlong).toMatch(new RegExp(`^/media/subtitles/${SLUG}-mitlesen-[0-9a-f]{12}\\.vtt\\?exp=`));
    expect(await (await t.app.request(video.readAlong!)).text()).toBe(fs.readFileSync(path.join(EXAMPLE, 'video/mitlesen.vtt'), 'utf8'));
    // paid media stay signed
    expect((await t.app.request(video.withText[0].url.split('?')[0])).status).toBe(403);
    expect((await t.app.request(video.readAlong!.split('?')[0])).status).toBe(403);

    const gameList = (await json<ListEnvelope<'games', Game>>(`/api/games?boardstoryId=${result.id}`, teacher))._embedded.games;
    expect(gameList.map((g) => [g.gameType, g.position])).toEqual(expect.arrayContaining([['impulse', 2], ['search', 4], ['quiz', -1]]));
    const impulse = gameList.find((g) => g.gameType === 'impulse')!;
    expect(impulse).toMatchObject({ text: 'Hast du schon einmal einen Leuchtturm gesehen? Wozu braucht man ihn?', impulsePosition: 'topRight' });
    expect((await t.app.request((impulse as { image: string }).image)).status).toBe(200);
  }, 60_000);

  it('updates the story in place on a second import: same id, new title, no duplicates, codes, bookmarks and tracking kept', async () => {
    const before = await snapshot();
    const id = before.story!.id;
    const [teacher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lehrer@lesefunke.test'));
    await t.db.insert(bookmarks).values({ userId: teacher.id, boardstoryId: id });
    await t.db.insert(trackingEvents).values({ tokenHash: 'import-test-token', boardstoryId: id, event: 'play' });
    await t.db.insert(accessCodes).values({
      codeHash: 'import-test-code',
      codeCiphertext: 'x',
      boardstoryId: id,
      startingDate: new Date(),
      expirationDate: new Date(Date.now() + 86_400_000),
      hiddenAttachments: before.attachments.map((a) => a.id),
    });
    const oldVideo = before.media.find((m) => m.kind === 'VIDEO')!.withText[0].file;

    const changed = copyExample((dir) => {
      manifest(dir, (m) => {
        m.title = 'Der kleine Leuchtturm (neu)';
      });
      clip(path.join(dir, 'video/mit-text.mp4'), 6);
    });
    const result = await importStory(t.db, changed, MEDIA_DIR);
    expect(result).toMatchObject({ id, created: false });

    const after = await snapshot();
    expect(after.stories).toBe(before.stories);
    expect(after.story).toMatchObject({ id, title: 'Der kleine Leuchtturm (neu)' });
    expect((await json<Boardstory>(`/api/boardstories/${SLUG}`)).title).toBe('Der kleine Leuchtturm (neu)');
    expect(after.images).toHaveLength(before.images.length);
    expect(after.games).toHaveLength(3);
    expect(after.storyTags).toHaveLength(before.storyTags.length);
    // the rows a user or a code refers to keep their ids
    expect(after.attachments.map((a) => a.id)).toEqual(before.attachments.map((a) => a.id));
    expect(after.media.map((m) => m.id)).toEqual(before.media.map((m) => m.id));
    expect(await t.db.select().from(bookmarks).where(eq(bookmarks.boardstoryId, id))).toHaveLength(1);
    expect(await t.db.select().from(trackingEvents).where(eq(trackingEvents.boardstoryId, id))).toHaveLength(1);
    expect(await t.db.select().from(accessCodes).where(eq(accessCodes.codeHash, 'import-test-code'))).toHaveLength(1);
    // the replaced video has a new name; the old file is gone, the unchanged ones stay
    const newVideo = after.media.find((m) => m.kind === 'VIDEO')!.withText[0].file;
    expect(newVideo).not.toBe(oldVideo);
    expect(fs.existsSync(path.join(MEDIA_DIR, 'videos', newVideo))).toBe(true);
    expect(fs.existsSync(path.join(MEDIA_DIR, 'videos', oldVideo))).toBe(false);
    // its ladder went with it, and the new video has its own
    expect(fs.existsSync(path.join(MEDIA_DIR, 'videos', oldVideo.replace('.mp4', '-240p-000.m4s')))).toBe(false);
    expect(fs.existsSync(path.join(MEDIA_DIR, 'videos', oldVideo.replace('.mp4', '.m3u8')))).toBe(false);
    expect(fs.existsSync(path.join(MEDIA_DIR, 'videos', newVideo.replace('.mp4', '.m3u8')))).toBe(true);
    expect(after.files.length).toBe(before.files.length);
  }, 60_000);
});

describe('importStory: an explain story', () => {
  it('plays its one video with subtitles for both renditions and is tagged Untertitel', async () => {
    const dir = copyExample((d) => {
      manifest(d, (m) => {
        m.slug = 'der-kleine-leuchtturm-erklaert';
        m.explain = true;
        delete m.video.withText;
      });
      fs.rmSync(path.join(d, 'video/mit-text.mp4'));
    });
    const result = await importStory(t.db, dir, MEDIA_DIR);
    // by kind: the order of rows from a select without ORDER BY is the database's to choose
    const [video] = await t.db.select().from(media).where(and(eq(media.boardstoryId, result.id), eq(media.kind, 'VIDEO')));
    expect(video.withText).toEqual(video.withoutText);
    expect(video.subtitles).toMatch(/^der-kleine-leuchtturm-erklaert-[0-9a-f]{12}\.vtt$/);
    const descriptors = await t.db
      .select({ descriptor: tags.descriptor })
      .from(boardstoryTags)
      .innerJoin(tags, eq(tags.id, boardstoryTags.tagId))
      .where(eq(boardstoryTags.boardstoryId, result.id));
    expect(descriptors).toContainEqual({ descriptor: 'Untertitel' });
  }, 60_000);

  it('is refused without subtitles', async () => {
    const dir = copyExample((d) => manifest(d, (m) => {
      m.slug = 'ohne-untertitel';
      m.explain = true;
      delete m.video.subtitles;
    }));
    await expect(importStory(t.db, dir, MEDIA_DIR)).rejects.toThrow(/^manifest\.json: video\.subtitles: eine Erklärgeschichte \(explain: true\) braucht Untertitel$/);
    expect(await t.db.select().from(boardstories).where(eq(boardstories.slug, 'ohne-untertitel'))).toEqual([]);
  });
});

describe('importStory: a bad folder changes nothing', () => {
  const traversal = '../../../../etc/passwd.png';
  it.each<[string, (dir: string) => void, RegExp]>([
    ['a missing variant', (d) => fs.rmSync(path.join(d, 'video/mit-text.mp4')), /^manifest\.json: video\.withText: Datei „video\/mit-text\.mp4“ fehlt im Ordner$/],
    ['no variant with text named', (d) => manifest(d, (m) => delete m.video.withText), /^manifest\.json: video\.withText: fehlt/],
    ['a video in the wrong codec', (d) => clip(path.join(d, 'video/mit-text.mp4'), 6, 'mpeg4'), /^manifest\.json: video\.withText: .*H\.264.*mpeg4/],
    ['durations that disagree', (d) => clip(path.join(d, 'video/mit-text.mp4'), 3), /^manifest\.json: video\.withText: dauert 3 s, das Video ohne Text 6 s/],
    ['a video that is no video', (d) => fs.writeFileSync(path.join(d, 'video/trailer.mp4'), 'kein Video'), /^manifest\.json: trailer: „video\/trailer\.mp4“ ist kein lesbares MP4-Video$/],
    ['broken WebVTT', (d) => fs.writeFileSync(path.join(d, 'video/untertitel.vtt'), '1\n00:00:01.000 --> 00:00:02.000\nText\n'), /^video\/untertitel\.vtt: WebVTT: Zeile 1: muss mit „WEBVTT“ beginnen$/],
    ['subtitles after the end', (d) => fs.writeFileSync(path.join(d, 'video/untertitel.vtt'), 'WEBVTT\n\n00:00:09.000 --> 00:00:10.000\nZu spät\n'), /^video\/untertitel\.vtt: WebVTT: ein Untertitel beginnt nach dem Ende des Videos \(6 s\)$/],
    ['a read-along track that is no WebVTT', (d) => fs.writeFileSync(path.join(d, 'video/mitlesen.vtt'), '<00:00:01.000>Am Meer\n'), /^video\/mitlesen\.vtt: WebVTT: Zeile 1: muss mit „WEBVTT“ beginnen$/],
    ['a read-along cue after the end', (d) => fs.writeFileSync(path.join(d, 'video/mitlesen.vtt'), 'WEBVTT\n\n00:00:07.000 --> 00:00:08.000\n<00:00:07.000>Zu <00:00:07.500>spät\n'), /^video\/mitlesen\.vtt: WebVTT: ein Untertitel beginnt nach dem Ende des Videos \(6 s\)$/],
    ['a read-along track of another kind', (d) => manifest(d, (m) => (m.video.readAlong = 'bilder/leuchtturm.jpg')), /^manifest\.json: video\.readAlong: /],
    ['a manifest field of the wrong type', (d) => manifest(d, (m) => (m.free = 'ja')), /^manifest\.json: free: muss true oder false sein$/],
    ['an unknown manifest field', (d) => manifest(d, (m) => (m.titel = 'Tippfehler')), /^manifest\.json: titel: unbekanntes Feld \(Tippfehler\?\)$/],
    ['a teaser without alt text', (d) => manifest(d, (m) => delete m.teasers[0].alt), /^manifest\.json: teasers\[0\]\.alt: /],
    ['a quiz without a right answer', (d) => editJson(d, 'spiele/quiz.json', (q: any) => (q.questions[1].options[0].correct = false)), /^spiele\/quiz\.json: questions\[1\]\.options: mindestens eine Antwort muss richtig sein$/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a game after the video', (d) => editJson(d, 'spiele/suchspiel.json', (g) => (g.position = 30)), /^spiele\/suchspiel\.json: position: 30 s liegt nach dem Ende des Videos \(6 s\)$/],
    ['a missing picture', (d) => fs.rmSync(path.join(d, 'bilder/impuls.png')), /^spiele\/impuls\.json: image: Datei „bilder\/impuls\.png“ fehlt im Ordner$/],
    ['a picture that is none', (d) => fs.writeFileSync(path.join(d, 'bilder/leuchtturm.jpg'), 'kein Bild'), /^manifest\.json: teasers\[0\]\.file: „bilder\/leuchtturm\.jpg“ ist kein Bild/],
    ['material that is not a PDF', (d) => fs.writeFileSync(path.join(d, 'material/arbeitsblatt.pdf'), 'Hallo'), /^manifest\.json: materials\[0\]\.file: „material\/arbeitsblatt\.pdf“ ist kein PDF/],
    ['a huge title', (d) => manifest(d, (m) => (m.title = 'L'.repeat(100_000))), /^manifest\.json: title: höchstens 200 Zeichen$/],
    ['NUL in a text', (d) => manifest(d, (m) => (m.description = 'a\0b')), /^manifest\.json: description: darf kein NUL-Zeichen enthalten$/],
    ['path traversal in a file name', (d) => manifest(d, (m) => (m.teasers[0].file = traversal)), /^manifest\.json: teasers\[0\]\.file: ist kein Dateiname im Ordner/],
    ['an absolute file name', (d) => manifest(d, (m) => (m.materials[0].file = '/etc/passwd.pdf')), /^manifest\.json: materials\[0\]\.file: ist kein Dateiname im Ordner/],
    ['a link out of the folder', (d) => {
      fs.rmSync(path.join(d, 'material/arbeitsblatt.pdf'));
      fs.symlinkSync(path.join(EXAMPLE, 'material/arbeitsblatt.pdf'), path.join(d, 'material/arbeitsblatt.pdf'));
    }, /^manifest\.json: materials\[0\]\.file: „material\/arbeitsblatt\.pdf“ ist keine gewöhnliche Datei/],
    ['a hostile slug', (d) => manifest(d, (m) => (m.slug = '../videos')), /^manifest\.json: slug: nur Kleinbuchstaben/],
    ['a manifest that is no JSON', (d) => fs.writeFileSync(path.join(d, 'manifest.json'), '{"slug": '), /^manifest\.json: ist kein gültiges JSON/],
    ['no manifest', (d) => fs.rmSync(path.join(d, 'manifest.json')), /^manifest\.json: fehlt im Ordner/],
  ])('refuses %s, naming file and field', async (_, change, message) => {
    const before = await snapshot();
    expect(before.story).toBeDefined();
    const error = await importStory(t.db, copyExample(change), MEDIA_DIR).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  }, 30_000);

  it('reports every problem of the folder at once, in German: manifest, files, games and their logic', async () => {
    const before = await snapshot();
    const dir = copyExample((d) => {
      manifest(d, (m) => {
        m.free = 'ja';
        m.titel = 'Tippfehler';
        delete m.teasers[0].alt;
      });
      // the teaser with a missing alt text still has its file checked, and so has the book cover beside it
      fs.rmSync(path.join(d, 'bilder/leuchtturm.jpg'));
      editJson(d, 'spiele/impuls.json', (g) => delete g.impulsePosition);
      editJson(d, 'spiele/suchspiel.json', (g) => (g.position = 30));
      editJson(d, 'spiele/quiz.json', (q) => (q.preis = 3));
    });
    const error = await importStory(t.db, dir, MEDIA_DIR).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problems).toEqual([
      'manifest.json: free: muss true oder false sein',
      'manifest.json: teasers[0].alt: Pflichtfeld fehlt',
      'manifest.json: titel: unbekanntes Feld (Tippfehler?)',
      'manifest.json: teasers[0].file: Datei „bilder/leuchtturm.jpg“ fehlt im Ordner',
      'manifest.json: book.picture: Datei „bilder/leuchtturm.jpg“ fehlt im Ordner',
      'spiele/impuls.json: impulsePosition: Pflichtfeld fehlt',
      'spiele/suchspiel.json: position: 30 s liegt nach dem Ende des Videos (6 s)',
      'spiele/quiz.json: preis: unbekanntes Feld (Tippfehler?)',
    ]);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('removes the files it placed when the database refuses the story', async () => {
    const before = await snapshot();
    // a title the database cannot take (a CHECK only this test adds) fails the transaction after the files were placed
    const dir = copyExample((d) => {
      manifest(d, (m) => (m.title = 'Verboten'));
      clip(path.join(d, 'video/ohne-text.mp4'), 6);
    });
    await t.db.execute(sql.raw("ALTER TABLE boardstories ADD CONSTRAINT import_test_no_verboten CHECK (title <> 'Verboten')"));
    try {
      await expect(importStory(t.db, dir, MEDIA_DIR)).rejects.toThrow();
    } finally {
      await t.db.execute(sql.raw('ALTER TABLE boardstories DROP CONSTRAINT import_test_no_verboten'));
    }
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
