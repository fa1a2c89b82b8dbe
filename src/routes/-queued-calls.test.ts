import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { WRITES_SCOPE } from '../lib/define-mutation';
import { queryClient } from '../lib/query-client';
import { queuedCallModules } from './-queued-calls';

// app.tsx loads a restored queue's modules from this map before the restore: a queued module missing here
// would leave its calls without a function after a reload, and they would never be sent.

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(HERE, '../features');
const MAP_FILE = path.join(HERE, '-queued-calls.ts');

/** Every *.mutations.ts under src/features that spreads `queuedWrite`, as a path from src/routes without extension. */
function queuedModulesOnDisk(): string[] {
  const files = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mutations.ts'));
  return files
    .filter((f) => /\.\.\.\s*queuedWrite\b/.test(readFileSync(path.join(FEATURES, f), 'utf8')))
    .map((f) => `../features/${f.split(path.sep).join('/').replace(/\.ts$/, '')}`)
    .sort();
}

/** The map's entries as written: kind → the module path of its dynamic import. */
function entriesOfMap(): Map<string, string> {
  const source = readFileSync(MAP_FILE, 'utf8');
  const entries = [...source.matchAll(/^\s*'?([\w-]+)'?\s*:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/gm)];
  return new Map(entries.map(([, kind, module]) => [kind, module]));
}

describe('the queued calls map (routes/-queued-calls.ts)', () => {
  it('names every module with queued writes, and only those', () => {
    const written = entriesOfMap();
    // the source text read here is the map app.tsx uses
    expect([...written.keys()].sort()).toEqual(Object.keys(queuedCallModules).sort());
    expect([...written.values()].sort()).toEqual(queuedModulesOnDisk());
  });

  it('files each module under the first part of the keys of its queued calls', async () => {
    const registered = vi.spyOn(queryClient, 'setMutationDefaults');
    for (const [kind, load] of Object.entries(queuedCallModules)) {
      registered.mockClear();
      await load();
      const queued = registered.mock.calls.filter(([, options]) => options.scope?.id === WRITES_SCOPE);
      expect(queued.length, `${kind}: no queued call registered`).toBeGreaterThan(0);
      for (const [key] of queued) expect(key[0], `${kind}: ${JSON.stringify(key)}`).toBe(kind);
    }
    registered.mockRestore();
  });
});
