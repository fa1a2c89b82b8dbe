import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { boardstoryQueries, firstImageByStory, idsWithTeaserImages } from '../../../features/boardstories/boardstories.queries';
import { BoardstoryCard } from '../../../features/boardstories/components/boardstory-card';
import { bookmarkQueries } from '../../../features/bookmarks/bookmarks.queries';
import { BookmarkToggle } from '../../../features/bookmarks/components/bookmark-toggle';
import { storyTexts } from '../../../shared/domain/story-texts';
import { OfflineStand } from '../../../ui/offline-stand';
import { Pagination } from '../../../ui/pagination';
import '../../../features/boardstories/boardstories.css';
import './merkliste.css';

/**
 * The Merkliste (see docs/accounts.md#bookmarks): story cards with their bookmark toggle, pagination, or the empty
 * text.
 */
export function MerklisteList({ page }: { page: number }) {
  const { data: list, dataUpdatedAt } = useSuspenseQuery(bookmarkQueries.list(page));
  const items = list._embedded.bookmarks;
  const images = useQuery(boardstoryQueries.images(idsWithTeaserImages(items)));
  const byStory = firstImageByStory(images.data ?? []);

  const stand = <OfflineStand updatedAt={dataUpdatedAt} />;
  if (items.length === 0)
    return (
      <>
        {stand}
        <p>{storyTexts.noBoardstories}</p>
      </>
    );
  return (
    <>
      {stand}
      <ul className="boardstories__grid merkliste">
        {items.map((story) => (
          <li key={story.id} className="merkliste__item">
            <BoardstoryCard story={story} image={byStory.get(story.id)} />
            <BookmarkToggle boardstoryId={story.id} />
          </li>
        ))}
      </ul>
      <Pagination currentPage={list.currentPage} pagesCount={list.pagesCount} />
    </>
  );
}
