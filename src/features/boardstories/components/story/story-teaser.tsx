import { STORY_TEASER_SIZES } from '../../../../shared/domain/images';
import type { Boardstory } from '../../../../shared/schemas/boardstories';
import { FALLBACK_IMAGE, Image } from '../../../../ui/image';

/**
 * The story's first teaser picture in the player's 4:3 frame, with room for the controls and the media buttons
 * below it: what the page shows while the player's chunk (video.js) loads. The room is the player's own
 * (player.css), so the text below does not jump down when the player arrives.
 */
export function StoryTeaser({ story }: { story: Boardstory }) {
  return (
    <div className="story-teaser-frame">
      <div className="story-teaser">
        {story.image ? (
          // the page's largest paint: the server's HTML preloads the same rendition (src/server/site/shell.ts)
          <Image path={story.image} alt={`Titelbild „${story.title}“`} sizes={STORY_TEASER_SIZES} loading="eager" fetchPriority="high" />
        ) : (
          <img src={FALLBACK_IMAGE} alt="" />
        )}
      </div>
      <div className="story-teaser-frame__controls" aria-hidden="true" />
      <div className="story-teaser-frame__media" aria-hidden="true" />
    </div>
  );
}
