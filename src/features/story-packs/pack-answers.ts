import { api } from '../../lib/api-client';
import type { StoryPack } from '../../lib/local-db';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { Game } from '../../shared/schemas/games';
import type { AttachmentItem, VideoData } from '../../shared/schemas/playback';
import { wholeList, type ListEnvelope } from '../../shared/schemas/errors';
import type { PackDownloader } from './story-pack-download';
import { FAILED, NOT_ALLOWED, StoryPackError } from './story-pack-errors';
import { apiKey, mediaKey } from './story-packs.keys';

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

const firstSource = (data: VideoData | undefined | null, withText: boolean) =>
  data ? ((withText ? data.withText : data.withoutText)[0] ?? data.withText[0] ?? data.withoutText[0])?.url : undefined;

/**
 * The videos answer as a pack stores it: without the HLS masters, whose playlists and segments the pack does not
 * hold, so the player offline plays the stored MP4 (docs/offline.md#story-packs).
 */
const withoutLadder = (body: ListEnvelope<'videos', VideoData>): ListEnvelope<'videos', VideoData> => ({
  ...body,
  _embedded: { videos: body._embedded.videos.map((v) => ({ ...v, hls: { withText: null, withoutText: null } })) },
});

const withTextOf = (input: Pick<AnswersInput, 'story' | 'variant'>) => input.variant === 'text' && !input.story.explain;

/** Signed media URLs carry their end (`exp`, server/media/signing.ts): one the page holds must last the save. */
const stillSigned = (urls: (string | null | undefined)[]) =>
  urls.every((url) => {
    const exp = url ? Number(new URL(url, location.origin).searchParams.get('exp')) : 0;
    return !exp || exp * 1000 > Date.now() + 60_000;
  });

const gameMedia = (games: Game[]) =>
  games.flatMap((g) => (g.gameType === 'impulse' ? [g.image, g.textAudio] : g.gameType === 'search' ? [g.audioHint] : []));

/** The answers the page holds that can be stored as they are; the rest stays undefined and is asked for. */
export function heldAnswers(input: Pick<AnswersInput, 'story' | 'variant' | 'page'>) {
  const { video, trailer, games, attachments } = input.page ?? {};
  const withText = withTextOf(input);
  return {
    videos: video && stillSigned([firstSource(video, withText), video.subtitles, video.readAlong]) ? wholeList('videos', [video]) : undefined,
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
  const answer = async <T>(got: Answer<T> | Promise<Answer<T>>, keys: string[], onBody: (body: T) => void) => {
    const { body, response } = await got;
    onBody(body);
    const copies = keys.map(() => response.clone());
    const open = await cache;
    await Promise.all(keys.map((key, i) => open.put(key, copies[i])));
  };
  const withText = withTextOf(input);
  // in this order: a held video's first window is the first request
  await Promise.all([
    answer(Promise.resolve(pageOr(held.videos, api.videos.$path({ query: withCode }))).then(({ body }) => asAnswer(withoutLadder(body))), [apiKey(api.videos.$path({ query: story_ }), origin)], (body) => {
      const video = body._embedded.videos[0];
      if (!firstSource(video, withText)) throw new StoryPackError(NOT_ALLOWED);
      // the read-along track is stored with the video, so "Mitlesen" works offline too
      media([firstSource(video, withText)], false);
      media([video?.subtitles, video?.readAlong]);
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
