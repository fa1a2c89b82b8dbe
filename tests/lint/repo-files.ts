// The repository's own text files, for the checks of tests/lint that read them.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|html|php|sh|conf|service)$/;

/** The text files under `dir` (relative to the root), without node_modules and hidden folders. */
export function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(child);
    return TEXT.test(entry.name) ? [path.join(ROOT, child)] : [];
  });
}

/**
 * The comments of a source file with the line each starts on: `//` and `/* … *\/` in script, style and PHP
 * files, `#` in shell scripts and configuration. A `//` after a quote, a colon or a word (a string, a URL) is
 * not one.
 */
export function commentsIn(file: string, text: string): { line: number; text: string }[] {
  const pattern = /\.(sh|conf|service)$/.test(file) || !path.extname(file) ? /(?:^|\s)(#.*)$/gm : /(\/\*[\s\S]*?\*\/)|(?<![:"'`\w\\])(\/\/.*)$/gm;
  return [...text.matchAll(pattern)].map((m) => ({
    line: text.slice(0, m.index + m[0].indexOf(m[1] ?? m[2])).split('\n').length,
    text: (m[1] ?? m[2])!,
  }));
}
