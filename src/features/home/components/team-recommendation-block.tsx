import { useQueries } from '@tanstack/react-query';
import type { FrontPageBlocks } from '../../../shared/schemas/cms';
import { StoryTeaser } from '../../../ui/story-teaser';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';

/**
 * "Empfehlung des Teams" (logged in, see docs/content.md#front-pages): the editors' chosen boardstories as cards, in
 * their order.
 */
export default function TeamRecommendationBlock({ block }: { block: NonNullable<FrontPageBlocks['team_recommendation']> }) {
  const stories = useQueries({ queries: block.boardstories.map((slug) => boardstoryQueries.detail(slug)) });
  return (
    <section className="home-block home-team">
      <h2>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
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
