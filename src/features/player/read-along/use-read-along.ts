import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import type Player from 'video.js/dist/types/player';
import { readAlongPrefsAtom } from '../player.atoms';
import { readAlongQuery } from './read-along.queries';
import { useReadAlongClock } from './use-read-along-clock';

/** The rate for this and every later source of the element (a load starts at defaultPlaybackRate), pitch kept. */
function setSpeed(video: HTMLVideoElement, speed: number) {
  video.defaultPlaybackRate = speed;
  video.playbackRate = speed;
  video.preservesPitch = true;
}

type Options = {
  player: Player | null;
  /** the story's read-along track (VideoData.readAlong), null without one */
  track: string | null;
  /** false where the pupil's code switched text off: then read-along is off and its toggle absent */
  textAllowed: boolean;
};

/**
 * Read-along and speed for the video stage (see docs/stories-and-player.md#read-along). The track belongs to the
 * story, not to the variant: the viewer's own text switch leaves it on.
 */
export function useReadAlong({ player, track, textAllowed }: Options) {
  const [prefs, setPrefs] = useAtom(readAlongPrefsAtom);
  const video = useMemo(() => player?.el().querySelector('video') ?? null, [player]);
  const available = track !== null && textAllowed;
  const on = available && prefs.on;
  const cues = useQuery({ ...readAlongQuery(on ? track : null) });
  const clock = useReadAlongClock(on ? video : null, cues.data ?? null);

  // set again when a source loads (the text switch, another medium), in case a player resets the rate
  useEffect(() => {
    if (!video) return;
    const apply = () => setSpeed(video, prefs.speed);
    apply();
    video.addEventListener('loadstart', apply);
    video.addEventListener('loadedmetadata', apply);
    return () => {
      video.removeEventListener('loadstart', apply);
      video.removeEventListener('loadedmetadata', apply);
    };
  }, [video, prefs.speed]);

  // the readable font is a file of its own, fetched only once someone chooses it (the first load stays as it was)
  const wantsFont = on && prefs.font === 'hyperlegible';
  useEffect(() => {
    if (wantsFont) void import('@fontsource/atkinson-hyperlegible/latin-400.css');
  }, [wantsFont]);

  return { available, on, prefs, setPrefs, cues: cues.data ?? null, failed: cues.isError, ...clock };
}

export type ReadAlong = ReturnType<typeof useReadAlong>;
