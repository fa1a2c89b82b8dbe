import { api } from '../../lib/api-client';
import type { StoryPack } from '../../lib/local-db';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { Game } from '../../shared/schemas/games';
import type { AttachmentItem, VideoData } from '../../shared/schemas/playback';
import { wholeList, type ListEnvelope } from '../../shared/schemas/errors';
import type { PackDownloader } from './story-pack-download';
import { masterWithOnly, playlistUris } from '../../shared/domain/hls-playlist';
import { packLadder, type PackLadder } from './pack-ladder';
import { FAILED, NOT_ALLOWED, StoryPackError } from './story-pack-errors';
import { apiKey, mediaKey, PACK_DOWNLOAD_CACHE } from './story-packs.keys';

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

/** What the story's answers are asked and stored by. */
export type AnswersInput = {
  story: Boardstory;
  variant: StoryPack['variant'];
  /** the pupil code the media are asked with; null for a licence holder */
  accessCode: string | null;
  page?: PageAnswers;
};

/** the story detail, by id or by slug (as it is, like the page's own request) */
const storyPath = (idOrSlug: string | number) => api.boardstories[':idOrSlug'].$path({ param: { idOrSlug: String(idOrSlug) } });

async function getJson<T>(url: string, signal: AbortSignal): Promise<{ body: T; response: Response }> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (response.status === 401 || response.status === 403) throw new StoryPackError(NOT_ALLOWED);
  if (!response.ok) throw new StoryPackError(FAILED);
  return { body: (await response.clone().json()) as T, response };
}

/** A playlist of the ladder, past the browser's cache and the service worker like the pack's other files (story-pack-download.ts). */
async function getText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin', cache: PACK_DOWNLOAD_CACHE, signal });
  if (response.status !== 200) throw new StoryPackError(FAILED);
  return response.text();
}

/**
 * One rendition of the ladder: its playlist as served (every file in it signed) and a master naming only it, both
 * stored under their keys as the player will ask for them, and its init section and segments, which are small, in
 * bundles with the pack's other small files. The player offline finds nothing else to ask for.
 */
async function storeLadder(kept: PackLadder, files: PackDownloader, signal: AbortSignal) {
  const origin = location.origin;
  const [master, playlist] = await Promise.all([getText(kept.master, signal), getText(kept.rendition.playlist, signal)]);
  const path = (url: string) => new URL(url, new URL(kept.master, origin)).pathname;
  const only = masterWithOnly(master, (uri) => path(uri) === path(kept.rendition.playlist));
  if (playlistUris(only).length !== 1) throw new StoryPackError(FAILED);
  const base = new URL(kept.rendition.playlist, origin);
  files.add(playlistUris(playlist).map((uri) => new URL(uri, base).href).map((url) => ({ url, key: mediaKey(url, origin), kind: 'media' as const, together: true })));
  const type = 'application/vnd.apple.mpegurl';
  await Promise.all([files.keep(mediaKey(kept.master, origin), only, type), files.keep(mediaKey(kept.rendition.playlist, origin), playlist, type)]);
}

const firstSource = (data: VideoData | undefined | null, withText: boolean) =>
  data ? ((withText ? data.withText : data.withoutText)[0] ?? data.withText[0] ?? data.withoutText[0])?.url : undefined;

/** What of the video a pack keeps: one rendition of the variant's ladder, sized for this screen, else the MP4. */
const keptLadder = (video: VideoData | undefined | null, withText: boolean) => packLadder(video, withText);

/**
 * The videos answer as a pack stores it (docs/offline.md#story-packs): the saved variant's master when the pack keeps a
 * rendition of its ladder (the stored master names only that one), else no master at all, so the player offline
 * plays what the pack holds and asks for nothing it does not.
 */
const videosForPack = (body: ListEnvelope<'videos', VideoData>, withText: boolean): ListEnvelope<'videos', VideoData> => ({
  ...body,
  _embedded: {
    videos: body._embedded.videos.map((v) => {
      const kept = keptLadder(v, withText);
      const only = kept ? [kept.rendition] : [];
      return {
        ...v,
        hls: {
          withText: kept && withText ? kept.master : null,
          withoutText: kept && !withText ? kept.master : null,
          renditions: { withText: withText ? only : [], withoutText: withText ? [] : only },
        },
      };
    }),
  },
});

const withTextOf = (input: Pick<AnswersInput, 'story' | 'variant'>) => input.variant === 'text' && !input.story.explain;

/** Signed media URLs carry their end (`exp`, server/media/signing.ts): one the page holds must last the save. */
const stillSigned = (urls: (string | null | undefined)[]) =>
  urls.every((url) => {
    const exp = url ? Number(new URL(url, location.origin).searchParams.get('exp')) : 0;
    return !exp || exp * 1000 > Date.now() + 60_000;
  });

const ladderUrls = (kept: PackLadder | null) => (kept ? [kept.master, kept.rendition.playlist] : []);

const gameMedia = (games: Game[]) =>
  games.flatMap((g) => (g.gameType === 'impulse' ? [g.image, g.textAudio] : g.gameType === 'search' ? [g.audioHint] : []));

/** The answers the page holds that can be stored as they are; the rest stays undefined and is asked for. */
export function heldAnswers(input: Pick<AnswersInput, 'story' | 'variant' | 'page'>) {
  const { video, trailer, games, attachments } = input.page ?? {};
  const withText = withTextOf(input);
  return {
    videos:
      video && stillSigned([firstSource(video, withText), video.subtitles, video.readAlong, ...ladderUrls(keptLadder(video, withText))])
        ? wholeList('videos', [video])
        : undefined,
    trailers: trailer !== undefined && stillSigned([firstSource(trailer, withText)]) ? wholeList('trailers', trailer ? [trailer] : []) : undefined,
    games: games && stillSigned(gameMedia(games)) ? wholeList('games', games) : undefined,
    attachments: attachments && stillSigned(attachments.map((a) => a.file)) ? wholeList('attachments', attachments) : undefined,
  };
}

/**
 * The story's API answers, stored as they come (they are small); each answer's files start downloading the
 * moment it is there: at the click for what the page held, else while the other answers are still being asked.
 */
export async function storeAnswers(input: AnswersInput, cache: Promise<Cache>, files: PackDownloader, signal: AbortSignal) {
  const { story, accessCode } = input;
  // built by the typed client: a renamed route is a type error here. The stored copy's key leaves the code out (apiKey)
  const story_ = { boardstoryId: String(story.id) };
  const withCode = accessCode ? { ...story_, accessCode } : story_;
  const attachments = { param: story_, query: accessCode ? { accessCode } : {} };
  const origin = location.origin;
  const held = heldAnswers(input);
  /** `together`: small by its kind, asked in one bundle with the others (story-pack-download.ts); the video never is */
  const media = (urls: (string | null | undefined)[], together = true) =>
    files.add(urls.filter((u): u is string => !!u).map((url) => ({ url, key: mediaKey(url, origin), kind: 'media' as const, together })));
  type Answer<T> = { body: T; response: Response };
  const asAnswer = <T>(body: T): Answer<T> => ({ body, response: new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }) });
  /** the page's answer when it holds one, else the server's */
  const pageOr = <T>(known: T | undefined, url: string): Answer<T> | Promise<Answer<T>> => (known ? asAnswer(known) : getJson<T>(url, signal));
  const answer = async <T>(got: Answer<T> | Promise<Answer<T>>, keys: string[], onBody: (body: T) => void | Promise<void>) => {
    const { body, response } = await got;
    const added = onBody(body);
    const copies = keys.map(() => response.clone());
    const open = await cache;
    await Promise.all([...keys.map((key, i) => open.put(key, copies[i])), added]);
  };
  const withText = withTextOf(input);
  // in this order: a held video's first window is the first request
  await Promise.all([
    answer(Promise.resolve(pageOr(held.videos, api.videos.$path({ query: withCode }))).then(({ body }) => asAnswer(videosForPack(body, withText))), [apiKey(api.videos.$path({ query: story_ }), origin)], (body) => {
      const video = body._embedded.videos[0];
      if (!firstSource(video, withText)) throw new StoryPackError(NOT_ALLOWED);
      // the read-along track is stored with the video, so "Mitlesen" works offline too
      media([video?.subtitles, video?.readAlong]);
      // the stored answer names the one rendition kept, if any
      const kept = keptLadder(video, withText);
      if (kept) return storeLadder(kept, files, signal);
      media([firstSource(video, withText)], false);
    }),
    // the page's own story, stored under both ways to open it: by slug or by id
    answer(asAnswer(story), [apiKey(storyPath(story.id), origin), apiKey(storyPath(story.slug), origin)], () => {}),
    answer(pageOr(held.trailers, api.trailers.$path({ query: story_ })), [apiKey(api.trailers.$path({ query: story_ }), origin)], (body) =>
      media([firstSource(body._embedded.trailers[0], withText)]),
    ),
    answer(pageOr(held.games, api.games.$path({ query: withCode })), [apiKey(api.games.$path({ query: story_ }), origin)], (body) =>
      media(gameMedia(body._embedded.games)),
    ),
    // a download is a link to the API that redirects to a signed file: the file is fetched at once (`file`, no
    // redirect and rights check per file) and stored under the link, where the offline app looks for it
    answer(pageOr(held.attachments, api.attachments[':boardstoryId'].$path(attachments)), [apiKey(api.attachments[':boardstoryId'].$path({ param: story_, query: {} }), origin)], (body) =>
      files.add(
        body._embedded.attachments
          .filter((a) => a.downloadable)
          .map((a) => ({ url: a.file ?? a.path, key: apiKey(a.path, origin), kind: 'material' as const, together: true })),
      ),
    ),
  ]);
}
