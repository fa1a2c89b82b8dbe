import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetPupil } from '../access-codes/access-codes.public';
import { idleLimit } from '../../shared/domain/class-tablet';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * A pupil's turn on a class tablet. It ends on "Fertig", a minute after the story's video ended, or after five
 * minutes without a touch, click or key while no video plays: the start screen comes back and nothing of the pupil stays in memory
 * (features/access-codes/pupil-session.ts). `turn` changes with each end, so the caller can remount the page (a half-typed code).
 * Leaving a story any other way (the back button, a link the class-mode guard turns into /klasse) ends it too.
 */
export function usePupilTurn(active: boolean, pathname: string) {
  const router = useRouter();
  const [turn, setTurn] = useState(0);
  const lastInput = useRef(0);
  const videoEnded = useRef(false);

  const end = useCallback(async () => {
    await router.navigate({ to: '/klasse', replace: true });
    // after the story page is gone, so that nothing it writes while unmounting survives
    forgetPupil();
    videoEnded.current = false;
    lastInput.current = Date.now();
    setTurn((t) => t + 1);
  }, [router]);

  const inStory = pathname.startsWith('/boardstory/');
  const wasInStory = useRef(inStory);
  useEffect(() => {
    if (wasInStory.current && !inStory) forgetPupil();
    wasInStory.current = inStory;
  }, [inStory]);

  useEffect(() => {
    if (!active) return;
    // the clock starts when a pupil's page shows, not when the teacher set the tablet up
    lastInput.current = Date.now();
    const onInput = () => (lastInput.current = Date.now());
    // media events do not bubble; on the document in the capture phase they are heard from any player
    const onEnded = (e: Event) => {
      if (e.target instanceof HTMLVideoElement) {
        videoEnded.current = true;
        lastInput.current = Date.now();
      }
    };
    const onPlay = () => (videoEnded.current = false);
    for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true, passive: true });
    document.addEventListener('ended', onEnded, true);
    document.addEventListener('play', onPlay, true);
    const timer = setInterval(() => {
      // a pupil watching a long story touches nothing and is still there
      if ([...document.querySelectorAll('video')].some((v) => !v.paused && !v.ended)) lastInput.current = Date.now();
      if (Date.now() - lastInput.current >= idleLimit(videoEnded.current)) void end();
    }, 1000);
    return () => {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, { capture: true });
      document.removeEventListener('ended', onEnded, true);
      document.removeEventListener('play', onPlay, true);
      clearInterval(timer);
    };
  }, [active, end]);

  return { turn, end };
}
