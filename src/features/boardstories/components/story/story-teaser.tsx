import type { PointerEvent } from 'react';
import { STORY_TEASER_SIZES } from '../../../../shared/domain/images';
import type { Boardstory } from '../../../../shared/schemas/boardstories';
import { PlayIcon } from '../../../../ui/icons';
import { FALLBACK_IMAGE, Image } from '../../../../ui/image';

/**
 * The story's first teaser picture in the player's 4:3 frame, with room for the controls and the media buttons
 * below it: what the page shows until the player (video.js) is there. The room is the player's own
 * (player.css), so the text below does not jump down when the player arrives. Its play button is the
 * player's, by name and place: pressed, the player loads and starts at once.
 */
export function StoryTeaser({ story, label, onPlay }: { story: Boardstory; label: string; onPlay: () => void }) {
  // on the press itself, not the click: the player may arrive between the press and the release
  const onPointerDown = (e: PointerEvent) => e.button === 0 && onPlay();
  return (
    <section className="story-teaser-frame" aria-label={label}>
      <div className="story-teaser">
        {story.image ? (
          // the page's largest paint: the server's HTML preloads the same rendition (src/server/site/shell.ts)
          <Image path={story.image} alt={`Titelbild „${story.title}“`} sizes={STORY_TEASER_SIZES} loading="eager" fetchPriority="high" />
        ) : (
          <img src={FALLBACK_IMAGE} alt="" />
        )}
        <button type="button" className="story-teaser__play" aria-label="Abspielen" onPointerDown={onPointerDown} onClick={onPlay}>
          <PlayIcon />
        </button>
      </div>
      <div className="story-teaser-frame__controls" aria-hidden="true" />
      <div className="story-teaser-frame__media" aria-hidden="true" />
    </section>
  );
}
