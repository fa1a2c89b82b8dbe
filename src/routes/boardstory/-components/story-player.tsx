import { lazy, Suspense, type ReactNode } from 'react';
import type { BoardstoryPlayerProps } from '../../../features/player/components/boardstory-player';
import { useIdle } from '../../../lib/when-idle';

// two chunks beside the story page: video.js with the player, and the games, which only stories with games load
const BoardstoryPlayer = lazy(() =>
  import('../../../features/player/components/boardstory-player').then((m) => ({ default: m.BoardstoryPlayer })),
);
const GameLayer = lazy(() => import('../../../features/games/components/game-layer'));

/**
 * The story page's player slot: the lazily loaded player, wired to the lazily loaded games. Its chunk (video.js,
 * 69 KB) is asked for once the page has painted: asked at the first render, it was on the first picture's
 * critical path (Lighthouse counted it into the teaser's LCP); until then the teaser stands in with the
 * player's geometry.
 */
export function StoryPlayer({ fallback, ...props }: Omit<BoardstoryPlayerProps, 'GameLayer'> & { fallback: ReactNode }) {
  if (!useIdle()) return fallback;
  return (
    <Suspense fallback={fallback}>
      <BoardstoryPlayer {...props} GameLayer={GameLayer} />
    </Suspense>
  );
}
