// Proves that the lint rules `npm test` relies on really fire (ESLint on snippets with made-up file names).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from '@playwright/test';

const eslint = new ESLint();

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages;
}

const cases: [file: string, code: string, rule: string | null][] = [
  ['src/shared/domain/x.ts', "import { a } from '../../server/config';", 'architecture/dependency-direction'],
  ['src/shared/domain/x.ts', "import { a } from '../../lib/api-client';", 'architecture/dependency-direction'],
  ['src/shared/domain/x.ts', "import { a } from '../schemas/auth';", null],
  ['src/server/routes/x.ts', "import { a } from '../../lib/api-client';", 'architecture/dependency-direction'],
  ['src/server/routes/x.ts', "import { a } from '../services/sessions';", null],
  ['src/server/routes/x.ts', "import { a } from './auth';", null],
  ['src/lib/x.ts', "import { a } from '../features/cms/cms.queries';", 'architecture/dependency-direction'],
  ['src/lib/x.ts', "import { a } from '../server/app';", 'architecture/dependency-direction'],
  ['src/lib/x.ts', "import type { AppType } from '../server/app';", null],
  ['src/lib/x.ts', "import { type AppType } from '../server/app';", 'architecture/dependency-direction'],
  ['src/ui/x.ts', "import { a } from '../features/cms/cms.queries';", 'architecture/dependency-direction'],
  ['src/features/home/x.ts', "import { a } from '../../routes/index';", 'architecture/dependency-direction'],
  ['src/features/home/x.ts', "import { a } from '../cms/components/block';", 'architecture/dependency-direction'],
  ['src/features/home/x.ts', "import { a } from '../cms/cms.queries';", null],
  ['src/features/home/x.ts', "import { a } from '../story-packs/story-packs.public';", null],
  ['src/features/home/x.ts', "import { a } from '../../ui/modal';", null],
  ['src/routes/x.tsx', "import { a } from '../features/cms/components/block';", null],
  ['src/routes/x.tsx', "const m = import('../server/config');", 'architecture/dependency-direction'],
  ['sw/sw.ts', "import { a } from '../src/server/config';", 'architecture/dependency-direction'],
  ['sw/sw.ts', "import { a } from '../src/features/story-packs/story-packs.keys';", null],
  ['sw/sw.ts', "import { a } from '../src/features/story-packs/story-packs.paths';", null],
  ['sw/sw.ts', "import { a } from '../src/features/story-packs/stored-packs';", 'architecture/dependency-direction'],
  // a folder or file under src/ that ARCHITECTURE.md does not name is not a free-for-all "root"
  ['src/widgets/x.ts', "import { a } from '../shared/schemas/auth';", 'architecture/dependency-direction'],
  ['src/widgets/x.ts', 'export const a = 1;', 'architecture/dependency-direction'],
  ['src/helpers.ts', 'export const a = 1;', 'architecture/dependency-direction'],
  ['src/lib/x.ts', "import { a } from '../widgets/y';", 'architecture/dependency-direction'],
  ['src/lib/x.ts', "import { a } from '../helpers';", 'architecture/dependency-direction'],
  ['sw/sw.ts', "import { a } from '../src/widgets/y';", 'architecture/dependency-direction'],
  // the root files wire the layers together, and are checked like any other file
  ['src/main.tsx', "import { routeTree } from './routeTree.gen';", null],
  ['src/main.tsx', "import { queryClient } from './lib/query-client';", null],
  ['src/main.tsx', "import { a } from './server/config';", 'architecture/dependency-direction'],
  ['src/main.tsx', "import { a } from './widgets/y';", 'architecture/dependency-direction'],
  ['src/routeTree.gen.ts', "import { Route } from './routes/__root';", null],
  ['src/routeTree.gen.ts', "/* eslint-disable */\nimport { a } from './server/config';", 'architecture/dependency-direction'],
  ['src/lib/x.ts', "import { routeTree } from '../routeTree.gen';", 'architecture/dependency-direction'],
  // cross-feature: only through the other feature's *.queries.ts or *.public.ts
  ['src/features/home/x.ts', "import { a } from '../access-codes/access-codes.public';", null],
  ['src/features/home/x.ts', "import { a } from '../access-codes/pupil-session';", 'architecture/dependency-direction'],
  // the server's layers (LAYERS): config ← db, media ← mail ← http ← cms ← services ← live ← routes, site, seed ← app ← index
  ['src/server/services/x.ts', "import { a } from '../live/hub';", 'architecture/dependency-direction'],
  ['src/server/live/x.ts', "import { a } from '../services/sessions';", null],
  ['src/server/mail/x.ts', "import { a } from '../http/errors';", 'architecture/dependency-direction'],
  ['src/server/http/x.ts', "import type { Mailer } from '../mail/mailer';", null],
  ['src/server/http/x.ts', "import type { SessionUser } from '../services/sessions';", 'architecture/dependency-direction'],
  ['src/server/cms/x.ts', "import { a } from '../services/cms';", 'architecture/dependency-direction'],
  ['src/server/services/x.ts', "import { a } from '../cms/wp-args';", null],
  ['src/server/db/x.ts', "import { a } from '../services/cms';", 'architecture/dependency-direction'],
  ['src/server/db/schema/x.ts', "import { a } from '../../config';", null],
  ['src/server/seed/x.ts', "import { a } from '../services/cms';", null],
  ['src/server/config.ts', "import { a } from './db/client';", 'architecture/dependency-direction'],
  // neighbours in one row stay apart
  ['src/server/routes/x.ts', "import { a } from '../site/site';", 'architecture/dependency-direction'],
  ['src/server/db/x.ts', "import { a } from '../media/paths';", 'architecture/dependency-direction'],
  ['src/server/services/x.ts', "import { a } from '../app';", 'architecture/dependency-direction'],
  ['src/server/app.ts', "import { a } from './routes/auth';", null],
  ['src/server/app.ts', "import { a } from './index';", 'architecture/dependency-direction'],
  ['src/server/index.ts', "import { a } from './app';", null],
  // testing/ serves *.test.ts files, which may reach any layer
  ['src/server/routes/x.ts', "import { a } from '../testing/test-app';", 'architecture/dependency-direction'],
  ['src/server/routes/x.test.ts', "import { a } from '../testing/test-app';", null],
  ['src/server/http/x.test.ts', "import { a } from '../seed/accounts';", null],
  ['src/server/testing/x.ts', "import { a } from '../app';", null],
  // a new folder of the server joins LAYERS before it is used
  ['src/server/jobs/x.ts', 'export const a = 1;', 'architecture/dependency-direction'],
  ['src/server/routes/x.ts', "import { a } from '../jobs/y';", 'architecture/dependency-direction'],
  // the service worker: src/shared and key or path modules only, which stay pure themselves
  ['sw/packs.ts', "import { a } from '../src/features/story-packs/story-packs.keys';", null],
  ['sw/sw.ts', "import { a } from '../src/lib/api-urls';", null],
  ['sw/packs.ts', "import { a } from '../src/features/story-packs/story-packs.paths';", null],
  ['sw/sw.ts', "import { a } from '../src/shared/domain/playback';", null],
  ['sw/sw.ts', "import { a } from '../src/lib/session';", 'architecture/dependency-direction'],
  ['sw/sw.ts', "import { a } from '../src/features/story-packs/story-packs.queries';", 'architecture/dependency-direction'],
  ['src/lib/x-keys.ts', "import { a } from './query-client';", 'architecture/dependency-direction'],
  ['src/lib/x-keys.ts', "import { a } from '../shared/query-keys';", null],
  ['src/features/story-packs/story-packs.keys.ts', "import { a } from '../../lib/api-urls';", null],
  ['src/lib/api-urls.ts', "import type { AppType } from '../server/app';", null],
  // scripts/: Node tools run with the server's code, never the browser's; no test fixtures
  ['scripts/wordpress/x.ts', "import { a } from '../../src/server/seed/cms';", null],
  ['scripts/wordpress/x.ts', "import { a } from '../../src/lib/api-client';", 'architecture/dependency-direction'],
  ['scripts/wordpress/x.ts', "import { a } from '../../src/server/testing/test-database';", 'architecture/dependency-direction'],
  // tests/: Playwright drives the built app, so it takes src/shared, key modules and its own setup and helpers
  ['tests/e2e/x.spec.ts', "import { a } from '../../src/shared/schemas/games';", null],
  ['tests/offline/x.spec.ts', "import { a } from '../setup/server';", null],
  ['tests/offline/x.spec.ts', "import { a } from '../e2e/helpers';", null],
  ['tests/offline/x.spec.ts', "import { PACK_WINDOW } from '../../src/features/story-packs/story-packs.keys';", null],
  ['tests/e2e/x.spec.ts', "import { a } from '../../src/server/seed/accounts';", 'architecture/dependency-direction'],
  ['tests/e2e/x.spec.ts', "import { a } from '../../src/features/cms/cms.queries';", 'architecture/dependency-direction'],
  ['tests/e2e/x.spec.ts', "import { a } from '../../src/lib/session';", 'architecture/dependency-direction'],
  // … the benchmark measures server functions in-process
  ['tests/bench/x.ts', "import { a } from '../../src/server/seed';", null],
  ['tests/bench/x.ts', "import { a } from '../setup/chromium';", null],
  ['tests/bench/x.ts', "import { a } from '../../src/lib/api-client';", 'architecture/dependency-direction'],
  // … and nothing in src/ or sw/ imports from tests/ or scripts/
  ['src/lib/x.ts', "import { a } from '../../tests/e2e/helpers';", 'architecture/dependency-direction'],
  ['src/server/routes/x.test.ts', "import { a } from '../../../scripts/wordpress/record';", 'architecture/dependency-direction'],
  ['tests/e2e/x.spec.ts', "import { test } from '@playwright/test'; test.only('a', () => {});", 'no-restricted-syntax'],
  ['tests/e2e/x.spec.ts', "import { test } from '@playwright/test'; test.describe.skip('a', () => {});", 'no-restricted-syntax'],
  ['src/shared/domain/x.test.ts', "import { it } from 'vitest'; it.skip('a', () => {});", 'no-restricted-syntax'],
];

for (const [file, code, rule] of cases) {
  test(`${file}: ${code} → ${rule ?? 'allowed'}`, async () => {
    const found = await lint(file, code);
    const ruleIds = found.map((m) => m.ruleId);
    if (rule) expect(ruleIds).toContain(rule);
    else expect(ruleIds.filter((id) => id === 'architecture/dependency-direction' || id === 'no-restricted-syntax')).toEqual([]);
    // every refusal of the direction says where the rule is explained
    for (const m of found.filter((m) => m.ruleId === 'architecture/dependency-direction')) expect(m.message).toContain('ARCHITECTURE.md');
  });
}

// The rule finds src/ from the config file, not from the working folder: eslint started in src/ (as an
// editor may) sees the same layers. A separate process, because the working folder is the process's own.
test('resolves src/ from the config file when eslint runs in another folder', () => {
  const bin = path.resolve('node_modules/eslint/bin/eslint.js');
  const lint = (file: string, code: string) => {
    const run = spawnSync(process.execPath, [bin, '--format', 'json', '--stdin', '--stdin-filename', file], {
      cwd: path.resolve('src'),
      input: code,
      encoding: 'utf8',
    });
    const [result] = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
    return { filePath: result.filePath, ruleIds: result.messages.map((m) => m.ruleId) };
  };
  const wrong = lint('shared/domain/x.ts', "import { a } from '../../server/config';");
  expect(wrong.filePath).toBe(path.resolve('src/shared/domain/x.ts'));
  expect(wrong.ruleIds).toContain('architecture/dependency-direction');
  expect(lint('shared/domain/x.ts', "import { a } from '../schemas/auth';").ruleIds).not.toContain('architecture/dependency-direction');
});
