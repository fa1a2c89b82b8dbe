import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AccessCodesBox } from '../../features/access-codes/components/access-codes-box';
import { useActiveAccessCode } from '../../features/access-codes/use-active-access-code';
import { boardstoryQueries } from '../../features/boardstories/boardstories.queries';
import { StoryPage } from '../../features/boardstories/components/story/story-page';
import { StoryTeaser } from '../../features/boardstories/components/story/story-teaser';
import { useLicenceHolder } from '../../features/boardstories/use-licence-holder';
import { ApiError } from '../../lib/api-client';
import { hasValidLicence } from '../../shared/domain/rights';
import { texts } from '../../shared/domain/texts';
import type { Boardstory } from '../../shared/schemas/boardstories';
import { PagePending } from '../../ui/page-pending';
import { usePageTitle } from '../../ui/use-page-title';
import { StoryPlayer } from './-components/story-player';

// /boardstory/{idOrSlug}/{accessCode?} (part 2 §2). An unknown story is the API's 404, which the root turns
// into the 404 page; any other failure becomes the 500 page.
export const Route = createFileRoute('/boardstory/$idOrSlug/{-$accessCode}')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(boardstoryQueries.detail(params.idOrSlug));
    } catch (error) {
      // offline the loader may run before the persisted cache is restored: the component's query waits for it
      if (error instanceof ApiError && error.status === 0) return;
      throw error;
    }
  },
  component: BoardstoryRoute,
  pendingComponent: PagePending,
});

function BoardstoryRoute() {
  const { idOrSlug, accessCode } = Route.useParams();
  const { data: story, error } = useQuery(boardstoryQueries.detail(idOrSlug));
  // nothing cached and no answer: the root's error page (404 for an unknown story, else 500)
  if (!story && error) throw error;
  if (!story) return <PagePending />;
  return <BoardstoryView story={story} accessCode={accessCode} />;
}

function BoardstoryView({ story, accessCode }: { story: Boardstory; accessCode?: string }) {
  usePageTitle(story.title);
  const code = useActiveAccessCode(story.id, accessCode);
  const holder = useLicenceHolder();
  // codes are made and managed by owners whose licence runs (part 2 §6)
  const managesCodes = holder?.role === 'OWNER' && hasValidLicence(holder);
  return (
    <StoryPage
      story={story}
      // the teaser picture shows while the player's chunk (video.js) loads
      player={<StoryPlayer story={story} accessCode={code.active} fallback={<StoryTeaser story={story} />} />}
      accessCodesBox={managesCodes ? <AccessCodesBox story={story} /> : null}
      accessCode={code.active?.code}
      accessCodePending={code.pending}
      codeNotice={
        code.invalid ? (
          <p className="story-page__notice" role="alert">
            {texts.invalidCode}
          </p>
        ) : null
      }
    />
  );
}
