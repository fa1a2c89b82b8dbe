import { auth } from '../../lib/api-client';
import { endLocalSession } from '../../lib/session';

/**
 * "Abmelden": the server forgets the session, and the device forgets the user even if that call fails (part 1 §7).
 * Saved stories stay unless the user chose to delete them (use-logout.tsx asks).
 */
export async function logout({ keepStoryPacks = true }: { keepStoryPacks?: boolean } = {}): Promise<void> {
  try {
    await auth.logout.$post();
  } catch {
    // offline or server down: the local logout below still has to happen
  }
  await endLocalSession({ keepStoryPacks });
}
