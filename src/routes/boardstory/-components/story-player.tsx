import { lazy, Suspense, useState } from 'react';
import { StoryTeaser } from '../../../features/boardstories/components/story/story-teaser';
import type { BoardstoryPlayerProps } from '../../../features/player/components/boardstory-player';
import { playerTexts } from '../../../features/player/player-texts';
import { useIdle, useSomeoneThere } from '../../../lib/when-idle';

// two chunks beside the story page: video.js with the player, and the games, which only stories with games load
const BoardstoryPlayer = lazy(() =>
  import('../../../features/player/components/boardstory-player').then((m) => ({ default: m.BoardstoryPlayer })),
);
const GameLayer = lazy(() => import('../../../features/games/components/game-layer'));

/**
 * The story page's player slot: the lazily loaded player, wired to the lazily loaded games. Its chunk (video.js,
 * 69 KB) and its set-up cost a slow tablet a third of a second of a blocked page; they come once the page has
 * painted and someone is there to watch (or at once when the teaser's play button is pressed, and the video then
 * starts by itself). Until then the teaser stands in with the player's geometry and play button.
 */
export function StoryPlayer(props: Omit<BoardstoryPlayerProps, 'GameLayer' | 'autoPlay'>) {
  const idle = useIdle();
  const there = useSomeoneThere();
  const [playPressed, setPlayPressed] = useState(false);
  const teaser = <StoryTeaser story={props.story} label={`${playerTexts.playerLabel}: ${props.story.title}`} onPlay={() => setPlayPressed(true)} />;
  if (!playPressed && !(idle && there)) return teaser;
  return (
    <Suspense fallback={teaser}>
      <BoardstoryPlayer {...props} GameLayer={GameLayer} autoPlay={playPressed} />
    </Suspense>
  );
}
