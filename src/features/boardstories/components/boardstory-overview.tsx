import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { storyTexts } from '../../../shared/domain/story-texts';
import { Pagination } from '../../../ui/pagination';
import { boardstoryQueries, firstImageByStory, idsWithTeaserImages, type BoardstoryFilters as Filters } from '../boardstories.queries';
import { BoardstoryCard } from './boardstory-card';
import { BoardstoryFilters } from './boardstory-filters';
import { OverviewTeaser } from './overview-teaser';
import { StorySearch } from './story-search';
import '../boardstories.css';

/**
 * The overview list (see docs/stories-and-player.md#catalogue): cards with teaser images and the pagination. A failed
 * list shows no message (an error flag set without a message); failed images leave the cards with the fallback picture.
 */
type Props = {
  filters: Filters;
  onSearch: (q: string | undefined) => void;
  onTagsChange: (tags: number[] | undefined) => void;
};

export function BoardstoryOverview({ filters, onSearch, onTagsChange }: Props) {
  const list = useQuery(boardstoryQueries.list(filters));
  const items = list.data?._embedded.boardstories;
  // the images call waits for the list: only stories with teaser images are asked for
  const images = useQuery({ ...boardstoryQueries.images(idsWithTeaserImages(items ?? [])), enabled: !!items?.length });
  const imageByStory = useMemo(() => firstImageByStory(images.data ?? []), [images.data]);

  return (
    <div className="boardstories">
      <h1 className="boardstories__headline">{storyTexts.overviewHeadline}</h1>
      <OverviewTeaser />
      <StorySearch key={filters.q ?? ''} initial={filters.q} onSearch={onSearch} />
      <BoardstoryFilters selected={filters.tags ?? []} onChange={onTagsChange} />
      {items?.length === 0 && <p className="boardstories__empty">{storyTexts.noBoardstories}</p>}
      {!!items?.length && (
        <ul className="boardstories__grid" aria-busy={list.isFetching}>
          {items.map((story) => (
            <li key={story.id}>
              <BoardstoryCard story={story} image={imageByStory.get(story.id)} />
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination currentPage={list.data.currentPage} pagesCount={list.data.pagesCount} />}
    </div>
  );
}
