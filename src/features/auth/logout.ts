import { ApiError, auth } from '../../lib/api-client';
import { markSessionToRevoke } from '../../lib/revoke-session';
import { endLocalSession } from '../../lib/session';
import { deleteAllStoryPacks } from '../story-packs/story-packs.public';

/**
 * "Abmelden": the server forgets the session, and the device forgets the user even if that call fails (see docs/offline.md#logout).
 * Failed for any reason but 401 (session already gone), the logout is sent again first thing once the
 * server answers, and until then the old cookie signs nobody in (lib/revoke-session.ts). Saved stories stay
 * unless the user chose to delete them (use-logout.tsx asks).
 */
export async function logout({ keepStoryPacks = true }: { keepStoryPacks?: boolean } = {}): Promise<void> {
  try {
    await auth.logout.$post();
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) markSessionToRevoke();
  }
  await endLocalSession(keepStoryPacks ? {} : { alsoDelete: deleteAllStoryPacks });
}
