// `npm run test:browser` builds only when dist/ is older than what the build reads (scripts/test-browser.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildIsStale } from '../../scripts/test-browser.mjs';

test('a build is needed when dist/ is missing or older than a browser source, not for server code or tests', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-build-age-'));
  const write = (file: string, minutesAgo: number) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
    const when = new Date(Date.now() - minutesAgo * 60_000);
    fs.utimesSync(path.join(root, file), when, when);
  };
  try {
    write('src/features/a.tsx', 30);
    write('dist/index.html', 20);
    expect(buildIsStale(root)).toBe(true); // the render bundle is missing
    write('dist/server/entry-server.mjs', 20);
    expect(buildIsStale(root)).toBe(false);

    write('src/server/routes/b.ts', 1);
    write('src/features/a.test.tsx', 1);
    expect(buildIsStale(root)).toBe(false);

    write('src/server/site/compression.ts', 1);
    expect(buildIsStale(root)).toBe(true);
    write('src/server/site/compression.ts', 30);
    write('sw/sw.ts', 1);
    expect(buildIsStale(root)).toBe(true);
    write('sw/sw.ts', 30);
    write('src/features/a.tsx', 1);
    expect(buildIsStale(root)).toBe(true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
