import { createFileRoute } from '@tanstack/react-router';
import { boardstoryQueries, idsWithTeaserImages } from '../features/boardstories/boardstories.queries';
import { BoardstoryOverview } from '../features/boardstories/components/boardstory-overview';
import { filtersFromSearch, overviewSearch } from '../features/boardstories/overview-search';
import { isOffline } from '../ui/error-pages';
import { listPath, publicHead } from '../ui/page-head';

const DESCRIPTION = 'Alle Boardstories von Lesefunke: Bilderbücher als Video zum gemeinsamen Anschauen, Mitlesen und Mitspielen in Schule, Kita und Bibliothek.';

export const Route = createFileRoute('/boardstories')({
  validateSearch: overviewSearch,
  loaderDeps: ({ search }) => filtersFromSearch(search),
  // list first, then its teaser images (see docs/stories-and-player.md#catalogue); failures are the component's to
  // show, not an error page, except a list neither the device nor Lesefunke has: the offline page with its retry
  // (a first visit of / alone keeps no list)
  loader: async ({ context: { queryClient }, deps }) => {
    // the filters' tags load beside the list; a failure only hides the filters
    void queryClient.prefetchQuery(boardstoryQueries.tags());
    const list = await queryClient.ensureQueryData(boardstoryQueries.list(deps)).catch((error: unknown) => {
      if (isOffline(error)) throw error;
      return undefined;
    });
    if (!list) return;
    const ids = idsWithTeaserImages(list._embedded.boardstories);
    await queryClient.ensureQueryData(boardstoryQueries.images(ids)).catch(() => undefined);
  },
  component: BoardstoriesPage,
  // a searched or filtered list shows stories the plain list has too: only the plain list's pages are indexed
  head: ({ match, match: { search } }) =>
    publicHead(match, { title: 'Boardstories', description: DESCRIPTION, path: listPath('/boardstories', search.p), noindex: Boolean(search.q || search['tags[]']?.length) }),
});

function BoardstoriesPage() {
  const navigate = Route.useNavigate();
  // a new search or filter starts at page 1: p leaves the URL (see docs/addresses.md#search-params)
  return (
    <BoardstoryOverview
      filters={Route.useLoaderDeps()}
      onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, p: undefined }) })}
      onTagsChange={(tags) => void navigate({ search: (prev) => ({ ...prev, 'tags[]': tags, p: undefined }) })}
    />
  );
}
