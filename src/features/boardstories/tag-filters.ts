import { tagCategoryOrder, type Tag, type TagCategory } from '../../shared/domain/tags';

export type TagGroup = { category: TagCategory; tags: Tag[] };

const isListed = (category: string): category is TagCategory => Object.hasOwn(tagCategoryOrder, category);

/**
 * One filter per tag category, only for the categories of the allowlist, in the spec's order (Altersstufe 0 …
 * Funktionen 7); the tags inside by their sort priority.
 */
export function tagGroups(tags: Tag[]): TagGroup[] {
  const groups = new Map<TagCategory, Tag[]>();
  for (const tag of tags) {
    if (!isListed(tag.category)) continue;
    groups.set(tag.category, [...(groups.get(tag.category) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => tagCategoryOrder[a] - tagCategoryOrder[b])
    .map(([category, list]) => ({ category, tags: list.sort((a, b) => a.sortPriority - b.sortPriority || a.id - b.id) }));
}

/**
 * The dropdown's search: a case-insensitive substring of the option's name (see docs/stories-and-player.md#filters).
 */
export const matchesOption = (name: string, query: string) => name.toLocaleLowerCase('de').includes(query.trim().toLocaleLowerCase('de'));

/** The selection after clicking a tag: added or removed, sorted; undefined when nothing is left (no key in the URL). */
export function toggleTag(selected: number[] | undefined, id: number): number[] | undefined {
  const next = selected?.includes(id) ? selected.filter((t) => t !== id) : [...(selected ?? []), id];
  return next.length ? next.sort((a, b) => a - b) : undefined;
}
