import type { QueryClient } from '@tanstack/react-query';
import type { UserState } from '../../shared/domain/account-menu';
import { authQueries, isOrder } from './auth.queries';

// The session start of useAccount (auth.queries.ts) for route loaders: a module of its own, so the frame that every
// page loads (header and footer read useAccount) does not carry what only the account pages and a signed-in front
// page ask for.

/**
 * What the licence pages' loaders decide with, read as useAccount reads it (account, then the current
 * order, then the own membership of an active order's organisation), so the page's view and its guard agree.
 * All three are persisted: the pages open offline with what was seen before.
 */
export async function ensureAccountState(queryClient: QueryClient): Promise<Pick<UserState, 'account' | 'currentOrder' | 'organization'>> {
  const account = queryClient.getQueryData(authQueries.me().queryKey) ?? null;
  if (!account || account.isExternalUser) return { account, currentOrder: null, organization: null };
  const order = await queryClient.ensureQueryData(authQueries.currentOrder());
  const currentOrder = isOrder(order) ? order : null;
  const organization =
    currentOrder?.active && currentOrder.organizationId
      ? await queryClient.ensureQueryData(authQueries.organization(currentOrder.organizationId, account.id))
      : null;
  return { account, currentOrder, organization };
}

/**
 * The same and the licence (useAccount's last step), asked before a page with the account bar draws: a bar drawn
 * while the answers came grew by an entry, a row and its status line under the reader's eyes, and moved the page
 * below by 65–106 px. Never fails: a failed answer leaves its part out, as useAccount does, and the page draws.
 */
export async function ensureAccountBar(queryClient: QueryClient) {
  try {
    const { currentOrder } = await ensureAccountState(queryClient);
    if (currentOrder?.active && currentOrder.organizationId && currentOrder.licenseId) await queryClient.ensureQueryData(authQueries.license(currentOrder.licenseId));
  } catch {
    // the bar draws with what came
  }
}
