// `npm run test:browser -- <Playwright arguments>`: the browser tests of one feature, e.g.
// `npm run test:browser -- tests/offline/class-tablet.spec.ts` or `-- -g "Klassen-Tablet"`. The tests drive the
// built app, so it builds first, but only when dist/ is missing or older than a file it is built from: the inner
// loop's second run starts the tests at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What `npm run build` reads. The server runs from src/server itself (tsx), and browser code takes only types from
 * it (ARCHITECTURE.md#dependency-direction-browser), so a server change needs no build; the one server module
 * the build runs is the compression of vite.config.ts. Tests beside the code (`*.test.ts`) are not built either.
 */
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'src/server/site/compression.ts'];
const NOT_BUILT = ['src/server'];
/** What it writes last of all: the client's page and the render bundle of the server build. */
const OUTPUTS = ['dist/index.html', 'dist/server/entry-server.mjs'];

function newestChange(root, file) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  if (NOT_BUILT.includes(file)) return 0;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestChange(root, path.join(file, name))));
}

/** True when dist/ under `root` lacks an output or a source changed after the oldest of them was written. */
function buildIsStale(root) {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.some((source) => newestChange(root, source) > built);
}

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  return status ?? 1;
}

if (buildIsStale(process.cwd())) {
  console.log('dist/ is older than the sources: npm run build');
  const built = run('npm', ['run', 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
