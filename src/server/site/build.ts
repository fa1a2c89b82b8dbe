import fs from 'node:fs';
import path from 'node:path';
import { routeAssetsOf, type RouteAssets } from './route-assets';
import { inlineStylesheets } from './shell';
import { loadRenderer, renderBundleOf, type PageRenderer } from './ssr';

// A new build (vite build into the served dist/) replaces index.html and deletes the old hashed assets while pages of
// the old build are open: their next lazy chunk would be a 404 and the page broken until a reload. So the server
// reads a changed build without a restart, and keeps every build's assets it served for a while
// (docs/deployment.md#updates); the service worker's update prompt then moves the open pages to the new build.

/** What the page handler takes from the build: the page template, each route's chunks and the pages' server render. */
export type Build = { template: string; routeAssets: (file: string | undefined) => RouteAssets; render: Promise<PageRenderer | null> };

/** How often a request may look at the build's files: one stat a second costs nothing, and a deploy waits a second at most. */
const CHECK_INTERVAL_MS = 1_000;
/** Assets of a build stay this long after it was last served: longer than a tab stays open without a reload, in practice. */
export const KEEP_ASSETS_MS = 7 * 24 * 3_600_000;

const mtimeOf = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Changes when the build does: index.html, the manifest, the set of assets (a file added or removed), the render bundle. */
const versionOf = (dist: string) =>
  [path.join(dist, 'index.html'), path.join(dist, '.vite', 'manifest.json'), path.join(dist, 'assets'), renderBundleOf(dist)].map(mtimeOf).join(':');

function readBuild(dist: string): Build {
  return {
    template: inlineStylesheets(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), dist),
    routeAssets: routeAssetsOf(dist),
    render: loadRenderer(dist),
  };
}

/**
 * Copies the build's assets into `keep` (atomically: several processes may share it) and renews those still in the
 * build; removes what no build has served for KEEP_ASSETS_MS.
 */
export function keepAssets(dist: string, keep: string, now = Date.now()): void {
  const from = path.join(dist, 'assets');
  const into = path.join(keep, 'assets');
  fs.mkdirSync(into, { recursive: true });
  const current = new Set<string>();
  for (const name of fs.existsSync(from) ? fs.readdirSync(from) : []) {
    const source = path.join(from, name);
    const target = path.join(into, name);
    if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) continue;
    current.add(name);
    if (!fs.existsSync(target)) {
      const partial = `${target}.${process.pid}.partial`;
      fs.copyFileSync(source, partial);
      fs.renameSync(partial, target);
    }
    const seen = new Date(now);
    fs.utimesSync(target, seen, seen);
  }
  for (const name of fs.readdirSync(into)) {
    const file = path.join(into, name);
    if (current.has(name)) continue;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > KEEP_ASSETS_MS) fs.rmSync(file, { force: true });
  }
}

/**
 * The build in `dist` as it is now: read at start, read again when its files change (checked at most once a
 * second, by the requests themselves). A build half written (index.html or its manifest missing or unreadable)
 * leaves the previous one in use until the next check.
 */
export function currentBuild(dist: string, keep: string | undefined): () => Build {
  let build = readBuild(dist);
  let version = versionOf(dist);
  let drawn = fs.existsSync(renderBundleOf(dist));
  let checkedAt = Date.now();
  if (keep) keepAssets(dist, keep);
  return () => {
    if (Date.now() - checkedAt < CHECK_INTERVAL_MS) return build;
    checkedAt = Date.now();
    const next = versionOf(dist);
    if (next === version) return build;
    try {
      build = readBuild(dist);
      if (keep) keepAssets(dist, keep);
      version = next;
      console.log('Neuer Build gelesen: index.html und Assets aus', dist);
      // a client-only `vite build` into the served folder removes the render bundle: said, not left to be noticed
      const wasDrawn = drawn;
      drawn = fs.existsSync(renderBundleOf(dist));
      if (wasDrawn && !drawn) {
        console.warn(`Der neue Build in ${dist} hat kein server/entry-server.mjs: bis zu einem vollständigen Build (\`npm run build\`) zeichnet der Browser die Seiten.`);
      }
    } catch (err) {
      console.warn(`Der neue Build in ${dist} ist noch nicht lesbar (${(err as Error).message}); der bisherige bleibt in Gebrauch.`);
    }
    return build;
  };
}
