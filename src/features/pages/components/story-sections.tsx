import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { media } from '../../../lib/api-client';
import type { Section } from '../../../shared/schemas/cms';
import { StoryTeaser } from '../../../ui/story-teaser';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';
import { storyParams } from '../../../lib/story-params';

type Of<K extends Section['acf_fc_layout']> = Extract<Section, { acf_fc_layout: K }>;

/**
 * Story player section, small or full width: the story's trailer with its picture as poster, and the way
 * to the story's own page, where the full story plays for those with a licence.
 */
export function StoryPlayer({ section }: { section: Of<'story_player'> }) {
  const story = useQuery(boardstoryQueries.detail(section.boardstory)).data;
  if (!story) return null;
  return (
    <section className={`section section-story-player section-story-player--${section.size}`}>
      <h2>{story.title}</h2>
      {story.trailerState === 'AVAILABLE' && (
        <video
          src={media[':folder'][':file'].$path({ param: { folder: 'trailers', file: `${encodeURIComponent(story.slug)}.mp4` } })}
          poster={story.image?.large}
          controls
          preload="none"
          playsInline
          crossOrigin="anonymous"
          aria-label={`Trailer: ${story.title}`}
        />
      )}
      <p>
        <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(story.slug)} className="button">
          Zur Boardstory
        </Link>
      </p>
    </section>
  );
}

/** Story list section: the chosen boardstories as cards, in the editor's order; unknown slugs are left out. */
export function StoryList({ section }: { section: Of<'story_list'> }) {
  const stories = useQueries({ queries: section.boardstories.map((slug) => boardstoryQueries.detail(slug)) });
  return (
    <section className="section section-story-list">
      {section.title && <h2>{section.title}</h2>}
      <ul className="story-teasers">
        {stories.map(
          (q) =>
            q.data && (
              <li key={q.data.id}>
                <StoryTeaser slug={q.data.slug} title={q.data.title} image={q.data.image} />
              </li>
            ),
        )}
      </ul>
    </section>
  );
}
