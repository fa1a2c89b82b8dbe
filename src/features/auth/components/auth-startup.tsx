import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { authAtom } from '../../../lib/client-state';
import { loadAccount } from '../load-account';
import { onUnauthorized } from '../logout';

/**
 * Mount once in the root: asks for the account at start (a session cookie may exist without local
 * state, e.g. after single sign-on) and again whenever the state turns logged in (restored from
 * disk, or a fresh login), which also brings the current order, organization and licence.
 */
export function AuthStartup() {
  const queryClient = useQueryClient();
  const store = useStore();
  const isAuthenticated = useAtomValue(authAtom).isAuthenticated;

  useEffect(() => setUnauthorizedHandler(onUnauthorized), []);

  const started = useRef(false);
  useEffect(() => {
    // turning logged out (logout) needs no question to the server
    if (started.current && !isAuthenticated) return;
    started.current = true;
    // a guest's 401 and an offline start keep the current state; onUnauthorized handles a lost session
    loadAccount(queryClient, store).catch(() => {});
  }, [isAuthenticated, queryClient, store]);

  return null;
}
