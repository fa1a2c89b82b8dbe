import { lazy, useEffect, useState } from 'react';
import type { BoardstoryPlayerProps } from '../../../features/player/components/boardstory-player';
import { PlayerStandIn } from '../../../features/player/components/player-stand-in';
import { useIdle, useSomeoneThere } from '../../../lib/use-idle';

// two chunks beside the story page: video.js with the player, and the games, which only stories with games load
type PlayerModule = typeof import('../../../features/player/components/boardstory-player');
let playerModule: PlayerModule | null = null;
const loadPlayer = () => import('../../../features/player/components/boardstory-player').then((m) => (playerModule = m));
const GameLayer = lazy(() => import('../../../features/games/components/game-layer'));

/**
 * The story page's player slot: the player, wired to the lazily loaded games. Its chunk (video.js, 69 KB) and its
 * set-up cost a slow tablet a third of a second of a blocked page; they come once the page has painted and
 * someone is there to watch (or at once when the teaser's play button is pressed, and the video then starts by
 * itself). Until the chunk is there the stand-in shows the teaser picture with the player's controls and play button,
 * the same element all along: a button swapped for a loading state between a key's press and its click lost the click.
 */
export function StoryPlayer(props: Omit<BoardstoryPlayerProps, 'GameLayer' | 'autoPlay'>) {
  const idle = useIdle();
  const there = useSomeoneThere();
  const [playPressed, setPlayPressed] = useState(false);
  const wanted = playPressed || (idle && there);
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (wanted && !playerModule) void loadPlayer().then(() => setLoaded(true), setFailed);
  }, [wanted]);
  // as a lazy component would: a chunk that cannot be loaded is the route's error (offline: its offline page)
  if (failed) throw failed;
  if (!wanted || !playerModule) return <PlayerStandIn {...props} onPlay={() => setPlayPressed(true)} />;
  const { BoardstoryPlayer } = playerModule;
  return <BoardstoryPlayer {...props} GameLayer={GameLayer} autoPlay={playPressed} />;
}
