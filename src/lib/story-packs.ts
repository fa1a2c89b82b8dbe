import type { Boardstory } from '../shared/schemas/boardstories';
import type { Game } from '../shared/schemas/games';
import type { AttachmentItem, VideoData } from '../shared/schemas/playback';
import { openLocalDb } from './local-db';
import { forgetCodes, rememberCode } from './offline-codes';
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
export type SavePackInput = {
  story: Pick<Boardstory, 'id' | 'slug' | 'title' | 'explain'>;
  variant: StoryPack['variant'];
  until: string;
  savedWith: StoryPack['savedWith'];
  /** the pupil code the media are asked with; null for a licence holder */
  accessCode: string | null;
  /** the code's signed token, when the access-code answer carries one: lets the device open the code offline */
  signedToken?: string | null;
  onProgress: (p: PackProgress) => void;
  signal: AbortSignal;
};

type Item = { url: string; key: string };
const PARALLEL = 4;

async function getJson<T>(url: string, signal: AbortSignal): Promise<{ body: T; response: Response }> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (response.status === 401 || response.status === 403) throw new StoryPackError(NOT_ALLOWED);
  if (!response.ok) throw new StoryPackError(FAILED);
  return { body: (await response.clone().json()) as T, response };
}

const firstSource = (data: VideoData | undefined, withText: boolean) =>
  data ? ((withText ? data.withText : data.withoutText)[0] ?? data.withText[0] ?? data.withoutText[0])?.url : undefined;

/** The story's API answers, stored at once (they are small), and the files they point to, to download next. */
async function storeAnswers(input: SavePackInput, cache: Cache): Promise<{ keys: string[]; files: Item[] }> {
  const { story, accessCode, signal } = input;
  const code = accessCode ? `&accessCode=${encodeURIComponent(accessCode)}` : '';
  const codeOnly = accessCode ? `?accessCode=${encodeURIComponent(accessCode)}` : '';
  const [detail, videos, trailers, games, attachments] = await Promise.all([
    getJson<Boardstory>(`/api/boardstories/${encodeURIComponent(story.slug)}`, signal),
    getJson<{ _embedded: { videos: VideoData[] } }>(`/api/videos?boardstoryId=${story.id}${code}`, signal),
    getJson<{ _embedded: { trailers: VideoData[] } }>(`/api/trailers?boardstoryId=${story.id}`, signal),
    getJson<{ _embedded: { games: Game[] } }>(`/api/games?boardstoryId=${story.id}${code}`, signal),
    getJson<{ _embedded: { attachments: AttachmentItem[] } }>(`/api/attachments/${story.id}${codeOnly}`, signal),
  ]);
  const origin = location.origin;
  const answers: [string, Response][] = [
    // the story page may be opened by slug or by id
    [apiKey(`/api/boardstories/${story.slug}`, origin), detail.response.clone()],
    [apiKey(`/api/boardstories/${story.id}`, origin), detail.response],
    [apiKey(videos.response.url), videos.response],
    [apiKey(trailers.response.url), trailers.response],
    [apiKey(games.response.url), games.response],
    [apiKey(attachments.response.url), attachments.response],
  ];
  await Promise.all(answers.map(([key, res]) => cache.put(key, res)));

  const withText = input.variant === 'text' && !story.explain;
  const video = videos.body._embedded.videos[0];
  const media = [
    firstSource(trailers.body._embedded.trailers[0], withText),
    firstSource(video, withText),
    video?.subtitles ?? undefined,
    ...games.body._embedded.games.flatMap((g) =>
      g.gameType === 'impulse' ? [g.image, g.textAudio] : g.gameType === 'search' ? [g.audioHint] : [],
    ),
  ].filter((u): u is string => !!u);
  if (!firstSource(video, withText)) throw new StoryPackError(NOT_ALLOWED);
  // a download is a link to the API that redirects to a signed file: stored under the link, found by its path
  const material = attachments.body._embedded.attachments.filter((a) => a.downloadable).map((a) => ({ url: a.path, key: apiKey(a.path, origin) }));
  const files = [...new Set(media)].map((url) => ({ url, key: mediaKey(url, origin) }));
  return { keys: answers.map(([key]) => key), files: [...files, ...material] };
}

/** The files' sizes from their headers, to check the free space before anything big is written. */
async function sizeOf(files: Item[], signal: AbortSignal): Promise<number> {
  const sizes = await Promise.all(
    files.map(async ({ url }) => {
      const res = await fetch(url, { method: 'HEAD', credentials: 'same-origin', signal });
      return Number(res.headers.get('content-length') ?? 0) || 0;
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** Free bytes as the browser grants them; Infinity where the browser does not say. */
export async function freeSpace(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return Infinity;
  return estimate.quota - (estimate.usage ?? 0);
}

/** Streams one file into the cache, counting its bytes as they arrive for the progress bar. */
async function storeFile(cache: Cache, item: Item, signal: AbortSignal, onBytes: (n: number) => void): Promise<number> {
  const res = await fetch(item.url, { credentials: 'same-origin', signal });
  if (!res.ok || !res.body) throw new StoryPackError(FAILED);
  let bytes = 0;
  const counted = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
  // only the type travels along: the stored copy answers ranges itself (sw/packs.ts), with its own lengths
  const headers = new Headers({ 'Content-Type': res.headers.get('content-type') ?? 'application/octet-stream' });
  // material is stored under its download link: the file keeps the name the redirect's file had
  if (item.key !== mediaKey(item.url, location.origin)) {
    headers.set('Content-Disposition', `attachment; filename="${new URL(res.url).pathname.split('/').pop() ?? 'material'}"`);
  }
  await cache.put(item.key, new Response(counted, { status: 200, headers }));
  return bytes;
}

const isQuotaError = (err: unknown) => err instanceof DOMException && err.name === 'QuotaExceededError';

/**
 * Saves a story for offline use: its API answers, trailer, full video (one variant), the games' pictures and
 * sounds and the material the user may download. Cancelled or failed, whatever was stored so far goes again.
 */
export async function saveStoryPack(input: SavePackInput): Promise<StoryPack> {
  const { story, signal } = input;
  // asked first: without it the browser may clear the pack when space gets short
  await navigator.storage?.persist?.().catch(() => false);
  const cache = await caches.open(STORY_PACK_CACHE);
  const stored: string[] = [];
  try {
    const { keys, files } = await storeAnswers(input, cache);
    stored.push(...keys);
    const total = await sizeOf(files, signal);
    if (total > (await freeSpace())) throw new StoryPackError(NOT_ENOUGH_SPACE);
    let done = 0;
    input.onProgress({ done, total });
    // the bar is drawn at most ten times a second: a report per network chunk (hundreds for one video)
    // re-rendered the page more often than the bytes arrived and halved the download rate
    let reported = 0;
    const report = () => {
      if (performance.now() - reported < 100) return;
      reported = performance.now();
      input.onProgress({ done, total: Math.max(total, done) });
    };
    let bytes = 0;
    // a few at a time: small files are dominated by each request's round trip, and a cancel still stops them all
    const queue = [...files];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        stored.push(item.key);
        bytes += await storeFile(cache, item, signal, (n) => {
          done += n;
          report();
        });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    input.onProgress({ done, total: Math.max(total, done) });
    const pack: StoryPack = {
      slug: story.slug,
      boardstoryId: story.id,
      title: story.title,
      variant: input.variant,
      bytes,
      urls: stored,
      savedAt: new Date().toISOString(),
      until: input.until,
      savedWith: input.savedWith,
    };
    await (await openLocalDb()).storyPacks.put(pack);
    if (input.signedToken) await rememberCode(input.signedToken, 'pack');
    return pack;
  } catch (err) {
    await Promise.all(stored.map((key) => cache.delete(key)));
    if (isQuotaError(err)) throw new StoryPackError(NOT_ENOUGH_SPACE);
    if (err instanceof StoryPackError || signal.aborted) throw err;
    throw new StoryPackError(FAILED);
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
