import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { storyTexts } from '../../../shared/domain/story-texts';
import { boardstoryQueries } from '../boardstories.queries';
import { tagGroups, toggleTag } from '../tag-filters';
import { TagDropdown } from './tag-dropdown';

type Props = { selected: number[]; onChange: (tags: number[] | undefined) => void };

/**
 * "Boardstories filtern": one dropdown per tag category, three columns on wide screens (see
 * docs/stories-and-player.md#filters).
 */
export function BoardstoryFilters({ selected, onChange }: Props) {
  const { data: tags } = useQuery(boardstoryQueries.tags());
  const groups = useMemo(() => tagGroups(tags ?? []), [tags]);
  if (!groups.length) return null;
  return (
    <section className="boardstory-filters" aria-labelledby="filters-title">
      <h2 id="filters-title">{storyTexts.filterHeadline}</h2>
      <div className="boardstory-filters__grid">
        {groups.map((group) => (
          <TagDropdown key={group.category} group={group} selected={selected} onToggle={(id) => onChange(toggleTag(selected, id))} />
        ))}
      </div>
      {selected.length > 0 && (
        <button type="button" className="button button-secondary" onClick={() => onChange(undefined)}>
          {storyTexts.resetFilters}
        </button>
      )}
    </section>
  );
}
