import { lazy, Suspense } from 'react';
import type { BoardstoryPlayerProps } from '../../../features/player/components/boardstory-player';

// two chunks beside the story page: video.js with the player, and the games, which only stories with games load
const BoardstoryPlayer = lazy(() =>
  import('../../../features/player/components/boardstory-player').then((m) => ({ default: m.BoardstoryPlayer })),
);
const GameLayer = lazy(() => import('../../../features/games/components/game-layer'));

/** The story page's player slot: the lazily loaded player, wired to the lazily loaded games. */
export function StoryPlayer(props: Omit<BoardstoryPlayerProps, 'GameLayer'>) {
  return (
    <Suspense fallback={<div style={{ aspectRatio: '4 / 3', background: '#111', borderRadius: 12 }} aria-busy="true" aria-label="Videoplayer wird geladen" />}>
      <BoardstoryPlayer {...props} GameLayer={GameLayer} />
    </Suspense>
  );
}
