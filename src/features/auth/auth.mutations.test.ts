import { MutationObserver, type MutationKey } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import type { Me } from '../../shared/schemas/auth';
import { authMutationKeys } from './auth.mutations';

vi.mock('../../lib/session', () => ({ startLocalSession: vi.fn(async () => {}) }));
const { startLocalSession } = await import('../../lib/session');

/** Runs a registered mutation as a component's hook would: by its key alone. */
const run = <V,>(mutationKey: MutationKey, variables: V) => new MutationObserver<unknown, Error, V>(queryClient, { mutationKey }).mutate(variables);

const me: Me = { id: 7, email: 'a@b.de', firstName: 'Ada', lastName: 'Lovelace', salutation: '', name: 'Ada Lovelace', isExternalUser: false, isAdmin: false, bookmarks: [] };

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/plain' } })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startLocalSession).mockClear();
});

test('a successful login starts the session on this device with the answer', async () => {
  const fetch = answer(me);
  await run(authMutationKeys.login, { username: 'a@b.de', password: 'geheim123' });
  expect(String(fetch.mock.calls[0][0])).toMatch(/\/auth\/login$/);
  expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toEqual({ username: 'a@b.de', password: 'geheim123' });
  expect(startLocalSession).toHaveBeenCalledWith(me);
});

test('a refused login starts nothing', async () => {
  answer({ error: 'invalid_grant', error_description: 'invalid credentials' }, 401);
  await expect(run(authMutationKeys.login, { username: 'a@b.de', password: 'x' })).rejects.toThrow();
  expect(startLocalSession).not.toHaveBeenCalled();
});

test('the terms consent sends the access token as bearer, then learns who is signed in', async () => {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/me')
      ? new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } })
      : new Response('/', { headers: { 'content-type': 'text/plain' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const target = await run(authMutationKeys.tosConsent, {
    accessToken: 'abcdefghijklmnopqrstuvwxyz',
    tosConsent: true,
  });
  expect(target).toBe('/');
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toMatch(/\/api\/users\/tos-consent$/);
  expect(new Headers(init.headers).get('authorization')).toBe('Bearer abcdefghijklmnopqrstuvwxyz');
  expect(startLocalSession).toHaveBeenCalledWith(me);
});

test('passwords, tokens and sign-in addresses never reach the disk, and offline a form hears at once', () => {
  for (const key of Object.values(authMutationKeys)) {
    expect(queryClient.getMutationDefaults(key).meta).toEqual({ persist: false });
    expect(queryClient.getMutationDefaults(key).networkMode).toBe('always');
  }
});
