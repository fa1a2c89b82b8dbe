import { createFileRoute } from '@tanstack/react-router';
import { boardstoryQueries, idsWithTeaserImages } from '../../features/boardstories/boardstories.queries';
import { bookmarkQueries } from '../../features/bookmarks/bookmarks.queries';
import { pageHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';
import { MerklisteList } from './-components/merkliste-list';
import { searchInt } from '../../lib/search-params';


export const Route = createFileRoute('/account/merkliste')({
  validateSearch: (search: Record<string, unknown>): { p?: number } => ({ p: searchInt(search.p) }),
  loaderDeps: ({ search }) => ({ page: search.p ?? 1 }),
  // the list, then its teaser images (see docs/accounts.md#bookmarks); without the list the page is the error page,
  // failed images only leave the cards with the fallback picture
  loader: async ({ context: { queryClient }, deps }) => {
    const list = await queryClient.ensureQueryData(bookmarkQueries.list(deps.page));
    await queryClient.ensureQueryData(boardstoryQueries.images(idsWithTeaserImages(list._embedded.bookmarks))).catch(() => undefined);
  },
  component: MerklistePage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, 'Merkliste'),
});

function MerklistePage() {
  return (
    <>
      <h1>Merkliste</h1>
      <MerklisteList page={Route.useLoaderDeps().page} />
    </>
  );
}
