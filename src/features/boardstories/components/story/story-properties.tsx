import { texts } from '../../../../shared/domain/texts';
import type { Boardstory, Tag } from '../../../../shared/schemas/boardstories';
import { Accordion } from '../../../../ui/accordion';
import { DESKTOP_QUERY, useMediaQuery } from '../../../../ui/use-media-query';

type Property = { label: string; value: string };

/** Book people first, then the tags of each category in the spec's order (the server sends them sorted). */
export function storyProperties(story: Pick<Boardstory, 'author' | 'illustrator' | 'publisher' | 'tags'>): Property[] {
  const people: Property[] = [
    { label: texts.author, value: story.author },
    { label: texts.illustrator, value: story.illustrator },
    { label: texts.publisher, value: story.publisher },
  ].filter((p) => p.value);
  const byCategory = new Map<string, Tag[]>();
  for (const tag of story.tags) byCategory.set(tag.category, [...(byCategory.get(tag.category) ?? []), tag]);
  return [...people, ...[...byCategory].map(([label, tags]) => ({ label, value: tags.map((t) => t.descriptor).join(', ') }))];
}

/** The story's properties: a list on wide screens, accordions on mobile (part 2 §2). */
export function StoryProperties({ story }: { story: Boardstory }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const properties = storyProperties(story);
  return (
    <section className="story-section story-properties" aria-labelledby="story-properties-title">
      <h2 id="story-properties-title">{texts.properties}</h2>
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
