// `npm run test:browser` builds only when dist/ is older than what the build reads (scripts/test-browser.mjs). The
// script runs in a made-up checkout whose `npm` and `npx` only write down how they were called.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/test-browser.mjs');

test('builds when dist/ is missing or older than browser code, not for server code or tests, then runs Playwright', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-build-age-'));
  const write = (file: string, minutesAgo: number, text = '') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text, { mode: 0o755 });
    const when = new Date(Date.now() - minutesAgo * 60_000);
    fs.utimesSync(path.join(root, file), when, when);
  };
  for (const tool of ['npm', 'npx']) write(`bin/${tool}`, 60, `#!/bin/sh\necho "${tool} $*" >> "${root}/calls"\n`);
  const run = (...args: string[]) => {
    fs.rmSync(path.join(root, 'calls'), { force: true });
    const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: root, env: { ...process.env, PATH: `${root}/bin:${process.env.PATH}` } });
    expect(result.status).toBe(0);
    return fs.readFileSync(path.join(root, 'calls'), 'utf8').trim().split('\n');
  };
  const build = 'npm run build';
  const playwright = 'npx playwright test tests/e2e/bookmarks.spec.ts';
  try {
    write('src/features/a.tsx', 30);
    write('dist/index.html', 20);
    expect(run('tests/e2e/bookmarks.spec.ts')).toEqual([build, playwright]); // the render bundle is missing
    write('dist/server/entry-server.mjs', 20);
    expect(run('tests/e2e/bookmarks.spec.ts')).toEqual([playwright]);
    expect(run('-g', 'Merkliste')).toEqual(['npx playwright test -g Merkliste']);

    write('src/server/routes/b.ts', 1);
    write('src/features/a.test.tsx', 1);
    expect(run('tests/e2e/bookmarks.spec.ts')).toEqual([playwright]);

    write('src/server/site/compression.ts', 1);
    expect(run('tests/e2e/bookmarks.spec.ts')).toEqual([build, playwright]);
    write('src/server/site/compression.ts', 30);
    write('sw/sw.ts', 1);
    expect(run('tests/e2e/bookmarks.spec.ts')).toEqual([build, playwright]);
    write('sw/sw.ts', 30);
    write('src/features/a.tsx', 1);
    expect(run('tests/e2e/bookmarks.spec.ts')).toEqual([build, playwright]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
