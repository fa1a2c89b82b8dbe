// No comment cites an issue number: a reader of the code has the code and docs/, not the tracker, so a comment
// says why in its own words or links the doc that owns the rule (docs/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { commentsIn, filesUnder, ROOT } from './repo-files';

const SCANNED = ['src', 'sw', 'tests', 'scripts', 'deploy', '.ci/run', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'];

/**
 * A number of this project's tracker: the word issue (any case, also plural), pull request, PR or GH before a
 * number, with or without a hash, a colon or a hyphen; or a bare hash and number. An upstream bug named with its
 * project (the project's name, a hash, the number) and a name such as PKCS with a hash are no such citation.
 */
const ISSUE = /\b(?:issues?|pull request|PR|GH)\b[\s:#-]*\d+|(?<![\w&#/-])#\d+\b(?![\w-])/gi;

export function issueCitations(file: string, text: string): string[] {
  return commentsIn(file, text).flatMap((comment) =>
    comment.text.split('\n').flatMap((line, i) => [...line.matchAll(ISSUE)].map((m) => `${path.relative(ROOT, file)}:${comment.line + i} → ${m[0]}`)),
  );
}

test('no comment in src, sw, tests, scripts, deploy or CI cites an issue number', () => {
  const files = SCANNED.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((file) => issueCitations(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
});

test('the check finds the usual ways of citing one, in comments only', () => {
  // built from parts, so the scan above does not read these made-up citations in this file
  const issue = (n: number) => ['Iss', 'ue ', n].join('');
  const hash = (n: number) => ['#', n].join('');
  const ts = path.join(ROOT, 'src/x.ts');
  const source = [
    `// as ${issue(50).toLowerCase()} asked`,
    `/** see ${hash(51)}, */`,
    `/*`,
    ` * ${issue(52)}: the class tablet; issue ${hash(53)}`,
    ` */`,
    `const colour = '${hash(333)}'; // libuv${hash(3696)} and PKCS${hash(8)} are upstream names`,
    `const text = '${issue(54)} is a string, not a comment'; const url = 'https://example.org/x'; // ${['GH', '-12'].join('')}`,
  ].join('\n');
  expect(issueCitations(ts, source)).toEqual([
    `src/x.ts:1 → ${issue(50).toLowerCase()}`,
    `src/x.ts:2 → ${hash(51)}`,
    `src/x.ts:4 → ${issue(52)}`,
    `src/x.ts:4 → issue ${hash(53)}`,
    `src/x.ts:7 → ${['GH', '-12'].join('')}`,
  ]);
  expect(issueCitations(path.join(ROOT, 'deploy/x.sh'), `echo "${hash(5)}" ${hash(6)}\n# fixes ${issue(7)}`)).toEqual([
    `deploy/x.sh:1 → ${hash(6)}`,
    `deploy/x.sh:2 → ${issue(7)}`,
  ]);
});
