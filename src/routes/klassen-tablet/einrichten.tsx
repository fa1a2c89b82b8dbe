import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { authQueries, useSession } from '../../features/auth/auth.queries';
import { logout } from '../../features/auth/logout';
import { useLicenceHolder } from '../../features/boardstories/use-licence-holder';
import { startClassTablet } from '../../features/class-tablet/class-tablet-pin';
import { loadOfflineCodes } from '../../features/access-codes/access-codes.public';
import { ClassSetup } from '../../features/class-tablet/components/class-setup';
import type { ClassStory } from '../../features/class-tablet/class-tablet.atoms';
import { hasValidLicence } from '../../shared/domain/rights';
import { pageHead } from '../../ui/page-head';

const TITLE = 'Klassen-Tablet einrichten';

/** /klassen-tablet/einrichten (see docs/codes.md#class-tablet): a teacher with a licence hands this device to a class. Needs a login, like /account. */
export const Route = createFileRoute('/klassen-tablet/einrichten')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ??
      (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/login', search: { from: location.href } });
  },
  head: ({ match }) => pageHead(match, TITLE),
  component: ClassSetupRoute,
});

function ClassSetupRoute() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const licensed = hasValidLicence(useLicenceHolder());

  // Class mode first, then the logout: from then on every route but the pupils' leads to /klasse. The codes'
  // signed forms are kept only when they verify; without one the tile opens its story online.
  const start = async (pin: string, stories: ClassStory[]) => {
    const { rememberCode } = await loadOfflineCodes();
    const kept = await Promise.all(
      stories.map(async (story) => ({ ...story, token: story.token && (await rememberCode(story.token, 'class')) ? story.token : undefined })),
    );
    await startClassTablet(pin, kept);
    // the teacher's session ends the normal way; the saved stories stay for the pupils
    await logout({ keepStoryPacks: true });
    await navigate({ to: '/klasse', replace: true });
  };

  return (
    <section className="page">
      <h1>{TITLE}</h1>
      {!signedIn ? null : licensed ? (
        <ClassSetup onStart={start} />
      ) : (
        <p>Für ein Klassen-Tablet brauchen Sie eine gültige Lizenz.</p>
      )}
    </section>
  );
}
