import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { storyTexts } from '../../../../shared/domain/story-texts';
import { useIdle } from '../../../../lib/use-idle';
import { boardstoryQueries, firstImageByStory, idsWithTeaserImages } from '../../boardstories.queries';
import type { BoardstoryListItem, Image } from '../../../../shared/schemas/boardstories';
import { BoardstoryCard } from '../boardstory-card';

/**
 * "Kennen Sie schon diese Boardstories?": stories sharing the most tags; a failure is only logged (see
 * docs/stories-and-player.md#story-page).
 */
export function SimilarStories({ storyId }: { storyId: number }) {
  // below the story: asked once the page has painted (what the device holds shows at once)
  const similar = useQuery({ ...boardstoryQueries.similar(storyId), enabled: useIdle() });
  const items = similar.data;
  const images = useQuery({ ...boardstoryQueries.images(idsWithTeaserImages(items ?? [])), enabled: !!items?.length });
  const imageByStory = useMemo(() => firstImageByStory(images.data ?? []), [images.data]);
  useEffect(() => {
    if (similar.error) console.error('Ähnliche Boardstories nicht geladen', similar.error);
  }, [similar.error]);
  // A query's answer re-renders at once and in one piece (its store is outside React); the cards, each with its
  // links, then took one task of 24–40 ms on the two-core machine after a story page had loaded. Deferred, they
  // render in the background in slices between which the page paints and answers a tap.
  return <SimilarCards items={useDeferredValue(items)} imageByStory={useDeferredValue(imageByStory)} />;
}

const SimilarCards = memo(function SimilarCards({ items, imageByStory }: { items?: BoardstoryListItem[]; imageByStory: Map<number, Image> }) {
  if (!items?.length) return null;
  return (
    <section className="story-section similar-stories" aria-labelledby="similar-title">
      <h2 id="similar-title">{storyTexts.similarStories}</h2>
      <ul className="boardstories__grid">
        {items.map((story) => (
          <li key={story.id}>
            <BoardstoryCard story={story} image={imageByStory.get(story.id)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
});
