import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import videojs from 'video.js/core.es.js';
import type Player from 'video.js/dist/types/player';
import { CLIMB_BUFFER_SECONDS } from '../../shared/domain/adaptive-streaming';
import { DEFAULT_ASPECT, resumeAt } from '../../shared/domain/playback';
import { HLS_MIME_TYPE, type VideoSource } from '../../shared/schemas/playback';

/**
 * VHS, video.js' own HLS engine, registers itself with the video.js it imports (vite.config.ts points that at
 * the core this hook uses). Loaded only for a source list with an HLS master: a story without a ladder, and every
 * trailer, plays its MP4 without the engine's weight.
 */
let vhs: Promise<unknown> | null = null;
const loadVhs = () =>
  (vhs ??= import('@videojs/http-streaming').then((module) => {
    // a class climbs only with a buffer that rides out a climb the shared line cannot carry (shared/domain/adaptive-streaming.ts);
    // VHS' configuration is global, and it logs a warning once for setting it
    module.Vhs.BUFFER_LOW_WATER_LINE = CLIMB_BUFFER_SECONDS;
    return module;
  }));

/**
 * Start at the lowest rendition and climb with the measured bandwidth: thirty tablets starting a story together on
 * one school line each get a small first segment (docs/stories-and-player.md#adaptive-streaming). No estimate from
 * an earlier visit: a tablet alone at home measured a line the class now shares. Renditions are limited to the
 * player's size in device pixels, so a tablet never fetches the whiteboard's 1080p and the whiteboard gets it.
 */
const VHS_OPTIONS = { enableLowInitialPlaylist: true, useBandwidthFromLocalStorage: false, limitRenditionByPlayerDimensions: true, useDevicePixelRatio: true };

/** `medium` names what is loaded: a new source list of the same medium (the text toggle) resumes. */
type VideoLoad = { sources: VideoSource[]; subtitles: string | null; medium: string };
type VideoEvents = {
  onPlay: () => void;
  onPause: () => void;
  /** `seeking`: reported while a seek was under way */
  onTime: (seconds: number, duration: number, seeking: boolean) => void;
  onSeeking: () => void;
  onEnded: () => void;
  onError: () => void;
  onAspect: (ratio: string) => void;
};

/**
 * video.js on a <video> made here, not by React (video.js replaces the element, which React must not own).
 * video.js only plays: the controls are our own, in German, with the spec's greyed states. A new load
 * of the same medium (the text or subtitle toggle) resumes at the same second, playing if it played.
 */
export function useVideoJs(load: VideoLoad | null, events: VideoEvents) {
  const host = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<Player | null>(null);
  const handlers = useRef(events);
  useLayoutEffect(() => {
    handlers.current = events;
  });
  const lastMedium = useRef<string | null>(null);
  // "play" asked for before the player had its source: the load that follows plays (a key pressed as the page came)
  const playWanted = useRef(false);

  useEffect(() => {
    const video = document.createElement('video');
    video.className = 'player-video';
    video.crossOrigin = 'anonymous';
    video.setAttribute('playsinline', '');
    host.current!.appendChild(video);
    const p = videojs(video, {
      controls: false,
      bigPlayButton: false,
      loadingSpinner: false,
      errorDisplay: false,
      textTrackSettings: false,
      controlBar: false,
      aspectRatio: DEFAULT_ASPECT,
      fill: true,
      preload: 'metadata',
      // the browser draws subtitles itself, so no video.js stylesheet is needed
      html5: { nativeTextTracks: true, vhs: VHS_OPTIONS },
    });
    // the frame around it carries the German name; video.js would add an English "Video Player" region
    p.el().removeAttribute('role');
    p.el().removeAttribute('aria-label');
    p.on('play', () => handlers.current.onPlay());
    p.on('pause', () => handlers.current.onPause());
    p.on('timeupdate', () => handlers.current.onTime(p.currentTime() ?? 0, p.duration() ?? 0, p.seeking()));
    p.on('seeking', () => handlers.current.onSeeking());
    p.on('ended', () => handlers.current.onEnded());
    p.on('error', () => handlers.current.onError());
    p.on('loadedmetadata', () => {
      const w = p.videoWidth();
      const h = p.videoHeight();
      if (w && h) handlers.current.onAspect(`${w}:${h}`);
    });
    setPlayer(p);
    return () => {
      setPlayer(null);
      p.dispose();
    };
  }, []);

  const sourcesKey = load ? JSON.stringify([load.medium, load.sources.map((s) => s.url), load.subtitles]) : '';
  useEffect(() => {
    if (!player || !load) return;
    let current = true;
    const start = () => current && loadInto(player, load, lastMedium, playWanted);
    if (load.sources.some((s) => s.mimeType === HLS_MIME_TYPE)) void loadVhs().then(start, start);
    else start();
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new load is a new source list, not a new object
  }, [player, sourcesKey]);

  /** Plays, or, while the player has no source yet, once its source is there. */
  const play = useCallback(() => {
    if (!player || !player.currentSrc()) playWanted.current = true;
    else void player.play()?.catch(() => {});
  }, [player]);

  return { host, player, play };
}

/**
 * Gives the player the load's sources and subtitles; the same medium again resumes where it was, playing if it played.
 * A play asked for just before (a new source list that came right after a press on play) is not lost to the new load.
 */
function loadInto(player: Player, load: VideoLoad, lastMedium: { current: string | null }, playWanted: { current: boolean }) {
  const at = player.currentTime() ?? 0;
  const wasPlaying = !player.paused();
  const wanted = playWanted.current;
  playWanted.current = false;
  player.src(load.sources.map((s) => ({ src: s.url, type: s.mimeType })));
  for (const track of Array.from(player.remoteTextTracks() as unknown as ArrayLike<TextTrack>)) player.removeRemoteTextTrack(track as never);
  if (load.subtitles) player.addRemoteTextTrack({ kind: 'subtitles', src: load.subtitles, srclang: 'de', label: 'Deutsch', default: true }, false);
  const resume = lastMedium.current === load.medium;
  lastMedium.current = load.medium;
  if (resume && at > 0) {
    player.one('loadedmetadata', () => {
      player.currentTime(resumeAt(at, player.duration() ?? 0));
      if (wasPlaying || wanted) void player.play()?.catch(() => {});
    });
  } else if (wanted || (resume && wasPlaying)) {
    void player.play()?.catch(() => {});
  }
}
