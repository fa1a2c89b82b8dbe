import { dehydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dehydrateOptions } from '../../lib/persister';
import { queryClient } from '../../lib/query-client';
import { store } from '../../lib/store';
import { forgetPupil } from '../access-codes/access-codes.public';
import { turnAtom } from './class-results.atoms';
import { classResultsKeys, nextTurnVars } from './class-results.mutations';
import { startTurn, turnReport, withEnd, withProgress } from './turn-state';
import './use-turn';

const queue = (vars: ReturnType<typeof nextTurnVars>) =>
  queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: classResultsKeys.turn })
    .execute({ ...vars, idempotencyKey: crypto.randomUUID() })
    .catch(() => undefined);

describe('turn reports', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.getMutationCache().clear();
    vi.unstubAllGlobals();
  });

  test('reports queued offline stay in memory, and each turn reaches the server once, with its newest state', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return new Response(null, { status: 204 });
      }),
    );
    onlineManager.setOnline(false);
    const a = startTurn(1, 'FUNKE-GUELTIG', 'a'.repeat(22));
    const b = startTurn(1, 'FUNKE-GUELTIG', 'b'.repeat(22));
    const done = [
      queue(nextTurnVars(a.id, turnReport(a))),
      queue(nextTurnVars(b.id, turnReport(b))),
      queue(nextTurnVars(a.id, turnReport(withProgress(a, 30)))),
      queue(nextTurnVars(a.id, turnReport(withEnd(withProgress(a, 60))))),
    ];
    await vi.waitFor(() => expect(queryClient.getMutationCache().getAll().filter((m) => m.state.isPaused)).toHaveLength(4));
    expect(JSON.stringify(dehydrate(queryClient, dehydrateOptions).mutations)).not.toContain('FUNKE-GUELTIG');

    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await Promise.all(done);
    expect(sent.map((s) => s.url)).toEqual([`/api/turns/${b.id}`, `/api/turns/${a.id}`]);
    expect(sent[1].body).toMatchObject({ furthestSeconds: 60, ended: true });
  });
});

describe('a turn that ends', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.getMutationCache().clear();
    vi.unstubAllGlobals();
  });

  test("sends what it did since its last report when the class tablet's next pupil comes, before the story page is gone", async () => {
    // the tests run without a DOM: the tab's session storage that forgetPupil clears is not there
    vi.stubGlobal('sessionStorage', { clear: () => {} });
    onlineManager.setOnline(false);
    const turn = { ...withProgress(startTurn(1, 'FUNKE-GUELTIG', 'c'.repeat(22)), 12), unsent: true };
    store.set(turnAtom, turn);
    forgetPupil();
    expect(store.get(turnAtom)).toBeNull();
    await vi.waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(1));
    expect(queryClient.getMutationCache().getAll()[0].state.variables).toMatchObject({ turnId: turn.id, report: { furthestSeconds: 12 } });
  });
});
