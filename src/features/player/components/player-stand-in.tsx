import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef, type PointerEvent } from 'react';
import { STORY_TEASER_SIZES } from '../../../shared/domain/images';
import type { Boardstory } from '../../../shared/schemas/boardstories';
import { PlayIcon } from '../../../ui/icons';
import { FALLBACK_IMAGE, Image } from '../../../ui/image';
import { DEFAULT_PREFS } from '../read-along/read-along-prefs';
import { ReadAlongToggle, SpeedControl } from '../read-along/read-along-controls';
import { playerTogglesAtom } from '../player.atoms';
import { usePlayerRights } from '../player-rights';
import { playerTexts } from '../player-texts';
import { handOverFocus, takeHandedOverFocus } from '../stand-in-focus';
import { MediaButtons } from './media-buttons';
import { PlayerControls } from './player-controls';
import { TigerFrame } from './tiger-frame';
import '../player.css';

type Props = { story: Boardstory; accessCode?: string; codeToken?: string; onPlay: () => void };

const nothing = () => {};

/**
 * What the story page shows until the player (video.js) is there: the story's first teaser picture with the
 * player's play button, under it the control bar and the media buttons the player will have for this viewer
 * (usePlayerRights, the story's games and read-along track), still and out of reach. Laid out by the player's own
 * rules, it has the player's height at every width, so the text below does not move when the player arrives.
 * Its play button is the player's, by name and place: pressed, the player loads and starts at once.
 */
export function PlayerStandIn({ story, accessCode, codeToken, onPlay }: Props) {
  const rights = usePlayerRights(story, accessCode, codeToken);
  const toggles = useAtomValue(playerTogglesAtom);
  const choice = rights.firstChoice;
  const medium = choice === 'tigerCreation' ? null : choice;
  const full = medium === 'video';
  const readAlong = { available: full && story.readAlong && rights.allowed.text, on: false, prefs: DEFAULT_PREFS, setPrefs: nothing };
  // on the press itself, not the click: the player may arrive between the press and the release
  const onPointerDown = (e: PointerEvent) => e.button === 0 && onPlay();
  // the focus stays on "Abspielen" while one stand-in replaces the other (layout effects run before the old one's removal)
  const playButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = playButton.current;
    if (takeHandedOverFocus()) button?.focus();
    return () => handOverFocus(button);
  }, []);
  return (
    <section className="boardstory-player" aria-label={`${playerTexts.playerLabel}: ${story.title}`}>
      {/* the selected tiger creation's frame, as the player draws it; a press loads the player, which then opens it on a click */}
      {choice === 'tigerCreation' ? (
        <TigerFrame story={story} onOpen={onPlay} />
      ) : (
        <div className="player-frame">
          <div className="player-picture player-stand-in">
            {story.image ? (
              // the page's largest paint: the server's HTML preloads the same rendition (src/server/site/shell.ts)
              <Image path={story.image} alt={`Titelbild „${story.title}“`} sizes={STORY_TEASER_SIZES} loading="eager" fetchPriority="high" />
            ) : (
              <img src={FALLBACK_IMAGE} alt="" />
            )}
            <button ref={playButton} type="button" className="player-stand-in__play" aria-label="Abspielen" onPointerDown={onPointerDown} onClick={onPlay}>
              <PlayIcon />
            </button>
          </div>
          {/* with nothing to play the player says so in the picture's place and has no control bar */}
          {medium && (
            <div className="player-stand-in__still" aria-hidden="true" inert>
              <PlayerControls
                playing={false}
                currentTime={0}
                duration={0}
                toggles={toggles}
                allowed={rights.allowed}
                explain={story.explain}
                showGames={rights.wantsGames && full}
                fullscreen={false}
                disabled
                onPlayPause={nothing}
                onSeek={nothing}
                onToggle={nothing}
                onGames={nothing}
                onGamesPanel={rights.teacher && rights.wantsGames && full && toggles.games ? nothing : undefined}
                onFullscreen={nothing}
                readAlongToggle={<ReadAlongToggle readAlong={readAlong} />}
              >
                <SpeedControl readAlong={readAlong} />
              </PlayerControls>
            </div>
          )}
        </div>
      )}
      <div className="player-stand-in__still" aria-hidden="true" inert>
        <MediaButtons choice={choice} available={rights.available} onTiger={nothing} onVideo={nothing} onTrailer={nothing} />
      </div>
    </section>
  );
}
