import { storyTexts } from '../../shared/domain/story-texts';
import type { Tag } from '../../shared/domain/tags';
import type { Boardstory } from '../../shared/schemas/boardstories';

export type Property = { label: string; value: string };

/** Book people first, then the tags of each category in the spec's order (the server sends them sorted). */
export function storyProperties(story: Pick<Boardstory, 'author' | 'illustrator' | 'publisher' | 'tags'>): Property[] {
  const people: Property[] = [
    { label: storyTexts.author, value: story.author },
    { label: storyTexts.illustrator, value: story.illustrator },
    { label: storyTexts.publisher, value: story.publisher },
  ].filter((p) => p.value);
  const byCategory = new Map<string, Tag[]>();
  for (const tag of story.tags) byCategory.set(tag.category, [...(byCategory.get(tag.category) ?? []), tag]);
  return [...people, ...[...byCategory].map(([label, tags]) => ({ label, value: tags.map((t) => t.descriptor).join(', ') }))];
}
