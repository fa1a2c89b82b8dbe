import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_BUNDLE } from '../../shared/schemas/media';
import { packDownloader } from './story-pack-download';
import { PACK_WINDOW, windowKey } from './story-packs.keys';

const ORIGIN = 'http://x.test';
const VIDEO = `${ORIGIN}/media/videos/maus-text.mp4`;
const SIZE = 3 * PACK_WINDOW - 10;

/** The order things happened in: requests (`get 0`…) and finished writes (`put <key>`). */
let events: string[];
/** Writes that wait until the test lets them go. */
let releaseWrites: () => void;
let writesHeld: Promise<void>;

const windowOf = (url: string) => Number(new URL(url).searchParams.get('slice')!.split('-')[0]) / PACK_WINDOW;

const entries = new Map<string, Response>();

function fakeCache(): Cache {
  return {
    put: async (key: string, res: Response) => {
      await writesHeld;
      // kept readable, as the cache keeps what it stored
      entries.set(key, new Response(await res.arrayBuffer(), { status: res.status, headers: res.headers }));
      events.push(`put ${key}`);
    },
    delete: async (key: string) => entries.delete(key),
  } as unknown as Cache;
}

beforeEach(() => {
  events = [];
  entries.clear();
  writesHeld = new Promise((resolve) => (releaseWrites = resolve));
  vi.stubGlobal('location', { origin: ORIGIN });
});
afterEach(() => vi.unstubAllGlobals());

const hooks = { onBytes: () => {}, failed: () => new Error('failed') };

describe('packDownloader', () => {
  it('keeps a playlist the save read itself, counted with the files it names and asked for nothing', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url).pathname);
      return new Response(new Uint8Array(500), { status: 200, headers: { 'content-length': '500', 'x-media-size': '500' } });
    });
    const bytes: number[] = [];
    const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, { ...hooks, onBytes: (n) => bytes.push(n) });
    const playlist = `${ORIGIN}/media/videos/s-text-240p.m3u8`;
    const text = '#EXTM3U\n#EXT-X-MAP:URI="s-text-240p-init.mp4"\n';
    const kept = files.keep(playlist, text, 'application/vnd.apple.mpegurl');
    files.add([{ url: `${ORIGIN}/media/videos/s-text-240p-init.mp4`, key: `${ORIGIN}/media/videos/s-text-240p-init.mp4`, kind: 'media' }]);
    // the same key added again is not fetched: the save has it already
    files.add([{ url: playlist, key: playlist, kind: 'media' }]);
    expect(await files.sized()).toBe(text.length + 500);
    releaseWrites();
    expect(await kept).toBe(text.length);
    expect(await files.finished()).toBe(text.length + 500);
    expect(asked).toEqual(['/media/videos/s-text-240p-init.mp4']);
    expect(bytes.sort((a, b) => a - b)).toEqual([text.length, 500]);
    const stored = entries.get(playlist)!;
    expect(stored.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await stored.text()).toBe(text);
  });

  it("asks for a big file's other windows once the first one's headers tell the size, before it is stored", async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const i = windowOf(url);
      events.push(`get ${i}`);
      const bytes = Math.min(PACK_WINDOW, SIZE - i * PACK_WINDOW);
      return new Response(new Uint8Array(bytes), { status: 200, headers: { 'x-media-size': String(SIZE) } });
    });
    const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
    files.add([{ url: VIDEO, key: VIDEO, kind: 'media' }]);
    expect(await files.sized()).toBe(SIZE);
    // every window is under way while the first one's write is still held back
    await vi.waitFor(() => expect(events).toEqual(['get 0', 'get 1', 'get 2']));
    releaseWrites();
    expect(await files.finished()).toBe(SIZE);
    expect([...entries.keys()].sort()).toEqual([0, 1, 2].map((i) => windowKey(VIDEO, i)).sort());
  });

  it("hands a small file's connection on once its bytes are in: seven files are asked while six writes wait", async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      events.push(`get ${new URL(url).pathname}`);
      return new Response(new Uint8Array(100), { status: 200, headers: { 'content-length': '100', 'x-media-size': '100' } });
    });
    const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
    const items = Array.from({ length: 7 }, (_, i) => `${ORIGIN}/media/games/spiel-${i}.webp`);
    files.add(items.map((url) => ({ url, key: url, kind: 'media' as const })));
    // the writes are held back; before, each held its place among the six, and the seventh file waited for one
    await vi.waitFor(() => expect(events.filter((e) => e.startsWith('get'))).toHaveLength(7));
    expect(events.some((e) => e.startsWith('put'))).toBe(false);
    releaseWrites();
    expect(await files.finished()).toBe(700);
    expect([...entries.keys()].sort()).toEqual([...items].sort());
  });

  it("keeps a big window's connection while it is written: its bytes stream in with the write, never whole in memory", async () => {
    const big = 7 * PACK_WINDOW;
    vi.stubGlobal('fetch', async (url: string) => {
      events.push(`get ${windowOf(url)}`);
      // a window's length as the server names it; the bytes themselves need not be that many here
      return new Response(new Uint8Array(16), { status: 200, headers: { 'content-length': String(PACK_WINDOW), 'x-media-size': String(big) } });
    });
    const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
    files.add([{ url: VIDEO, key: VIDEO, kind: 'media' }]);
    await vi.waitFor(() => expect(events).toHaveLength(6));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // six windows being written hold the six connections: the seventh waits for one of them
    expect(events).toEqual(['get 0', 'get 1', 'get 2', 'get 3', 'get 4', 'get 5']);
    releaseWrites();
    await files.finished();
    expect(events).toContain('get 6');
  });

  it('reports a failed window only once every other window has stopped writing', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const i = windowOf(url);
      events.push(`get ${i}`);
      if (i === 1) return new Response(null, { status: 500 });
      return new Response(new Uint8Array(16), { status: 200, headers: { 'x-media-size': String(SIZE) } });
    });
    const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
    files.add([{ url: VIDEO, key: VIDEO, kind: 'media' }]);
    const outcome = files.finished().then(
      () => 'stored',
      (err: Error) => `${err.message} after ${events.filter((e) => e.startsWith('put')).length} writes`,
    );
    await vi.waitFor(() => expect(events).toContain('get 2'));
    releaseWrites();
    // windows 0 and 2 were written before the failure came out: nothing writes after the save says it failed
    expect(await outcome).toBe('failed after 2 writes');
  });

  describe('small files together (GET /media/bundle)', () => {
    const VTT = `${ORIGIN}/media/subtitles/maus-mitlesen.vtt?exp=9999999999&sig=abc`;
    const PICTURE = `${ORIGIN}/media/games/maus-impuls.webp`;
    const SHEET_LINK = `${ORIGIN}/api/attachments/2/6/download`;
    const SHEET = `${ORIGIN}/media/attachments/maus-arbeitsblatt.pdf?exp=9999999999&sig=def`;
    /** What each test's server answers: the bundle's parts by the file asked, and any file alone. */
    let parts: Record<string, File | string>;
    const asked: string[] = [];

    beforeEach(() => {
      asked.length = 0;
      parts = {
        '/media/subtitles/maus-mitlesen.vtt?exp=9999999999&sig=abc': new File(['WEBVTT\n'], 'maus-mitlesen.vtt', { type: 'text/vtt' }),
        '/media/games/maus-impuls.webp': new File([new Uint8Array(300)], 'maus-impuls.webp', { type: 'image/webp' }),
        '/media/attachments/maus-arbeitsblatt.pdf?exp=9999999999&sig=def': new File(['%PDF-1.4'], 'maus-arbeitsblatt.pdf', { type: 'application/pdf' }),
      };
      vi.stubGlobal('fetch', async (url: string) => {
        const u = new URL(url, ORIGIN);
        asked.push(u.pathname);
        if (u.pathname !== '/media/bundle') return new Response(new Uint8Array(1000), { status: 200, headers: { 'content-length': '1000', 'x-media-size': '1000' } });
        const form = new FormData();
        u.searchParams.getAll('f[]').forEach((file, i) => form.append(String(i), parts[file]));
        return new Response(form);
      });
      releaseWrites();
    });

    const smallFiles = [
      { url: VTT, key: VTT.split('?')[0], kind: 'media' as const, together: true },
      { url: PICTURE, key: PICTURE, kind: 'media' as const, together: true },
      { url: SHEET, key: SHEET_LINK, kind: 'material' as const, together: true },
    ];

    it('asks the files added at one moment in one request and stores each as its own file', async () => {
      const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
      // as the story's answers arrive: each adds its files, the video first and alone
      files.add([{ url: VIDEO, key: VIDEO, kind: 'media' }]);
      files.add(smallFiles.slice(0, 1));
      files.add(smallFiles.slice(1));
      expect(await files.finished()).toBe(1000 + 7 + 300 + 8);
      expect(asked).toEqual(['/media/videos/maus-text.mp4', '/media/bundle']);
      const vtt = entries.get(VTT.split('?')[0])!;
      expect(vtt.headers.get('content-type')).toBe('text/vtt');
      expect(await vtt.text()).toBe('WEBVTT\n');
      expect((await entries.get(PICTURE)!.arrayBuffer()).byteLength).toBe(300);
      // material under its download link, with the file's name, as the offline app hands it out
      const sheet = entries.get(SHEET_LINK)!;
      expect(sheet.headers.get('content-disposition')).toBe('attachment; filename="maus-arbeitsblatt.pdf"');
      expect(await sheet.text()).toBe('%PDF-1.4');
    });

    it('asks a file the bundle marks separate (too big for it) alone, and one small file alone at once', async () => {
      parts['/media/games/maus-impuls.webp'] = 'separate';
      const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
      files.add(smallFiles);
      expect(await files.finished()).toBe(7 + 1000 + 8);
      expect(asked).toEqual(['/media/bundle', '/media/games/maus-impuls.webp']);
      asked.length = 0;
      const one = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
      one.add(smallFiles.slice(1, 2));
      await one.finished();
      expect(asked).toEqual(['/media/games/maus-impuls.webp']);
    });

    it('asks a story with more small files than one bundle takes in several, none over its limits', async () => {
      // 40 games' pictures, and 30 whose names are long enough that their addresses fill a bundle first
      const pictures = [
        ...Array.from({ length: 40 }, (_, i) => `/media/games/bild-${i}.webp`),
        ...Array.from({ length: 30 }, (_, i) => `/media/games/${'sehr-langer-name-'.repeat(11)}${i}.webp`),
      ];
      for (const file of pictures) parts[file] = new File([file], file.split('/').pop()!, { type: 'image/webp' });
      const bundles: URL[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        const u = new URL(url, ORIGIN);
        bundles.push(u);
        const form = new FormData();
        u.searchParams.getAll('f[]').forEach((file, i) => form.append(String(i), parts[file]));
        return new Response(form);
      });
      const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
      files.add(pictures.map((file) => ({ url: `${ORIGIN}${file}`, key: `${ORIGIN}${file}`, kind: 'media' as const, together: true })));
      expect(await files.finished()).toBe(pictures.reduce((sum, file) => sum + file.length, 0));
      expect(bundles.length).toBeGreaterThan(2);
      for (const bundle of bundles) {
        expect(bundle.pathname).toBe('/media/bundle');
        expect(bundle.searchParams.getAll('f[]').length).toBeLessThanOrEqual(MEDIA_BUNDLE.maxFiles);
        expect(bundle.search.length).toBeLessThanOrEqual(MEDIA_BUNDLE.queryChars);
      }
      expect(bundles.flatMap((b) => b.searchParams.getAll('f[]'))).toEqual(pictures);
      expect(await entries.get(`${ORIGIN}${pictures[69]}`)!.text()).toBe(pictures[69]);
    });

    it('fails every file of a refused bundle, so the save says it failed', async () => {
      vi.stubGlobal('fetch', async () => new Response(null, { status: 403 }));
      const files = packDownloader(Promise.resolve(fakeCache()), new AbortController().signal, hooks);
      files.add(smallFiles);
      await expect(files.finished()).rejects.toThrow('failed');
      expect(entries.size).toBe(0);
    });
  });
});
