// Every `….md#anchor` the repository names must exist: comments point into docs/ and ARCHITECTURE.md instead of
// to documents outside the repository, and a renamed or moved heading must not leave them pointing nowhere. The
// README is the entrance: its links resolve and it stays short, the reference tables live in the docs.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { commentsIn, filesUnder, ROOT } from './repo-files';

const SCANNED = ['src', 'sw', 'tests', 'scripts', 'docs', 'deploy', '.ci/run', 'README.md', 'ARCHITECTURE.md', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'];
/** The README is read before anything else: a page or two, what the product is, the commands, a map. */
const README_MAX_LINES = 130;

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

type Reference = { from: string; line: number; doc: string; anchor?: string };

/**
 * `docs/<page>.md#<anchor>`, `ARCHITECTURE.md#<anchor>` and `README.md#<anchor>` anywhere (from the root); in
 * Markdown files also every relative link `](<file>#<anchor>)` and `](#<anchor>)`, pictures and folders included.
 */
export function referencesIn(file: string, text: string): Reference[] {
  const refs: Reference[] = [];
  const rel = path.relative(ROOT, file);
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?<![\w/.(-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) refs.push({ from: rel, line: i + 1, doc: `docs/${m[1]}`, anchor: m[2] });
    for (const m of line.matchAll(/(?<![\w/.(-])(ARCHITECTURE|README)\.md#([\w-]+)/g)) refs.push({ from: rel, line: i + 1, doc: `${m[1]}.md`, anchor: m[2] });
    if (!file.endsWith('.md')) return;
    for (const m of line.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      if (!m[1] && !m[2]) continue;
      if (/^[a-z][a-z+.-]*:/i.test(m[1])) continue; // https:, mailto:
      const target = m[1] ? path.relative(ROOT, path.resolve(path.dirname(file), m[1])) : rel;
      refs.push({ from: rel, line: i + 1, doc: target, anchor: m[2] });
    }
  });
  return refs;
}

/** The references whose file or heading does not exist, as `from:line → doc#anchor`. */
export function brokenReferences(refs: Reference[]): string[] {
  const anchorsOf = new Map<string, Set<string> | null | undefined>();
  const anchors = (doc: string): Set<string> | null | undefined => {
    if (anchorsOf.has(doc)) return anchorsOf.get(doc);
    const full = path.join(ROOT, doc);
    // a file that is no Markdown page (a picture, a folder) has no headings; an anchor into it is not checked
    const found = !fs.existsSync(full) ? null : doc.endsWith('.md') ? headingAnchors(fs.readFileSync(full, 'utf8')) : undefined;
    anchorsOf.set(doc, found);
    return found;
  };
  return refs
    .filter((ref) => {
      const known = anchors(ref.doc);
      return known === null || (known !== undefined && ref.anchor !== undefined && !known.has(ref.anchor));
    })
    .map((ref) => `${ref.from}:${ref.line} → ${ref.doc}${ref.anchor ? `#${ref.anchor}` : ''}`);
}

function allReferences(): Reference[] {
  return SCANNED.flatMap(filesUnder).flatMap((file) => referencesIn(file, fs.readFileSync(file, 'utf8')));
}

/**
 * Comments that name a section of README.md or ARCHITECTURE.md in words (the file's name, a colon or comma, the
 * heading): nothing checks such a name, and it outlives the section it named. They link `ARCHITECTURE.md#<anchor>`.
 */
export function sectionsNamedInWords(file: string, text: string): string[] {
  return commentsIn(file, text).flatMap((comment) =>
    comment.text
      .split('\n')
      .flatMap((line, i) => ([...line.matchAll(/(?<![\w/.-])(?:README|ARCHITECTURE)(?:\.md)?(?::|,)\s+[a-z][\w -]*/g)].map((m) => `${path.relative(ROOT, file)}:${comment.line + i} → ${m[0]}`))),
  );
}

test('every docs/ file and anchor, and every file the Markdown links, exists', () => {
  const refs = allReferences();
  expect(refs.length).toBeGreaterThan(20);
  expect(brokenReferences(refs)).toEqual([]);
});

test('the check notices a missing anchor and a missing file', () => {
  // built from parts, so the scan above does not read these made-up references in this file
  const docs = ['docs', '/'].join('');
  const source = `see ${docs}codes.md#no-such-heading and ${docs}no-such-page.md`;
  const refs = referencesIn(path.join(ROOT, 'src/x.ts'), source);
  expect(brokenReferences(refs)).toEqual([`src/x.ts:1 → ${docs}codes.md#no-such-heading`, `src/x.ts:1 → ${docs}no-such-page.md`]);
  expect(brokenReferences(referencesIn(path.join(ROOT, 'src/x.ts'), `${docs}codes.md#validity`))).toEqual([]);
});

test('anchors follow the headings as GitHub makes them', () => {
  expect([...headingAnchors('# Pupil and rental codes\n## E-mail change\n## Token links\n```\n# not a heading\n```\n## Token links')]).toEqual([
    'pupil-and-rental-codes',
    'e-mail-change',
    'token-links',
    'token-links-1',
  ]);
});

test('the check reads README and ARCHITECTURE anchors in code, and relative links of every kind in Markdown', () => {
  const root = ['ARCHITECTURE', '.md'].join('');
  const refs = referencesIn(path.join(ROOT, 'src/x.ts'), `see ${root}#no-such-heading, ${root}#checks`);
  expect(brokenReferences(refs)).toEqual([`src/x.ts:1 → ${root}#no-such-heading`]);
  // built from parts, as above
  const docs = ['docs', '/'].join('');
  const markdown = '![a picture](images/nowhere.png) [the API](api.md#no-such) [ok](api.md#idempotency) [web](https://example.org/x.md#y) [here](#nothing)';
  expect(brokenReferences(referencesIn(path.join(ROOT, `${docs}x.md`), markdown))).toEqual([
    `${docs}x.md:1 → ${docs}images/nowhere.png`,
    `${docs}x.md:1 → ${docs}api.md#no-such`,
    `${docs}x.md:1 → ${docs}x.md#nothing`,
  ]);
});

test('the README is an entrance: short, its reference tables in the docs', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  // what it links is checked above; these are the pages a newcomer is sent to
  for (const page of ['ARCHITECTURE.md', 'docs/README.md', 'docs/demo-data.md']) expect(readme).toContain(`](${page}`);
});

test('no comment names a section of README or ARCHITECTURE in words instead of by its anchor', () => {
  const found = SCANNED.filter((d) => !d.endsWith('.md') && d !== 'docs')
    .flatMap(filesUnder)
    .flatMap((file) => sectionsNamedInWords(file, fs.readFileSync(file, 'utf8')));
  expect(found).toEqual([]);
  const readme = ['README', ':'].join('');
  expect(sectionsNamedInWords(path.join(ROOT, 'src/x.ts'), `const a = 1; // drawn (${readme} pages drawn on the server)\nconst t = '${readme} abc';`)).toEqual([
    `src/x.ts:1 → ${readme} pages drawn on the server`,
  ]);
});
