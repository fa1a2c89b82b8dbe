import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The route's chunks and style sheets by address, and the sheets' text (written into a page the server drew, shell.ts). */
export type RouteAssets = { scripts: string[]; styles: string[]; css: string };

/**
 * The chunks a route's screen needs (its split component, the chunks that imports, their CSS), read from the build's
 * manifest (vite.config.ts `build.manifest`). The served page names them, so the browser fetches them beside the
 * shell instead of after it has run: the router would only ask for them once the app has started.
 */
export function routeAssetsOf(dist: string): (file: string | undefined) => RouteAssets {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const none = () => ({ scripts: [], styles: [], css: '' });
  if (!fs.existsSync(manifestFile)) return none;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // what index.html loads already
  const inShell = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inShell);
  const cache = new Map<string, RouteAssets>();
  return (file) => {
    if (!file) return none();
    // a route with a loader has it in its component's chunk (vite.config.ts codeSplittingOptions)
    const key = ['.tsx', '.ts']
      .flatMap((ext) => [`${file}${ext}?tsr-split=component---loader`, `${file}${ext}?tsr-split=component`])
      .find((k) => manifest[k]);
    if (!key) return none();
    let assets = cache.get(key);
    if (!assets) {
      const keys = new Set<string>();
      walk(key, keys);
      const chunks = [...keys].filter((k) => !inShell.has(k)).map((k) => manifest[k]);
      const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
      const css = styles.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
      assets = { scripts: chunks.map((c) => `/${c.file}`), styles: styles.map((f) => `/${f}`), css: /<\/style/i.test(css) ? '' : css };
      cache.set(key, assets);
    }
    return assets;
  };
}
