import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { usePupilCode } from '../../features/access-codes/access-codes.queries';
import { boardstoryQueries } from '../../features/boardstories/boardstories.queries';
import { authQueries, useAccount } from '../../features/auth/auth.queries';
import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { StoryPage } from '../../features/boardstories/components/story/story-page';
import { playerTogglesAtom, readAlongPrefsAtom } from '../../features/player/player.atoms';
import { SavePack } from '../../features/story-packs/components/save-pack';
import { useLicenceHolder } from '../../features/boardstories/use-licence-holder';
import { mayCreateAccessCodes } from '../../shared/domain/rights';
import { texts } from '../../shared/domain/texts';
import type { Boardstory } from '../../shared/schemas/boardstories';
import { htmlToText } from '../../ui/html-text';
import { publicHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';
import { StoryPlayer } from './-components/story-player';
import { searchText } from '../../lib/search-params';

// only owners whose licence allows codes see the box: its dialog, forms (valibot) and QR code load with it
const AccessCodesBox = lazy(() => import('../../features/access-codes/components/access-codes-box').then((m) => ({ default: m.AccessCodesBox })));

// /boardstory/{idOrSlug}/{accessCode?} (see docs/addresses.md#routes). An unknown story is the API's 404, which the
// root turns into the 404 page; any other failure becomes the 500 page. Offline, a story seen before comes from the
// restored query cache (app.tsx restores it before the first load) or the service worker's copy.
// `t`: the code's signed token from its link or QR code, checked on the device when the server is out of
// reach; a damaged one is dropped rather than breaking the page
const readSearch = (search: Record<string, unknown>): { t?: string } => ({ t: searchText(search.t, 4000, { raw: true }) });

export const Route = createFileRoute('/boardstory/$idOrSlug/{-$accessCode}')({
  validateSearch: readSearch,
  loader: async ({ context: { queryClient }, params }) => {
    const [story] = await Promise.all([
      queryClient.ensureQueryData(boardstoryQueries.detail(params.idOrSlug)),
      // a signed-in reader's page draws with the whole session start: the player's stand-in shows the controls of
      // their rights from its first frame, instead of a guest's bar that grew a row as the order came
      queryClient.getQueryData(authQueries.me().queryKey) && import('../../features/auth/account-state').then((m) => m.ensureAccountBar(queryClient), () => null),
    ]);
    return story;
  },
  component: BoardstoryRoute,
  pendingComponent: PagePending,
  head: ({ match, loaderData: story }) =>
    publicHead(
      match,
      story && {
        title: story.title,
        description: htmlToText(story.descriptionHtml),
        // one address per story, whatever id, slug or code the URL used: a shared link never carries a code
        path: `/boardstory/${encodeURIComponent(story.slug)}`,
        type: 'article',
        image: story.image?.large,
      },
    ),
});

function BoardstoryRoute() {
  const { idOrSlug, accessCode } = Route.useParams();
  const { t: codeToken } = Route.useSearch();
  const { data: story } = useSuspenseQuery(boardstoryQueries.detail(idOrSlug));
  return <BoardstoryView story={story} accessCode={accessCode} codeToken={codeToken} />;
}

function BoardstoryView({ story, accessCode, codeToken }: { story: Boardstory; accessCode?: string; codeToken?: string }) {
  const code = usePupilCode(accessCode, story.id, codeToken);
  const holder = useLicenceHolder();
  // with "Mitlesen" on the full video plays without the text in its picture (docs/stories-and-player.md#read-along)
  const readAlongOn = useAtomValue(readAlongPrefsAtom).on && story.readAlong;
  const textOn = useAtomValue(playerTogglesAtom).text && !readAlongOn;
  // codes are made and managed by members whose licence runs and allows codes, in a library by its owner only (see docs/roles-and-rights.md#codes)
  const managesCodes = mayCreateAccessCodes(holder, useAccount().currentOrder?.allowAccessCodes === true);
  return (
    <StoryPage
      story={story}
      player={<StoryPlayer story={story} accessCode={accessCode} codeToken={codeToken} />}
      bookmarkToggle={<BookmarkToggle boardstoryId={story.id} />}
      offlinePack={<SavePack story={story} code={code.active} codeToken={code.token} textOn={textOn} />}
      accessCodesBox={
        managesCodes ? (
          <Suspense fallback={null}>
            <AccessCodesBox story={story} />
          </Suspense>
        ) : null
      }
      accessCode={code.active?.code}
      accessCodePending={code.pending}
      codeNotice={
        code.invalid || code.offline ? (
          <p className="story-page__notice" role="alert">
            {code.invalid ? texts.invalidCode : texts.codeOffline}
          </p>
        ) : null
      }
    />
  );
}
