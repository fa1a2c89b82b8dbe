import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReadAlongCue } from '../../../shared/domain/webvtt';
import { nextChange, positionAt, samePosition, type ReadAlongPosition } from './read-along-position';

/**
 * A replay of a word or sentence pauses this much before its end: the next word's sound starts at the end, and a
 * pause lands a few ms after it is asked for.
 */
const STOP_MARGIN = 0.03;
/** A replay the viewer has left (a seek more than this far from its start) no longer pauses anything. */
const LEFT_BY = 0.25;
const MEDIA_EVENTS = ['timeupdate', 'seeked', 'pause', 'play', 'playing', 'ratechange', 'loadedmetadata'] as const;

type Replay = { from: number; stopAt: number };

/** The element is video.js's, not React state: moving its time is a command to it. */
function playFrom(video: HTMLVideoElement, from: number) {
  video.currentTime = from;
  return video.play();
}

/** Pauses at `at` (see playFrom); answers the time now shown. */
function pauseAt(video: HTMLVideoElement, at: number) {
  video.pause();
  video.currentTime = at;
  return at;
}

/**
 * The spoken word, following the video's clock: while it plays, each frame the page paints reads the time first
 * (requestAnimationFrame), so no painted frame shows a word that has ended, even when a busy tablet runs a timer
 * late; a timer on the next word's start keeps the clock exact between paints (and times a replay's stop). Seeking,
 * pausing and a new source of the same video (the text switch) all arrive as media events. `replay` plays a
 * stretch and pauses at its end, timed the same way.
 */
export function useReadAlongClock(video: HTMLVideoElement | null, cues: ReadAlongCue[] | null) {
  const [position, setPosition] = useState<ReadAlongPosition | null>(null);
  const replayRef = useRef<Replay | null>(null);
  const shown = useRef<ReadAlongPosition | null>(null);

  useEffect(() => {
    if (!video || !cues) return;
    let timer: number | undefined;
    let frame: number | undefined;
    const update = (fromEffect = false) => {
      window.clearTimeout(timer);
      // while a new source loads its time reads 0 until use-video-js resumes it: keep the word until then
      if (video.readyState < HTMLMediaElement.HAVE_METADATA) return;
      let t = video.currentTime;
      const replay = replayRef.current;
      if (replay && video.paused) replayRef.current = null;
      else if (replay && t >= replay.stopAt) {
        replayRef.current = null;
        // A busy tablet's timer may fire after the end, when the next word has begun: back to the end, so the
        // replayed word stays the one shown. (A seek away drops the replay instead: onSeeking.)
        if (t > replay.stopAt + STOP_MARGIN) t = pauseAt(video, replay.stopAt);
        else video.pause();
      }
      const next = positionAt(cues, t);
      if (!samePosition(shown.current, next)) {
        shown.current = next;
        // committed at once, not on React's next task, so the word lights up in the frame its sound starts
        // (not while the effect itself runs: React refuses a flush there)
        if (fromEffect) setPosition(next);
        else flushSync(() => setPosition(next));
      }
      if (video.paused) return;
      frame ??= requestAnimationFrame(onFrame);
      const due = Math.min(nextChange(cues, t) ?? Infinity, replayRef.current?.stopAt ?? Infinity);
      if (due === Infinity) return;
      timer = window.setTimeout(tick, ((due - t) / (video.playbackRate || 1)) * 1000);
    };
    const tick = () => update();
    // the replay's own seek goes to its start; any other seek is the viewer leaving it
    const onSeeking = () => {
      const replay = replayRef.current;
      if (replay && Math.abs(video.currentTime - replay.from) > LEFT_BY) replayRef.current = null;
    };
    video.addEventListener('seeking', onSeeking);
    function onFrame() {
      frame = undefined;
      update();
    }
    for (const type of MEDIA_EVENTS) video.addEventListener(type, tick);
    update(true);
    return () => {
      window.clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      for (const type of MEDIA_EVENTS) video.removeEventListener(type, tick);
      video.removeEventListener('seeking', onSeeking);
      replayRef.current = null;
    };
  }, [video, cues]);

  /** Plays from `from` and pauses just before `to` (a word: its start and end; a sentence: the cue's). */
  const replay = (from: number, to: number) => {
    if (!video) return;
    replayRef.current = { from, stopAt: Math.max(from + (to - from) / 2, to - STOP_MARGIN) };
    void playFrom(video, from).catch(() => (replayRef.current = null));
  };

  return { position, replay, replaying: () => replayRef.current !== null };
}
