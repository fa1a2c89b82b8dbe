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
