import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dehydrateOptions } from '../../lib/persister';
import { meQuery, queryClient } from '../../lib/query-client';
import type { Me } from '../../shared/schemas/auth';
import { bookmarkKeys } from './bookmarks.mutations';
import { bookmarkQueries } from './bookmarks.queries';

const me = (bookmarks: number[]): Me => ({
  id: 1,
  email: 'lehrer@lesefunke.test',
  firstName: 'Jonas',
  lastName: 'Lehmann',
  salutation: 'Herr',
  name: 'Jonas Lehmann',
  isExternalUser: false,
  isAdmin: false,
  bookmarks,
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

function serverAnswers(status: number) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('bookmark mutations', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.clear();
    queryClient.getMutationCache().clear();
    vi.unstubAllGlobals();
  });

  test('a bookmark made offline waits, survives a reload and is sent once when the connection returns', async () => {
    const fetch = serverAnswers(201);
    queryClient.setQueryData(meQuery.queryKey, me([3]));
    queryClient.setQueryData(bookmarkQueries.list(1).queryKey, { _embedded: { bookmarks: [] }, currentPage: 1, pagesCount: 1, total: 0 });
    onlineManager.setOnline(false);
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: bookmarkKeys.add });
    void mutation.execute({ boardstoryId: 7 }).catch(() => undefined);
    await tick();
    expect(mutation.state.isPaused).toBe(true);
    expect(fetch).not.toHaveBeenCalled();

    // the reload: what the persister stored comes back into an empty mutation cache, with the function of its key
    const stored = JSON.parse(JSON.stringify(dehydrate(queryClient, dehydrateOptions)));
    expect(stored.mutations).toHaveLength(1);
    queryClient.getMutationCache().clear();
    hydrate(queryClient, stored);

    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/bookmarks$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ boardstoryId: 7 });
    // the server agreed: the story is bookmarked, the Merkliste is refetched on its next visit, not now
    expect(queryClient.getQueryData(meQuery.queryKey)?.bookmarks).toEqual([3, 7]);
    expect(queryClient.getQueryState(bookmarkQueries.list(1).queryKey)?.isInvalidated).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a removal changes the bookmarks only when the server agreed', async () => {
    const fetch = serverAnswers(204);
    queryClient.setQueryData(meQuery.queryKey, me([7, 8]));
    await queryClient.getMutationCache().build(queryClient, { mutationKey: bookmarkKeys.remove }).execute({ boardstoryId: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/bookmarks\/7$/);
    expect(init?.method).toBe('DELETE');
    expect(queryClient.getQueryData(meQuery.queryKey)?.bookmarks).toEqual([8]);

    serverAnswers(500);
    const failed = queryClient.getMutationCache().build(queryClient, { mutationKey: bookmarkKeys.remove }).execute({ boardstoryId: 8 });
    await expect(failed).rejects.toThrow();
    expect(queryClient.getQueryData(meQuery.queryKey)?.bookmarks).toEqual([8]);
  });
});
