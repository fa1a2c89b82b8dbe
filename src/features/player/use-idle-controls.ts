import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTROLS_HIDE_FIRST_MS, CONTROLS_HIDE_MS } from '../../shared/domain/playback';

/**
 * In fullscreen the controls hide after 1.3 s without a mouse move, 2.5 s the first time (see
 * docs/stories-and-player.md#player).
 */
export function useIdleControls(fullscreen: boolean) {
  const [hidden, setHidden] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastPointer = useRef('');

  const showFor = useCallback((ms: number) => {
    setHidden(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHidden(true), ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    visible: !fullscreen || !hidden,
    /** call when fullscreen starts: the first, longer wait */
    onEnter: useCallback(() => showFor(CONTROLS_HIDE_FIRST_MS), [showFor]),
    /** a mouse move; the browser also sends one without movement when the layout changes, which does not count */
    onActivity: useCallback(
      (e: { clientX: number; clientY: number }) => {
        const at = `${e.clientX},${e.clientY}`;
        if (at === lastPointer.current) return;
        lastPointer.current = at;
        if (fullscreen) showFor(CONTROLS_HIDE_MS);
      },
      [fullscreen, showFor],
    ),
  };
}
