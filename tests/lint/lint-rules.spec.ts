// Proves that the lint rules `npm test` relies on really fire (ESLint on snippets with made-up file names).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from '@playwright/test';

const eslint = new ESLint();

async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
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
  ['tests/e2e/x.spec.ts', "import { test } from '@playwright/test'; test.only('a', () => {});", 'no-restricted-syntax'],
  ['tests/e2e/x.spec.ts', "import { test } from '@playwright/test'; test.describe.skip('a', () => {});", 'no-restricted-syntax'],
  ['src/shared/domain/x.test.ts', "import { it } from 'vitest'; it.skip('a', () => {});", 'no-restricted-syntax'],
];

for (const [file, code, rule] of cases) {
  test(`${file}: ${code} → ${rule ?? 'allowed'}`, async () => {
    const ruleIds = await messages(file, code);
    if (rule) expect(ruleIds).toContain(rule);
    else expect(ruleIds.filter((id) => id === 'architecture/dependency-direction' || id === 'no-restricted-syntax')).toEqual([]);
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
