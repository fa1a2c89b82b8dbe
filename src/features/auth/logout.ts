import { api } from '../../lib/api-client';
import { authAtom } from '../../lib/client-state';
import { clearLocalData } from '../../lib/shared-device-logout';
import { store } from '../../lib/store';

/** "Abmelden": the server forgets the session, and the device forgets the user even if that call fails (part 1 §7). */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch {
    // offline or server down: the local logout below still has to happen
  }
  await clearLocalData();
}

/** Any 401 from the API logs out (part 1 §8) — but a guest's 401 from the start-up /api/me changes nothing. */
export function onUnauthorized() {
  if (store.get(authAtom).isAuthenticated) void clearLocalData();
}
