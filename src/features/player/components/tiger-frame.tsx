import { STORY_TEASER_SIZES } from '../../../shared/domain/images';
import type { Boardstory } from '../../../shared/schemas/boardstories';
import { FALLBACK_IMAGE, Image } from '../../../ui/image';

type Props = { story: Boardstory; onOpen: () => void };

/**
 * The picture's place while the tiger creation is selected (the first in the spec's priority): the story's picture
 * and a button that opens the creation in its own window. Nothing opens by itself: a browser allows a new window
 * only on the viewer's click.
 */
export function TigerFrame({ story, onOpen }: Props) {
  return (
    <div className="player-frame">
      <div className="player-picture player-stand-in">
        {story.image ? (
          <Image path={story.image} alt={`Titelbild „${story.title}“`} sizes={STORY_TEASER_SIZES} loading="eager" fetchPriority="high" />
        ) : (
          <img src={FALLBACK_IMAGE} alt="" />
        )}
        <button type="button" className="player-tiger-open" onClick={onOpen}>
          Tigerkreation öffnen
          <span className="visually-hidden"> (öffnet ein neues Fenster)</span>
        </button>
      </div>
    </div>
  );
}
