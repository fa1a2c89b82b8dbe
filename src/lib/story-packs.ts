import type { Boardstory } from '../shared/schemas/boardstories';
import type { Game } from '../shared/schemas/games';
import type { AttachmentItem, VideoData } from '../shared/schemas/playback';
import { wholeList } from '../shared/schemas/errors';
import { openLocalDb } from './local-db';
import { packDownloader, type PackDownloader } from './story-pack-download';
// eslint-disable-next-line architecture/dependency-direction -- moved to features/access-codes; the story-pack move rewires this
import { forgetCodes, rememberCode } from '../features/access-codes/offline/offline-codes';
import { apiKey, isPackExpired, mediaKey, STORY_PACK_CACHE } from './story-pack-keys';

/**
 * Stories saved for offline use (issue 11 "Offline story packs"): their files live in the Cache Storage
 * `STORY_PACK_CACHE` (the service worker answers from it, sw/packs.ts), their description here in IndexedDB.
 * A pack ends with the right it was saved under (licence, rental or code end) and is then deleted.
 */
export { STORY_PACK_CACHE };

export type StoryPack = {
  slug: string;
  boardstoryId: number;
  title: string;
  /** the full video's rendition: with burned-in text or without */
  variant: 'text' | 'notext';
  /** bytes stored in the cache */
  bytes: number;
  /** the URLs stored for this pack (cache keys), so removing it removes exactly them */
  urls: string[];
  savedAt: string;
  /** ISO: licence end, rental end or code end — never later than the server said */
  until: string;
  /** whose right: the signed-in user's licence, or the pupil code it was saved with */
  savedWith: { kind: 'licence'; userId: number } | { kind: 'code'; code: string };
};

export async function listStoryPacks(): Promise<StoryPack[]> {
  return (await openLocalDb()).storyPacks.toArray();
}

export async function findStoryPack(slug: string): Promise<StoryPack | undefined> {
  return (await openLocalDb()).storyPacks.get(slug);
}

/** A failure the user can act on; its message is shown as it is. */
export class StoryPackError extends Error {}
export const NOT_ENOUGH_SPACE =
  'Auf diesem Gerät ist nicht genug Speicherplatz frei. Bitte löschen Sie gespeicherte Geschichten oder andere Daten.';
const NOT_ALLOWED = 'Diese Geschichte kann mit Ihren Rechten nicht gespeichert werden.';
const FAILED = 'Die Geschichte konnte nicht vollständig gespeichert werden. Bitte versuchen Sie es erneut.';

export type PackProgress = { done: number; total: number };

/**
 * The story's answers the page already holds when the user presses save (its query cache): stored as the
 * server's answers are built (`wholeList`) instead of being asked again. Asked again, they held every file but
 * the video back for 40–110 ms and made the server answer five calls while it should be sending the video.
 * One that is missing, or whose signed files expire within a minute, is asked for as before.
 */
export type PageAnswers = {
  /** the first of /api/videos, as the player holds it; null (no video) is asked again: rights may have come */
  video?: VideoData | null;
  /** the first of /api/trailers; null: the story has none */
  trailer?: VideoData | null;
  games?: Game[];
  attachments?: AttachmentItem[];
};

export type SavePackInput = {
  story: Boardstory;
  variant: StoryPack['variant'];
  until: string;
  savedWith: StoryPack['savedWith'];
  /** the pupil code the media are asked with; null for a licence holder */
  accessCode: string | null;
  /** the code's signed token, when the access-code answer carries one: lets the device open the code offline */
  signedToken?: string | null;
  page?: PageAnswers;
  onProgress: (p: PackProgress) => void;
  signal: AbortSignal;
};

async function getJson<T>(url: string, signal: AbortSignal): Promise<{ body: T; response: Response }> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (response.status === 401 || response.status === 403) throw new StoryPackError(NOT_ALLOWED);
  if (!response.ok) throw new StoryPackError(FAILED);
  return { body: (await response.clone().json()) as T, response };
}

const firstSource = (data: VideoData | undefined | null, withText: boolean) =>
  data ? ((withText ? data.withText : data.withoutText)[0] ?? data.withText[0] ?? data.withoutText[0])?.url : undefined;

const withTextOf = (input: Pick<SavePackInput, 'story' | 'variant'>) => input.variant === 'text' && !input.story.explain;

/** Signed media URLs carry their end (`exp`, server/media/signing.ts): one the page holds must last the save. */
const stillSigned = (urls: (string | null | undefined)[]) =>
  urls.every((url) => {
    const exp = url ? Number(new URL(url, location.origin).searchParams.get('exp')) : 0;
    return !exp || exp * 1000 > Date.now() + 60_000;
  });

const gameMedia = (games: Game[]) =>
  games.flatMap((g) => (g.gameType === 'impulse' ? [g.image, g.textAudio] : g.gameType === 'search' ? [g.audioHint] : []));

/** The answers the page holds that can be stored as they are; the rest stays undefined and is asked for. */
export function heldAnswers(input: Pick<SavePackInput, 'story' | 'variant' | 'page'>) {
  const { video, trailer, games, attachments } = input.page ?? {};
  const withText = withTextOf(input);
  return {
    videos: video && stillSigned([firstSource(video, withText), video.subtitles]) ? wholeList('videos', [video]) : undefined,
    trailers: trailer !== undefined && stillSigned([firstSource(trailer, withText)]) ? wholeList('trailers', trailer ? [trailer] : []) : undefined,
    games: games && stillSigned(gameMedia(games)) ? wholeList('games', games) : undefined,
    attachments: attachments && stillSigned(attachments.map((a) => a.file)) ? wholeList('attachments', attachments) : undefined,
  };
}

/**
 * The story's API answers, stored as they come (they are small); each answer's files start downloading the
 * moment it is there: at the click for what the page held, else while the other answers are still being asked.
 */
async function storeAnswers(input: SavePackInput, cache: Promise<Cache>, files: PackDownloader, signal: AbortSignal, written: (key: string) => void) {
  const { story, accessCode } = input;
  const code = accessCode ? `&accessCode=${encodeURIComponent(accessCode)}` : '';
  const codeOnly = accessCode ? `?accessCode=${encodeURIComponent(accessCode)}` : '';
  const origin = location.origin;
  const held = heldAnswers(input);
  const media = (urls: (string | null | undefined)[]) =>
    files.add(urls.filter((u): u is string => !!u).map((url) => ({ url, key: mediaKey(url, origin), kind: 'media' as const })));
  type Answer<T> = { body: T; response: Response };
  const asAnswer = <T>(body: T): Answer<T> => ({ body, response: new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }) });
  /** the page's answer when it holds one, else the server's */
  const pageOr = <T>(known: T | undefined, url: string): Answer<T> | Promise<Answer<T>> => (known ? asAnswer(known) : getJson<T>(url, signal));
  const answer = async <T>(got: Answer<T> | Promise<Answer<T>>, keys: string[], onBody: (body: T) => void) => {
    const { body, response } = await got;
    onBody(body);
    const copies = keys.map(() => response.clone());
    const open = await cache;
    await Promise.all(keys.map((key, i) => (written(key), open.put(key, copies[i]))));
  };
  const withText = withTextOf(input);
  // in this order: a held video's first window is the first request
  await Promise.all([
    answer(pageOr(held.videos, `/api/videos?boardstoryId=${story.id}${code}`), [apiKey(`/api/videos?boardstoryId=${story.id}`, origin)], (body) => {
      const video = body._embedded.videos[0];
      if (!firstSource(video, withText)) throw new StoryPackError(NOT_ALLOWED);
      media([firstSource(video, withText), video?.subtitles]);
    }),
    // the page's own story, stored under both ways to open it: by slug or by id
    answer(asAnswer(story), [apiKey(`/api/boardstories/${story.id}`, origin), apiKey(`/api/boardstories/${story.slug}`, origin)], () => {}),
    answer(pageOr(held.trailers, `/api/trailers?boardstoryId=${story.id}`), [apiKey(`/api/trailers?boardstoryId=${story.id}`, origin)], (body) =>
      media([firstSource(body._embedded.trailers[0], withText)]),
    ),
    answer(pageOr(held.games, `/api/games?boardstoryId=${story.id}${code}`), [apiKey(`/api/games?boardstoryId=${story.id}`, origin)], (body) =>
      media(gameMedia(body._embedded.games)),
    ),
    // a download is a link to the API that redirects to a signed file: the file is fetched at once (`file`, no
    // redirect and rights check per file) and stored under the link, where the offline app looks for it
    answer(pageOr(held.attachments, `/api/attachments/${story.id}${codeOnly}`), [apiKey(`/api/attachments/${story.id}`, origin)], (body) =>
      files.add(
        body._embedded.attachments.filter((a) => a.downloadable).map((a) => ({ url: a.file ?? a.path, key: apiKey(a.path, origin), kind: 'material' as const })),
      ),
    ),
  ]);
}

/** Free bytes as the browser grants them; Infinity where the browser does not say. */
export async function freeSpace(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return Infinity;
  return estimate.quota - (estimate.usage ?? 0);
}

const isQuotaError = (err: unknown) => err instanceof DOMException && err.name === 'QuotaExceededError';

/**
 * Saves a story for offline use: its API answers, trailer, full video (one variant), the games' pictures and
 * sounds and the material the user may download. Cancelled or failed, whatever was stored so far goes again.
 */
export async function saveStoryPack(input: SavePackInput): Promise<StoryPack> {
  const { story } = input;
  // without it the browser may clear the pack when space gets short. Asked at once but not waited for: on a
  // device's first save the browser takes up to a quarter of a second to answer, and no file needs the answer.
  const persisted = navigator.storage?.persist?.().catch(() => false);
  // opening the cache took 57 ms on a fresh device: the first requests do not wait for it, only their writes
  const cache = caches.open(STORY_PACK_CACHE);
  const stored: string[] = [];
  // one stop for every request still running: the user's cancel, too little space, or a failed file
  const stop = new AbortController();
  const cancel = () => stop.abort();
  input.signal.addEventListener('abort', cancel);
  let done = 0;
  let total = 0;
  // the bar is drawn at most ten times a second: a report per piece re-rendered the page more often than needed
  let reported = 0;
  // a file that finishes after the save failed must not draw the bar again over the failure's message
  let ended = false;
  const report = (force = false) => {
    if (ended || (!force && performance.now() - reported < 100)) return;
    reported = performance.now();
    input.onProgress({ done, total: Math.max(total, done) });
  };
  const files = packDownloader(cache, stop.signal, {
    written: (key) => stored.push(key),
    onBytes: (n) => {
      done += n;
      if (total) report();
    },
    failed: () => new StoryPackError(FAILED),
  });
  try {
    await storeAnswers(input, cache, files, stop.signal, (key) => stored.push(key));
    // every file has told its size within its first answer: checked before the rest of the bytes are written
    total = await files.sized();
    if (total > (await freeSpace())) throw new StoryPackError(NOT_ENOUGH_SPACE);
    report(true);
    const bytes = await files.finished();
    report(true);
    await persisted;
    const pack: StoryPack = {
      slug: story.slug,
      boardstoryId: story.id,
      title: story.title,
      variant: input.variant,
      bytes,
      urls: [...new Set(stored)],
      savedAt: new Date().toISOString(),
      until: input.until,
      savedWith: input.savedWith,
    };
    await (await openLocalDb()).storyPacks.put(pack);
    if (input.signedToken) await rememberCode(input.signedToken, 'pack');
    return pack;
  } catch (err) {
    ended = true;
    stop.abort();
    // every file first, then their keys: a file still writing when its key was deleted stayed in the cache
    await files.settled();
    const open = await cache;
    await Promise.all(stored.map((key) => open.delete(key)));
    if (isQuotaError(err)) throw new StoryPackError(NOT_ENOUGH_SPACE);
    if (err instanceof StoryPackError || input.signal.aborted) throw err;
    throw new StoryPackError(FAILED);
  } finally {
    input.signal.removeEventListener('abort', cancel);
  }
}

/** Removes one pack's files and record; its pupil code is forgotten when no other pack needs it. */
export async function deleteStoryPack(slug: string): Promise<void> {
  const db = await openLocalDb();
  const pack = await db.storyPacks.get(slug);
  if (!pack) return;
  if (typeof caches !== 'undefined') {
    const cache = await caches.open(STORY_PACK_CACHE);
    await Promise.all(pack.urls.map((key) => cache.delete(key)));
  }
  await db.storyPacks.delete(slug);
  const { savedWith } = pack;
  if (savedWith.kind === 'code') {
    const others = await db.storyPacks.toArray();
    if (!others.some((p) => p.savedWith.kind === 'code' && p.savedWith.code === savedWith.code)) {
      forgetCodes({ source: 'pack', code: savedWith.code });
    }
  }
}

/** Every pack goes: the logout that does not keep them. */
export async function deleteAllStoryPacks(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(STORY_PACK_CACHE);
  await (await openLocalDb()).storyPacks.clear();
  forgetCodes({ source: 'pack' });
}

/** Packs past their end are deleted by the device itself, online or not; answers the slugs removed. */
export async function deleteExpiredPacks(now = new Date()): Promise<string[]> {
  const ended = (await listStoryPacks()).filter((p) => isPackExpired(p, now));
  for (const pack of ended) await deleteStoryPack(pack.slug);
  return ended.map((p) => p.slug);
}

/** The sum of the packs' sizes, for the list page. */
export const packBytes = (packs: StoryPack[]): number => packs.reduce((sum, p) => sum + p.bytes, 0);
