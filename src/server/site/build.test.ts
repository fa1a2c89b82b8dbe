import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentBuild, keepAssets, KEEP_ASSETS_MS } from './build';
import { renderBundleOf } from './ssr';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-build-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build as vite leaves it: dist emptied, then index.html naming its hashed script. */
function writeBuild(dist: string, hash: string) {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'assets', `index-${hash}.js`), `console.log('${hash}')`);
  fs.writeFileSync(path.join(dist, 'index.html'), `<html><head><script src="/assets/index-${hash}.js"></script></head><body></body></html>`);
}

describe('a new build while the server runs', () => {
  it('keeps every served build’s assets, renews those still served, and drops what nobody served for a week', () => {
    const dist = tempDir();
    const keep = tempDir();
    const start = Date.now();
    writeBuild(dist, 'aaaa');
    keepAssets(dist, keep, start);
    writeBuild(dist, 'bbbb');
    keepAssets(dist, keep, start + KEEP_ASSETS_MS - 1);
    expect(fs.readdirSync(path.join(keep, 'assets')).sort()).toEqual(['index-aaaa.js', 'index-bbbb.js']);
    expect(fs.readFileSync(path.join(keep, 'assets', 'index-aaaa.js'), 'utf8')).toBe("console.log('aaaa')");
    keepAssets(dist, keep, start + KEEP_ASSETS_MS + 1);
    // bbbb is the served build: renewed at every pass, never dropped
    expect(fs.readdirSync(path.join(keep, 'assets'))).toEqual(['index-bbbb.js']);
  });

  it('reads the new index.html within a second, and keeps the old one while the new one is half written', async () => {
    const dist = tempDir();
    const keep = tempDir();
    writeBuild(dist, 'aaaa');
    const build = currentBuild(dist, keep);
    expect(build().template).toContain('/assets/index-aaaa.js');
    fs.rmSync(path.join(dist, 'index.html'));
    await new Promise((r) => setTimeout(r, 1_100));
    expect(build().template).toContain('/assets/index-aaaa.js');
    writeBuild(dist, 'bbbb');
    await new Promise((r) => setTimeout(r, 1_100));
    expect(build().template).toContain('/assets/index-bbbb.js');
    expect(fs.existsSync(path.join(keep, 'assets', 'index-aaaa.js'))).toBe(true);
  });

  it('says so when a new build comes without the render bundle the previous one had', async () => {
    const dist = tempDir();
    writeBuild(dist, 'aaaa');
    fs.mkdirSync(path.dirname(renderBundleOf(dist)));
    fs.writeFileSync(renderBundleOf(dist), 'export const renderPage = async () => null;\n');
    const build = currentBuild(dist, undefined);
    expect(await build().render).toBeTypeOf('function');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      writeBuild(dist, 'bbbb');
      await new Promise((r) => setTimeout(r, 1_100));
      expect(await build().render).toBeNull();
      expect(warn).toHaveBeenCalledWith(
        `Der neue Build in ${dist} hat kein server/entry-server.mjs: bis zu einem vollständigen Build (\`npm run build\`) zeichnet der Browser die Seiten.`,
      );
    } finally {
      warn.mockRestore();
    }
  });
});
