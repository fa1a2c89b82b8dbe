import { auth } from '../../lib/api-client';
import { endLocalSession, type EndSessionOptions } from '../../lib/session';

/** "Abmelden": the server forgets the session, and the device forgets the user even if that call fails (part 1 §7). */
export async function logout(options?: EndSessionOptions): Promise<void> {
  try {
    await auth.logout.$post();
  } catch {
    // offline or server down: the local logout below still has to happen
  }
  await endLocalSession(options);
}
