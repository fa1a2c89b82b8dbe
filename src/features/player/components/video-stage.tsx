import { useAtom } from 'jotai';
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { keyAction, seekTarget } from '../../../shared/domain/playback';
import type { Boardstory } from '../../../shared/schemas/boardstories';
import type { Game } from '../../../shared/schemas/games';
import { HLS_MIME_TYPE, type VideoData } from '../../../shared/schemas/playback';
import { useModals } from '../../../ui/modal.atoms';
import { fullscreenAtom, playbackAtom, type PlayerMedium, type PlayerToggles } from '../player.atoms';
import { APP_STORE_URL, playerTexts } from '../player-texts';
import { useGameCues } from '../use-game-cues';
import { useIdleControls } from '../use-idle-controls';
import { useTracking } from '../use-tracking';
import { useTurnReporting } from '../../class-results/class-results.public';
import { useVideoJs } from '../use-video-js';
import { takeHandedOverFocus } from '../stand-in-focus';
import { ResumeOffer } from '../resume/resume-offer';
import { useAfterStory } from '../resume/use-after-story';
import { useResume } from '../resume/use-resume';
import { ReadAlongToggle, SpeedControl } from '../read-along/read-along-controls';
import { ReadAlongPanel } from '../read-along/read-along-panel';
import { useReadAlong } from '../read-along/use-read-along';
import { AdminCoordinates } from './admin-coordinates';
import type { GameLayerComponent } from './boardstory-player';
import { PlayerControls, type Restrictions } from './player-controls';

type Props = {
  story: Boardstory;
  medium: PlayerMedium;
  data: VideoData | null;
  blocked: boolean;
  loadFailed: boolean;
  onBlockedPlay: () => void;
  accessCode: string | null;
  allowed: Restrictions;
  toggles: PlayerToggles;
  onToggles: (t: PlayerToggles) => void;
  games: Game[];
  showGames: boolean;
  isAdmin: boolean;
  GameLayer?: GameLayerComponent;
  autoPlay: boolean;
};

const IS_IOS_PHONE = typeof navigator !== 'undefined' && /iPhone|iPod/.test(navigator.userAgent);
const INTERACTIVE = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'A']);

/** The picture with its game layer, overlays and controls; see BoardstoryPlayer for the choice of medium. */
export function VideoStage(p: Props) {
  const [state, setState] = useAtom(playbackAtom);
  const [fullscreen, setFullscreen] = useAtom(fullscreenAtom);
  const [aspect, setAspect] = useState('4 / 3');
  const frame = useRef<HTMLDivElement>(null);
  const { open, close } = useModals();
  const idle = useIdleControls(fullscreen);
  const onEnterFullscreen = idle.onEnter;
  const on = {
    sound: p.allowed.sound && p.toggles.sound,
    text: p.allowed.text && p.toggles.text,
    autoplay: p.allowed.autoplay && p.toggles.autoplay,
  };
  const isFull = p.medium === 'video';
  const withText = on.text && !p.story.explain;
  const master = p.data?.hls && (withText ? p.data.hls.withText : p.data.hls.withoutText);
  // the HLS ladder first, the MP4 behind it for a browser that plays neither HLS nor Media Source Extensions
  const mp4 = p.data ? (withText ? p.data.withText : p.data.withoutText) : [];
  const sources = master ? [{ url: master, mimeType: HLS_MIME_TYPE }, ...mp4] : mp4;
  const load = p.data ? { sources, subtitles: p.story.explain && on.text ? p.data.subtitles : null, medium: `${p.medium}-${p.data.id}` } : null;

  const playerRef = useRef<ReturnType<typeof useVideoJs>['player']>(null);
  const tracking = useTracking({
    boardstoryId: p.story.id,
    accessCode: p.accessCode,
    enabled: isFull && !!p.data,
    currentTime: () => playerRef.current?.currentTime() ?? 0,
  });
  // a pupil's turn for the teacher's class results: the same playback, reported without naming anybody
  const turn = useTurnReporting({
    boardstoryId: p.story.id,
    accessCode: p.accessCode,
    enabled: isFull && !!p.data,
    currentTime: () => playerRef.current?.currentTime() ?? 0,
  });
  const pause = () => playerRef.current?.pause();
  const gamesOn = isFull && p.toggles.games && !IS_IOS_PHONE;
  const cues = useGameCues({ games: p.games, gamesOn, autoplay: on.autoplay, pauseCuepoints: p.data?.pauseCuepoints ?? [], pause });

  const { host, player, play } = useVideoJs(load, {
    onPlay: () => (setState((s) => ({ ...s, playing: true })), tracking.onPlay(), turn.onPlay()),
    onPause: () => (setState((s) => ({ ...s, playing: false })), tracking.onPause(), turn.onPause()),
    onTime: (t, d, seeking) => {
      setState((s) => ({ ...s, currentTime: t, duration: d || s.duration }));
      tracking.onTime(t);
      turn.onTime(t);
      // a replayed word or sentence is listening, not going on in the story: no game or pause cue cuts it off
      if (!readAlong.replaying()) cues.onTime(t, seeking);
    },
    onSeeking: cues.onSeeking,
    onEnded: () => (tracking.onEnded(), turn.onEnded(), cues.onEnded()),
    onError: () => setState((s) => ({ ...s, error: true, playing: false })),
    onAspect: (ratio) => setAspect(ratio.replace(':', ' / ')),
  });
  useEffect(() => {
    playerRef.current = player;
  }, [player]);
  const variant = withText ? 'text' : 'notext';
  const resume = useResume({ player, boardstoryId: p.story.id, variant, enabled: isFull && !!p.data, accessCode: p.accessCode, games: p.games });
  const after = useAfterStory({
    player,
    games: p.games,
    gamesOn: gamesOn && !!p.GameLayer,
    accessCode: p.accessCode,
    isAdmin: p.isAdmin,
    start: cues.start,
    frame,
  });
  const readAlong = useReadAlong({ player, track: p.data?.readAlong ?? null, textAllowed: p.allowed.text });

  const { reset } = cues;
  useEffect(() => {
    setState({ playing: false, currentTime: 0, duration: p.data?.duration ?? 0, error: false });
    reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new medium starts over
  }, [p.medium, p.data?.id, reset, setState]);

  useEffect(() => {
    player?.muted(!on.sound);
  }, [player, on.sound]);

  useEffect(() => {
    const onChange = () => {
      const isFullscreen = document.fullscreenElement === frame.current;
      setFullscreen(isFullscreen);
      if (isFullscreen) onEnterFullscreen();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [setFullscreen, onEnterFullscreen]);

  const togglePlay = () => {
    if (p.blocked || !p.data) return p.onBlockedPlay();
    if (!player || player.paused()) play();
    else pause();
  };
  // the stand-in's focused play button made way for the player: a press on it started the story, and the keys go on
  // in the picture; a button only focused becomes the player's own play button, where Enter plays
  useLayoutEffect(() => {
    if (!takeHandedOverFocus()) return;
    const playButton = frame.current?.querySelector<HTMLButtonElement>('.player-play:not(:disabled)');
    (p.autoPlay ? frame.current : (playButton ?? frame.current))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the player replaces the stand-in
  }, []);
  // a press on the teaser's play button counts once the picture can play (or refuses, as a press on play would)
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (!p.autoPlay || autoPlayed.current || !player || (!p.data && !p.blocked) || resume.pending) return;
    autoPlayed.current = true;
    // a stored position asks first ("Weiter ab", which then has the focus)
    if (resume.offer) return;
    // the pressed teaser button is gone: a keyboard user goes on from the picture (space, arrows), not the page top
    if (document.activeElement === document.body) frame.current?.focus();
    togglePlay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when player and medium are there
  }, [p.autoPlay, player, p.data, p.blocked, resume.pending]);
  const jump = (action: 'back' | 'forward') =>
    player?.currentTime(seekTarget(action, player.currentTime() ?? 0, p.data?.seekPoints ?? [], player.duration() ?? 0));
  // a quiz, a search game or the after-story panel over the picture: the story underneath neither plays nor seeks
  const gameOver = cues.active?.gameType === 'quiz' || cues.active?.gameType === 'search' || after.open;
  const onKeyDown = (e: KeyboardEvent) => {
    const action = keyAction(e.key);
    if (!action || e.defaultPrevented || gameOver) return;
    const target = e.target as HTMLElement;
    // The keys work wherever the focus is in the player, so also right after a click on play (the focus then on its
    // button). Space still presses a focused button; the seek bar and the selects keep their arrows and space (the
    // read-along's words handle their arrows themselves, defaultPrevented).
    const own = target.tagName === 'BUTTON' ? e.key === ' ' || e.key === 'Spacebar' : INTERACTIVE.has(target.tagName) && e.key !== 'Escape' && e.key !== 'F5';
    if (own) return;
    e.preventDefault();
    if (action === 'togglePlay') togglePlay();
    else jump(action);
  };

  const onGames = () => {
    if (!IS_IOS_PHONE) return p.onToggles({ ...p.toggles, games: !p.toggles.games });
    const id = open({
      label: 'Spiele',
      render: () => (
        <div className="confirm-modal">
          <p>{playerTexts.appOnly}</p>
          <a className="button" href={APP_STORE_URL} target="_blank" rel="noreferrer" onClick={() => close(id)}>
            {playerTexts.appStore}
          </a>
        </div>
      ),
    });
  };

  // the teacher's "Spieleübersicht" over a game's screen too: the game gives way to the overview (its screen and the
  // panel share the picture, and the panel waited for a game that only the pupil would end)
  const showPanel = after.show && (() => (cues.close(), after.show?.()));

  const GameLayer = p.GameLayer;
  const picture = (
    <div className="player-picture" style={{ aspectRatio: aspect }}>
      <div ref={host} className="player-host" onClick={cues.active && cues.active.gameType !== 'impulse' ? undefined : togglePlay} />
      {resume.offer && <ResumeOffer seconds={resume.offer.seconds} focus={p.autoPlay} onResume={resume.accept} onRestart={resume.restart} />}
      {(cues.active || after.open) && GameLayer && (
        <Suspense fallback={null}>
          <GameLayer
            game={cues.active}
            panel={after.open ? after.panel : undefined}
            muted={!on.sound}
            onPause={pause}
            onDone={() => {
              const game = cues.active;
              cues.close();
              if (!after.backToPanel() && game && game.position !== -1) play();
            }}
          />
        </Suspense>
      )}
      {(state.error || p.loadFailed) && (
        <div className="player-error">
          <svg viewBox="0 0 24 24" width="64" height="64" role="img" aria-label={playerTexts.videoError}>
            <circle cx="12" cy="12" r="11" fill="#c92a2a" />
            <path d="M12 6v8M12 17v1" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </div>
      )}
    </div>
  );

  return (
    <div
      ref={frame}
      className={`player-frame${fullscreen && !idle.visible ? ' controls-hidden' : ''}`}
      style={{ '--player-aspect': aspect } as CSSProperties}
      tabIndex={0}
      role="group"
      aria-label={p.medium === 'trailer' ? 'Trailer' : 'Ganze Boardstory'}
      onKeyDown={onKeyDown}
      onMouseMove={idle.onActivity}
    >
      {p.isAdmin ? <AdminCoordinates>{picture}</AdminCoordinates> : picture}
      {readAlong.on &&
        // the text already in the picture (a story saved with text only, offline): the sentence would show twice
        (on.text ? (
          <p className="read-along read-along--status" role="status">
            {playerTexts.readAlongTextInPicture}
          </p>
        ) : (
          <ReadAlongPanel readAlong={readAlong} gameOpen={gameOver} />
        ))}
      <PlayerControls
        playing={state.playing}
        currentTime={state.currentTime}
        duration={state.duration}
        toggles={p.toggles}
        allowed={p.allowed}
        explain={p.story.explain}
        showGames={p.showGames && isFull}
        fullscreen={fullscreen}
        disabled={!p.data && !p.blocked}
        onPlayPause={togglePlay}
        onSeek={(s) => player?.currentTime(s)}
        onToggle={(key) => p.onToggles({ ...p.toggles, [key]: !p.toggles[key] })}
        onGames={onGames}
        onGamesPanel={showPanel}
        onFullscreen={() => (document.fullscreenElement ? void document.exitFullscreen() : void frame.current?.requestFullscreen?.())}
        readAlongToggle={<ReadAlongToggle readAlong={readAlong} />}
      >
        <SpeedControl readAlong={readAlong} />
      </PlayerControls>
    </div>
  );
}
