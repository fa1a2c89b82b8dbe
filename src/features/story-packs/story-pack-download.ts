import { media as mediaRoutes } from '../../lib/api-client';
import { MEDIA_BUNDLE, SEPARATE_PART } from '../../shared/schemas/media';
import { PACK_DOWNLOAD_CACHE, PACK_WINDOW as WINDOW, windowKey } from './story-packs.keys';

/**
 * The file part of saving a story pack (save-story-pack.ts): every file goes into Cache Storage as the network
 * answers it, so its bytes never pass through JavaScript. A stream counted in the page and then written
 * (the first version) moved each byte through the page twice and reached a quarter of a plain download's rate.
 * Media are asked in windows (`?slice=`, server/routes/media.ts): each is stored as it came, the progress bar
 * moves window by window, and the service worker serves a file's windows as one (sw/packs.ts); joining them in
 * the cache first would write every byte twice. Material comes through a redirecting download link: stored whole.
 * The small files (`together`: subtitles, read-along, the games' pictures and sounds, material) are asked in one
 * answer (GET /media/bundle): one request each cost the save more than their bytes (docs/performance.md#story-packs).
 */

/** the browser's own limit of connections to one server */
const PARALLEL = 6;
/**
 * A body up to this size is read whole before it is written, so its connection is free for the next file at once:
 * written as it came, a small file's write waited 20–60 ms behind the video's on the busy disk, holding its place
 * among the six, and the video's second window started only once the small files were written.
 */
const READ_WHOLE = 1024 * 1024;

export type DownloadItem = {
  url: string;
  key: string;
  kind: 'media' | 'material';
  /** small by its kind: asked with the others added at the same moment in one bundle; one too big comes alone */
  together?: boolean;
};

/**
 * At most `n` tasks at once, in the order they were asked for. A task may hand its place on before it ends
 * (`release`): once its bytes have arrived, its write needs no connection.
 */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: (release: () => void) => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active--;
      waiting.shift()?.();
    };
    try {
      return await task(release);
    } finally {
      release();
    }
  };
}

/** A small answer (READ_WHOLE) read whole, with its place handed on; a big one as it is, to be written as it streams in. */
async function readIfSmall(res: Response, release: () => void): Promise<Response> {
  const length = Number(res.headers.get('content-length'));
  if (!length || length > READ_WHOLE) return res;
  const body = await res.blob();
  release();
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

const withSlice = (url: string, start: number) => {
  const u = new URL(url, location.origin);
  u.searchParams.set('slice', `${start}-${start + WINDOW - 1}`);
  return u.href;
};

export type PackDownloader = ReturnType<typeof packDownloader>;

/**
 * Starts each added file at once (within the connection limit). `sized` resolves when every file added so far
 * has told its size, for the free-space check; `finished` when all are stored; `settled` when every request has
 * stopped, so a cancelled or failed save says so only once nothing is under way any more.
 */
export function packDownloader(cache: Promise<Cache>, signal: AbortSignal, hooks: { onBytes: (n: number) => void; failed: () => Error }) {
  const run = limiter(PARALLEL);
  const sizes: Promise<number>[] = [];
  const stored: Promise<number>[] = [];
  const seen = new Set<string>();

  const get = async (url: string) => {
    // past the browser's HTTP cache, and past the service worker (story-packs.keys.ts)
    const res = await fetch(url, { credentials: 'same-origin', cache: PACK_DOWNLOAD_CACHE, signal });
    if (res.status !== 200) throw hooks.failed();
    return res;
  };
  const put = async (key: string, res: Response) => (await cache).put(key, res);

  async function media(item: DownloadItem, sized: (n: number) => void): Promise<number> {
    let rest: Promise<void> = Promise.resolve();
    const first = run(async (release) => {
      const answer = await get(withSlice(item.url, 0));
      const whole = Number(answer.headers.get('x-media-size') ?? answer.headers.get('content-length'));
      sized(whole);
      // the other windows are asked as soon as the first one's headers tell the size, not after its bytes are
      // stored (measured: they started 100–150 ms later), and they queue ahead of the files added after them
      if (whole > WINDOW) {
        rest = restOf(item, whole);
        // awaited below, once the first window is stored; a failure meanwhile must not count as unhandled
        rest.catch(() => {});
      }
      // a file within one window is stored as it came, under its own key
      await put(whole <= WINDOW ? item.key : windowKey(item.key, 0), await readIfSmall(answer, release));
      hooks.onBytes(Math.min(whole, WINDOW));
      return whole;
    });
    // a failed first window still waits for the others to stop: the file counts as settled only when none is running
    const size = await first.catch(async (err: unknown) => {
      await Promise.allSettled([rest]);
      throw err;
    });
    await rest;
    return size;
  }

  /** Windows 1… of a file bigger than one window; a failure is reported once every window has stopped writing. */
  async function restOf(item: DownloadItem, size: number): Promise<void> {
    const results = await Promise.allSettled(
      Array.from({ length: Math.ceil(size / WINDOW) - 1 }, (_, j) =>
        run(async (release) => {
          const i = j + 1;
          await put(windowKey(item.key, i), await readIfSmall(await get(withSlice(item.url, i * WINDOW)), release));
          hooks.onBytes(Math.min(WINDOW, size - i * WINDOW));
        }),
      ),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** One file alone: a media file in windows, material through its link. */
  const alone = (item: DownloadItem, sized: (n: number) => void) => (item.kind === 'media' ? media(item, sized) : material(item, sized));

  /**
   * A file stored from its bundle part: as the media route would have answered it, and material under its link with
   * the file's name (as material() keeps it).
   */
  async function fromPart(item: DownloadItem, part: File, sized: (n: number) => void): Promise<number> {
    sized(part.size);
    const headers = new Headers({ 'Content-Type': part.type || 'application/octet-stream', 'Content-Length': String(part.size) });
    if (item.kind === 'material') headers.set('Content-Disposition', `attachment; filename="${part.name}"`);
    await put(item.key, new Response(part, { status: 200, headers }));
    hooks.onBytes(part.size);
    return part.size;
  }

  /**
   * The `together` files added within one moment (the answers the page held arrive in one), asked as one bundle;
   * a bundle that is full (MEDIA_BUNDLE: files, length of its address) is asked at once and the next one begun.
   */
  type Bundle = { paths: string[]; chars: number; form: Promise<FormData | null>; send: () => void };
  /** the bundle files are being added to; one no longer here has been sent */
  let gathering: Bundle | null = null;
  function newBundle(): Bundle {
    let resolve!: (form: FormData | null) => void;
    let reject!: (err: unknown) => void;
    const bundle: Bundle = {
      paths: [],
      chars: 0,
      form: new Promise((res, rej) => ((resolve = res), (reject = rej))),
      send: () => {
        if (gathering !== bundle) return;
        gathering = null;
        // a single file gains nothing from a bundle: it goes alone
        if (bundle.paths.length < 2) return resolve(null);
        run(async (release) => {
          const answer = await get(mediaRoutes.bundle.$path({ query: { 'f[]': bundle.paths } }));
          const parts = await answer.formData();
          release();
          return parts;
        }).then(resolve, reject);
      },
    };
    // asked once the files added now are all known: the other answers' callbacks run in this same moment
    queueMicrotask(bundle.send);
    return bundle;
  }
  function gather(path: string): { form: Promise<FormData | null>; index: number } {
    const chars = encodeURIComponent(path).length + '&f%5B%5D='.length;
    if (gathering && (gathering.paths.length >= MEDIA_BUNDLE.maxFiles || gathering.chars + chars > MEDIA_BUNDLE.queryChars)) gathering.send();
    gathering ??= newBundle();
    gathering.chars += chars;
    return { form: gathering.form, index: gathering.paths.push(path) - 1 };
  }

  /** A small file from the bundle; alone when it could not go in one (another server, the only one, too big for a part). */
  async function together(item: DownloadItem, sized: (n: number) => void): Promise<number> {
    const url = new URL(item.url, location.origin);
    if (url.origin !== location.origin || !url.pathname.startsWith('/media/')) return alone(item, sized);
    const { form, index } = gather(url.pathname + url.search);
    const parts = await form;
    const part = parts?.get(String(index));
    if (part instanceof File) return fromPart(item, part, sized);
    if (!parts || part === SEPARATE_PART) return alone(item, sized);
    throw hooks.failed();
  }

  async function material(item: DownloadItem, sized: (n: number) => void): Promise<number> {
    return run(async (release) => {
      const res = await get(item.url);
      const blob = await res.blob();
      release();
      sized(blob.size);
      // stored under the download link, the file keeps the name the redirect's file had
      const headers = new Headers({
        'Content-Type': res.headers.get('content-type') ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${new URL(res.url).pathname.split('/').pop() ?? 'material'}"`,
      });
      await put(item.key, new Response(blob, { status: 200, headers }));
      hooks.onBytes(blob.size);
      return blob.size;
    });
  }

  return {
    add(items: DownloadItem[]) {
      for (const item of items) {
        if (seen.has(item.key)) continue;
        seen.add(item.key);
        let sized!: (n: number) => void;
        sizes.push(new Promise<number>((resolve) => (sized = resolve)));
        const done = item.together ? together(item, sized) : alone(item, sized);
        // a failure before the size is known must not leave the free-space check waiting
        done.catch(() => sized(0));
        stored.push(done);
      }
    },
    /** A file the save had to read itself (a playlist of the ladder kept): stored and counted like the others. */
    keep(key: string, text: string, type: string): Promise<number> {
      seen.add(key);
      const body = new Blob([text], { type });
      const done = put(key, new Response(body, { status: 200, headers: { 'Content-Type': type, 'Content-Length': String(body.size) } })).then(() => {
        hooks.onBytes(body.size);
        return body.size;
      });
      sizes.push(Promise.resolve(body.size));
      stored.push(done);
      return done;
    },
    /** the bytes of every file added so far, as soon as each has answered */
    sized: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0),
    /** the bytes stored, when all files are in the cache */
    finished: async () => (await Promise.all(stored)).reduce((a, b) => a + b, 0),
    /** when every file has stopped, stored or failed: a material file, written from memory, is not stopped by the abort */
    settled: async () => {
      await Promise.allSettled(stored);
    },
  };
}
