import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { accessCodeQueries } from '../features/access-codes/access-codes.queries';
import { ClassSheet } from '../features/access-codes/components/class-sheet';
import { authQueries, useSession } from '../features/auth/auth.queries';
import { boardstoryQueries } from '../features/boardstories/boardstories.queries';
import { pageHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

/**
 * /klassenblatt/{idOrSlug}: the printable slips of the signed-in user's own codes for one story. Codes are personal, so like
 * /account it needs a login: without a stored one the server is asked first (its cookie may be newer).
 */
export const Route = createFileRoute('/klassenblatt/$idOrSlug')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ??
      (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/login', search: { from: location.href } });
  },
  loader: async ({ context: { queryClient }, params }) => {
    const story = await queryClient.ensureQueryData(boardstoryQueries.detail(params.idOrSlug));
    // the codes load alongside; the page shows the title at once and the slips when they arrive
    void queryClient.prefetchQuery(accessCodeQueries.mine(story.id));
    return story;
  },
  // the title is written here, not taken from the codes feature's texts: a route file loads with every page
  head: ({ match, loaderData: story }) => pageHead(match, story && `Klassenblatt: ${story.title}`),
  component: ClassSheetRoute,
  pendingComponent: PagePending,
});

function ClassSheetRoute() {
  const { idOrSlug } = Route.useParams();
  const { data: story } = useSuspenseQuery(boardstoryQueries.detail(idOrSlug));
  const isAuthenticated = useSession() !== null;
  const navigate = useNavigate();
  // a logout (here or in another tab) leaves the page, as on /account
  useEffect(() => {
    if (!isAuthenticated) void navigate({ to: '/login', search: { from: window.location.pathname } });
  }, [isAuthenticated, navigate]);
  return isAuthenticated ? <ClassSheet story={story} /> : null;
}
