import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { boardstoryQueries, idsWithTeaserImages } from '../../features/boardstories/boardstories.queries';
import { bookmarkQueries } from '../../features/bookmarks/bookmarks.queries';
import { usePageTitle } from '../../ui/use-page-title';
import { MerklisteList } from './-components/merkliste-list';

const searchSchema = v.object({ p: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), undefined) });

export const Route = createFileRoute('/account/merkliste')({
  validateSearch: (search) => v.parse(v.fallback(searchSchema, {}), search),
  loaderDeps: ({ search }) => ({ page: search.p ?? 1 }),
  // the list, then its teaser images (part 1 §7); a failure is the component's to show
  loader: async ({ context: { queryClient }, deps }) => {
    const list = await queryClient.ensureQueryData(bookmarkQueries.list(deps.page)).catch(() => undefined);
    if (list) await queryClient.ensureQueryData(boardstoryQueries.images(idsWithTeaserImages(list._embedded.bookmarks))).catch(() => undefined);
  },
  component: MerklistePage,
});

function MerklistePage() {
  usePageTitle('Merkliste');
  return (
    <>
      <h1>Merkliste</h1>
      <MerklisteList page={Route.useLoaderDeps().page} />
    </>
  );
}
