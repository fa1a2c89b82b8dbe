import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
      await res.arrayBuffer();
      entries.set(key, res);
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
});
