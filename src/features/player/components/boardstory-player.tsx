import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Boardstory } from '../../../shared/schemas/boardstories';
import type { Game } from '../../../shared/schemas/games';
import { useTurnLifetime } from '../../class-results/class-results.public';
import { gameQueries } from '../../games/games.queries';
import { storyPackQueries } from '../../story-packs/story-packs.queries';
import { playerText, savedVariantNote, unsavedVariantNote } from '../../../shared/domain/saved-variant';
import { useOnline } from '../../../ui/online';
import { playerTogglesAtom, readAlongPrefsAtom, type PlayerChoice } from '../player.atoms';
import { playerQueries } from '../player.queries';
import { usePlayerRights } from '../player-rights';
import { playerTexts } from '../player-texts';
import { useRightsDialog } from './rights-dialog';
import { MediaButtons } from './media-buttons';
import { PlayerStandIn } from './player-stand-in';
import { TigerFrame } from './tiger-frame';
import { VideoStage } from './video-stage';
import '../player.css';

/** The games chunk's entry (features/games/components/game-layer.tsx), handed in by the story route. */
export type GameLayerComponent = ComponentType<{
  game: Game | null;
  muted: boolean;
  onPause: () => void;
  onDone: () => void;
  /** the after-story panel (features/games/components/after-story-panel.tsx), shown while no game is open */
  panel?: { games: Game[]; onPick: (game: Game) => void; onClose: () => void };
}>;

export type BoardstoryPlayerProps = {
  story: Boardstory;
  /** the pupil code of the URL as it came; the player uses it only when it opens this story now */
  accessCode?: string;
  /** the code's signed token from its link, which vouches for it when the server is out of reach */
  codeToken?: string;
  GameLayer?: GameLayerComponent;
  /** play as soon as the picture can: the teaser's play button was pressed before the player was there */
  autoPlay?: boolean;
};

/**
 * The story's player (see docs/stories-and-player.md#player): picks trailer or full video by the rights, explains
 * missing rights in a dialog, and hands the chosen medium to the video stage. "no valid orders" from the server sends a
 * user who presses play to /lizenzen.
 */
export function BoardstoryPlayer({ story, accessCode, codeToken, GameLayer, autoPlay = false }: BoardstoryPlayerProps) {
  const { isAdmin, code, holder, fullAllowed, available, allowed, wantsGames, firstChoice } = usePlayerRights(story, accessCode, codeToken);

  const video = useQuery({ ...playerQueries.video(story.id, code?.code), enabled: fullAllowed && available.video });
  const trailer = useQuery({ ...playerQueries.trailer(story.id), enabled: available.trailer });
  const tiger = useQuery({ ...playerQueries.tigerCreation(story.id, code?.code), enabled: fullAllowed && available.tigerCreation });
  const games = useQuery({ ...gameQueries.list(story.id, code?.code), enabled: wantsGames });
  useTurnLifetime(story.id, code?.code ?? null);
  // The story's first medium until the viewer picks another: decided while rendering, so no frame is painted
  // without it (a moment of "no trailer" that pushed the page down when the picture replaced it). A pick counts
  // for this story and right: a new story, a new right or coming back to the page chooses again.
  const pickedFor = `${story.id}:${fullAllowed}`;
  const [pick, setPick] = useState<{ for: string; choice: PlayerChoice } | null>(null);
  const choice = pick?.for === pickedFor ? pick.choice : firstChoice;
  const medium = choice === 'tigerCreation' ? null : choice;
  const setChoice = (next: PlayerChoice) => setPick({ for: pickedFor, choice: next });
  const [usualToggles, setToggles] = useAtom(playerTogglesAtom);
  // a story saved on the device starts with the variant it holds, which is all that plays offline; a switch the
  // viewer makes here counts for this story only, so their usual setting stays as it was
  const packs = useQuery(storyPackQueries.list());
  const saved = packs.data?.find((p) => p.slug === story.slug)?.variant ?? null;
  const [textChoice, setTextChoice] = useState<{ for: number; text: boolean } | null>(null);
  const chosen = textChoice?.for === story.id ? textChoice.text : null;
  // "Mitlesen" shows the sentence under the picture, so the picture then plays without its text (or subtitles): no
  // sentence shows twice. Only where read-along really runs: the full video with its track, text allowed.
  const [readAlongPrefs, setReadAlongPrefs] = useAtom(readAlongPrefsAtom);
  const readAlongOn = readAlongPrefs.on && allowed.text && medium === 'video' && !!video.data?.readAlong;
  const wantsText = !readAlongOn && playerText({ saved, explain: story.explain, chosen, usual: usualToggles.text });
  // offline only the saved variant plays: a switch to the other keeps it playing and says so, not the video's error
  const online = useOnline();
  const unsavedNote = unsavedVariantNote({ saved, explain: story.explain, wantsText, online });
  const toggles = { ...usualToggles, text: unsavedNote ? saved === 'text' : wantsText };
  const onToggles = (next: typeof toggles) => {
    // the text in the picture instead of the sentence under it: one or the other
    if (next.text && readAlongOn) setReadAlongPrefs({ on: false });
    if (saved === null || story.explain) return setToggles(next);
    if (next.text !== toggles.text) setTextChoice({ for: story.id, text: next.text });
    setToggles({ ...next, text: usualToggles.text });
  };
  const openRightsDialog = useRightsDialog(holder);
  const router = useRouter();
  const queryClient = useQueryClient();
  const noValidOrders = video.error instanceof ApiError && video.error.has('no valid orders');

  // a tiger creation opens in a new window; its signed URL is fetched ahead, and a click before it arrived
  // waits for it (the browser allows the window for a few seconds after the click)
  const openTiger = async () => {
    if (!fullAllowed) return openRightsDialog();
    setChoice('tigerCreation');
    const data = tiger.data ?? (await queryClient.fetchQuery(playerQueries.tigerCreation(story.id, code?.code)).catch(() => null));
    const url = data?.withText[0]?.url ?? data?.withoutText[0]?.url;
    if (url) window.open(url, '_blank', 'noopener');
  };
  const chooseVideo = () => (fullAllowed ? setChoice('video') : openRightsDialog());
  // with "no valid orders" a press on play leads to the licences; anything else just does not play
  const onBlockedPlay = () => {
    if (noValidOrders) void router.navigate({ to: '/lizenzen' });
  };

  // the picture waits for the device's list of saved stories (a few ms), so it does not first ask for a variant it lacks
  const answer = packs.isPending ? null : medium === 'video' ? video.data : medium === 'trailer' ? trailer.data : null;
  const data = answer ?? null;
  const variantNote = savedVariantNote(saved, story.explain, allowed.text);

  // The stand-in stays until the first answers are there: the control bar's "Mitlesen" and "Spieleübersicht" come
  // with the video's data and the games, and a bar that grew as they arrived moved the page twice. Only the first
  // time: a medium picked later loads inside the player. A query the network holds back (offline) does not wait.
  const [settled, setSettled] = useState(false);
  const [pressedMeanwhile, setPressedMeanwhile] = useState(false);
  const firstAnswers = packs.isPending || (medium === 'video' && video.isLoading) || (medium === 'trailer' && trailer.isLoading) || games.isLoading;
  if (!settled && !firstAnswers) setSettled(true);
  if (!settled && firstAnswers) return <PlayerStandIn story={story} accessCode={accessCode} codeToken={codeToken} onPlay={() => setPressedMeanwhile(true)} />;

  return (
    <section className="boardstory-player" aria-label={`${playerTexts.playerLabel}: ${story.title}`}>
      {choice === 'tigerCreation' ? (
        <TigerFrame story={story} onOpen={() => void openTiger()} />
      ) : medium === null || (medium === 'trailer' && !available.trailer) ? (
        <div className="player-frame player-empty">
          <p>{playerTexts.trailerMissing}</p>
        </div>
      ) : (
        <VideoStage
          key={story.id}
          story={story}
          medium={medium}
          data={data}
          blocked={medium === 'video' && noValidOrders}
          loadFailed={(medium === 'video' ? video : trailer).isError && !noValidOrders}
          onBlockedPlay={onBlockedPlay}
          accessCode={code?.code ?? null}
          allowed={allowed}
          toggles={toggles}
          onToggles={onToggles}
          games={medium === 'video' ? (games.data ?? []) : []}
          showGames={wantsGames}
          isAdmin={isAdmin}
          GameLayer={GameLayer}
          autoPlay={autoPlay || pressedMeanwhile}
        />
      )}
      <MediaButtons choice={choice} available={available} onTiger={() => void openTiger()} onVideo={chooseVideo} onTrailer={() => setChoice('trailer')} />
      {variantNote && <p className="boardstory-player__saved-variant">{variantNote}</p>}
      {unsavedNote && (
        <p className="boardstory-player__saved-variant" role="status">
          {unsavedNote}
        </p>
      )}
    </section>
  );
}
