import { lazy, Suspense, type ReactNode } from 'react';
import type { BoardstoryPlayerProps } from '../../../features/player/components/boardstory-player';

// two chunks beside the story page: video.js with the player, and the games, which only stories with games load
const BoardstoryPlayer = lazy(() =>
  import('../../../features/player/components/boardstory-player').then((m) => ({ default: m.BoardstoryPlayer })),
);
const GameLayer = lazy(() => import('../../../features/games/components/game-layer'));

/** The story page's player slot: the lazily loaded player, wired to the lazily loaded games. */
export function StoryPlayer({ fallback, ...props }: Omit<BoardstoryPlayerProps, 'GameLayer'> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <BoardstoryPlayer {...props} GameLayer={GameLayer} />
    </Suspense>
  );
}
