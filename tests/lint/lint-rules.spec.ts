// Proves that the lint rules `npm test` relies on really fire (ESLint on snippets with made-up file names).
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
  ['src/features/home/x.ts', "import { a } from '../../ui/modal';", null],
  ['src/routes/x.tsx', "import { a } from '../features/cms/components/block';", null],
  ['src/routes/x.tsx', "const m = import('../server/config');", 'architecture/dependency-direction'],
  ['sw/sw.ts', "import { a } from '../src/server/config';", 'architecture/dependency-direction'],
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
