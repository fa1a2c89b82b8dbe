import { storyTexts } from '../../../../shared/domain/story-texts';
import type { Boardstory } from '../../../../shared/schemas/boardstories';
import { Accordion } from '../../../../ui/accordion';
import { DESKTOP_QUERY, useMediaQuery } from '../../../../ui/use-media-query';
import { storyProperties } from '../../story-properties';

/** The story's properties: a list on wide screens, accordions on mobile (see docs/stories-and-player.md#story-page). */
export function StoryProperties({ story }: { story: Boardstory }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const properties = storyProperties(story);
  return (
    <section className="story-section story-properties" aria-labelledby="story-properties-title">
      <h2 id="story-properties-title">{storyTexts.properties}</h2>
      {desktop ? (
        <dl>
          {properties.map((p) => (
            <div key={p.label}>
              <dt>{p.label}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Accordion items={properties.map((p) => ({ title: p.label, content: <p>{p.value}</p> }))} />
      )}
    </section>
  );
}
