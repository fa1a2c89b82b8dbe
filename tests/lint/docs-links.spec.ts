// Every `docs/….md#anchor` the repository names must exist: comments point into docs/ instead of to documents
// outside the repository, and a renamed heading must not leave them pointing nowhere.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED_DIRS = ['src', 'sw', 'tests', 'scripts', 'docs'];
const SCANNED_FILES = ['README.md', 'ARCHITECTURE.md', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|html|php|sh)$/;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

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

/** `docs/<page>.md#<anchor>` anywhere; in Markdown files also relative links `](<page>.md#<anchor>)` and `](#<anchor>)`. */
export function referencesIn(file: string, text: string): Reference[] {
  const refs: Reference[] = [];
  const rel = path.relative(ROOT, file);
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) refs.push({ from: rel, line: i + 1, doc: `docs/${m[1]}`, anchor: m[2] });
    if (!file.endsWith('.md')) return;
    for (const m of line.matchAll(/\]\(([\w./-]*?\.md)?(?:#([\w-]+))?\)/g)) {
      if (!m[1] && !m[2]) continue;
      const target = m[1] ? path.relative(ROOT, path.resolve(path.dirname(file), m[1])) : rel;
      if (!target.startsWith('docs/') && !m[1]?.endsWith('.md')) continue;
      refs.push({ from: rel, line: i + 1, doc: target, anchor: m[2] });
    }
  });
  return refs;
}

/** The references whose file or heading does not exist, as `from:line → doc#anchor`. */
export function brokenReferences(refs: Reference[]): string[] {
  const anchorsOf = new Map<string, Set<string> | null>();
  const anchors = (doc: string): Set<string> | null => {
    const cached = anchorsOf.get(doc);
    if (cached !== undefined) return cached;
    const full = path.join(ROOT, doc);
    const found = fs.existsSync(full) ? headingAnchors(fs.readFileSync(full, 'utf8')) : null;
    anchorsOf.set(doc, found);
    return found;
  };
  return refs
    .filter((ref) => {
      const known = anchors(ref.doc);
      return known === null || (ref.anchor !== undefined && !known.has(ref.anchor));
    })
    .map((ref) => `${ref.from}:${ref.line} → ${ref.doc}${ref.anchor ? `#${ref.anchor}` : ''}`);
}

function allReferences(): Reference[] {
  const files = [...SCANNED_DIRS.flatMap((d) => filesUnder(path.join(ROOT, d))), ...SCANNED_FILES.map((f) => path.join(ROOT, f)).filter((f) => fs.existsSync(f))];
  return files.flatMap((file) => referencesIn(file, fs.readFileSync(file, 'utf8')));
}

test('every docs/ file and anchor the repository names exists', () => {
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
