import type { Boardstory } from '../../../../shared/schemas/boardstories';
import { FALLBACK_IMAGE, Image } from '../../../../ui/image';

/** The story's first teaser picture in the player's 4:3 frame: what the page shows where no player is loaded. */
export function StoryTeaser({ story }: { story: Boardstory }) {
  return (
    <div className="story-teaser">
      {story.image ? (
        <Image path={story.image} alt={`Titelbild „${story.title}“`} sizes="(min-width: 1180px) 1180px, 100vw" loading="eager" />
      ) : (
        <img src={FALLBACK_IMAGE} alt="" />
      )}
    </div>
  );
}
