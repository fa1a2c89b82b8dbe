// The thirty tablets of the classroom bench (tests/bench/classroom.ts, docs/performance.md#classroom). This process runs
// inside the bench's network namespace (`ip netns exec`), so every byte it receives came through the shaped link; it
// reads its plan from the file named by its argument, starts every client at the same instant, simulates each one's
// playback in real time and prints one JSON line with each client's result. It asks only the plan's own host.
//
// An MP4 client does what `<video>` does with a progressive file: one `Range: bytes=0-` request, read as it streams.
// An HLS client does what video.js' VHS does (src/features/player/use-video-js.ts): the master playlist, the lowest
// rendition first, one segment at a time, before each segment the highest rendition whose BANDWIDTH is below
// BANDWIDTH_SHARE of the last segment's measured throughput, and no new segment while GOAL_BUFFER_SECONDS are ahead.
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { climbBufferSeconds } from '../../src/shared/domain/adaptive-streaming';

/** What the bench hands this process. */
export type Plan = {
  kind: 'hls' | 'mp4';
  /** the signed master playlist or MP4, on the address of the bench's veth pair */
  url: string;
  clients: number;
  storySeconds: number;
  /** a client not done by then is stopped where it is (ms after the common start) */
  deadlineMs: number;
  /** for an MP4: the story second up to which all of its samples lie below each byte offset (see classroom.ts mp4Map) */
  mp4?: { seconds: number[]; bytes: number[] };
};

export type ClientResult = {
  /** ms from the common start until the first START_SECONDS of picture were there; null: never within the deadline */
  firstPictureMs: number | null;
  /** how often the buffer ran empty after playback had started */
  stalls: number;
  stalledMs: number;
  /** story seconds played by the deadline */
  playedSeconds: number;
  /** HLS: segments fetched per rendition ("360p": 12) */
  renditions: Record<string, number>;
  /** the bits of the picture and sound fetched, and the story seconds they hold: their quotient is the rendition's rate */
  mediaBits: number;
  mediaSeconds: number;
  /** ms after the common start at which each stall began */
  stallsAtMs: number[];
  /** HLS: each segment as it arrived (ms after the start, its request's ms, rendition) */
  segments: { atMs: number; ms: number; rendition: string }[];
  error: string | null;
};

/** Playback starts with this much picture there (the budget's "first 2 s"), and resumes after a stall with as much. */
export const START_SECONDS = 2;
/** VHS' forward buffer (its GOAL_BUFFER_LENGTH) */
export const GOAL_BUFFER_SECONDS = 30;
/** VHS climbs to a rendition only when its bandwidth is below this share of the measured one (1 / its BANDWIDTH_VARIANCE of 1.2, rounded down) */
export const BANDWIDTH_SHARE = 0.8;
const TICK_MS = 20;

/** One client's simulated player: how much story has arrived, and where its playhead is. */
class Playback {
  bufferedEnd = 0;
  playhead = 0;
  state: 'waiting' | 'playing' | 'stalled' | 'ended' = 'waiting';
  firstPictureMs: number | null = null;
  stalls = 0;
  stalledMs = 0;
  stallsAtMs: number[] = [];
  private stalledSince = 0;
  constructor(private readonly duration: number) {}

  tick(now: number, dtMs: number) {
    const ahead = this.bufferedEnd - this.playhead;
    const enough = ahead >= START_SECONDS || this.bufferedEnd >= this.duration;
    if (this.state === 'waiting' && enough) {
      this.state = 'playing';
      this.firstPictureMs = now;
    } else if (this.state === 'playing') {
      this.playhead = Math.min(this.playhead + dtMs / 1000, this.bufferedEnd);
      if (this.playhead >= this.duration - 1e-6) this.state = 'ended';
      else if (this.playhead >= this.bufferedEnd) {
        this.state = 'stalled';
        this.stalls++;
        this.stallsAtMs.push(now);
        this.stalledSince = now;
      }
    } else if (this.state === 'stalled' && enough) {
      this.state = 'playing';
      this.stalledMs += now - this.stalledSince;
    }
  }

  stop(now: number) {
    if (this.state === 'stalled') this.stalledMs += now - this.stalledSince;
  }
}

type Client = { playback: Playback; result: ClientResult; run: () => Promise<void> };

function fetcher(allowedHost: string, signal: AbortSignal) {
  // each tablet has its own connections, kept alive as a browser keeps them
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  /** GETs `url`; `onData` sees each chunk as it arrives; resolves with the body's byte count and, if `text`, the body. */
  const get = (url: string, opts: { headers?: Record<string, string>; text?: boolean; onData?: (bytes: number) => boolean | void } = {}) =>
    new Promise<{ status: number; bytes: number; body: string }>((resolve, reject) => {
      const target = new URL(url);
      if (target.host !== allowedHost) return reject(new Error(`refusing ${target.host}: the clients ask only ${allowedHost}`));
      const req = http.get(target, { agent, headers: opts.headers, signal }, (res) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (opts.text) chunks.push(chunk);
          // a player that has all it needs stops reading, and the link is the others'
          if (opts.onData?.(bytes) === false) {
            res.destroy();
            resolve({ status: res.statusCode ?? 0, bytes, body: '' });
          }
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** The story second up to which everything below `bytes` plays: the first sample (in time order) not yet all there. */
function playableSeconds(map: NonNullable<Plan['mp4']>, duration: number, bytes: number): number {
  let lo = 0;
  let hi = map.bytes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (map.bytes[mid] <= bytes) lo = mid + 1;
    else hi = mid;
  }
  return lo < map.seconds.length ? map.seconds[lo] : duration;
}

function mp4Client(plan: Plan, signal: AbortSignal): Client {
  const playback = new Playback(plan.storySeconds);
  const result = emptyResult();
  const map = plan.mp4!;
  return {
    playback,
    result,
    run: async () => {
      const { get, close } = fetcher(new URL(plan.url).host, signal);
      try {
        const res = await get(plan.url, {
          headers: { range: 'bytes=0-' },
          onData: (bytes) => {
            playback.bufferedEnd = playableSeconds(map, plan.storySeconds, bytes);
            result.mediaBits = bytes * 8;
            return playback.bufferedEnd < plan.storySeconds;
          },
        });
        if (res.status !== 206) throw new Error(`the MP4 answered ${res.status}, not 206`);
      } finally {
        close();
      }
      result.mediaSeconds = playback.bufferedEnd;
    },
  };
}

type Variant = { uri: string; bandwidth: number; name: string };

function masterVariants(text: string, base: string): Variant[] {
  const lines = text.split('\n').map((l) => l.trim());
  const variants: Variant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    if (!uri || !bandwidth) throw new Error(`a master playlist's variant without URI or BANDWIDTH: ${line}`);
    variants.push({ uri: new URL(uri, base).href, bandwidth, name: height ? `${height}p` : String(bandwidth) });
  });
  if (variants.length === 0) throw new Error('the master playlist names no rendition');
  return variants.sort((a, b) => a.bandwidth - b.bandwidth);
}

function mediaPlaylist(text: string, base: string) {
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
  const segments: { uri: string; seconds: number }[] = [];
  let seconds = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#')) segments.push({ uri: new URL(line, base).href, seconds });
  }
  if (!init || segments.length === 0) throw new Error('a rendition playlist without init section or segments');
  return { init: new URL(init, base).href, segments };
}

function hlsClient(plan: Plan, signal: AbortSignal, waitFor: (ok: () => boolean) => Promise<void>, sinceStart: () => number): Client {
  const playback = new Playback(plan.storySeconds);
  const result = emptyResult();
  return {
    playback,
    result,
    run: async () => {
      const { get, close } = fetcher(new URL(plan.url).host, signal);
      const text = async (url: string) => {
        const res = await get(url, { text: true });
        if (res.status !== 200) throw new Error(`${new URL(url).pathname} answered ${res.status}`);
        return res.body;
      };
      try {
        const variants = masterVariants(await text(plan.url), plan.url);
        const playlists = new Map<string, ReturnType<typeof mediaPlaylist>>();
        const inits = new Set<string>();
        let variant = variants[0];
        let measuredBps: number | null = null;
        for (let i = 0; ; i++) {
          await waitFor(() => playback.bufferedEnd - playback.playhead < GOAL_BUFFER_SECONDS);
          if (measuredBps !== null) {
            const fitting = variants.filter((v) => v.bandwidth < BANDWIDTH_SHARE * measuredBps!);
            const next = fitting.at(-1) ?? variants[0];
            // VHS climbs only with its buffer low water line ahead, as the player sets it (shared/domain/adaptive-streaming.ts);
            // it goes down at once
            const ahead = playback.bufferedEnd - playback.playhead;
            if (next.bandwidth < variant.bandwidth || ahead >= climbBufferSeconds(playback.playhead)) variant = next;
          }
          if (!playlists.has(variant.uri)) playlists.set(variant.uri, mediaPlaylist(await text(variant.uri), variant.uri));
          const playlist = playlists.get(variant.uri)!;
          if (i >= playlist.segments.length) break;
          // the init section of a rendition once, when the player first switches to it (VHS keeps them), asked
          // beside the segment as VHS asks them
          const init = inits.has(playlist.init) ? null : get(playlist.init).then((r) => r.status, (err: Error) => err);
          const segment = playlist.segments[i];
          const started = performance.now();
          const res = await get(segment.uri);
          const ms = performance.now() - started;
          if (res.status !== 200) throw new Error(`a segment answered ${res.status}`);
          if (init) {
            const status = await init;
            if (status instanceof Error) throw status;
            if (status !== 200) throw new Error(`an init section answered ${status}`);
            inits.add(playlist.init);
          }
          // VHS' bandwidth: the segment's bits over its whole request, first byte's wait included
          measuredBps = (res.bytes * 8) / (ms / 1000);
          playback.bufferedEnd += segment.seconds;
          result.renditions[variant.name] = (result.renditions[variant.name] ?? 0) + 1;
          result.segments.push({ atMs: Math.round(sinceStart()), ms: Math.round(ms), rendition: variant.name });
          result.mediaBits += res.bytes * 8;
          result.mediaSeconds += segment.seconds;
        }
      } finally {
        close();
      }
    },
  };
}

const emptyResult = (): ClientResult => ({
  firstPictureMs: null,
  stalls: 0,
  stalledMs: 0,
  playedSeconds: 0,
  renditions: {},
  mediaBits: 0,
  mediaSeconds: 0,
  stallsAtMs: [],
  segments: [],
  error: null,
});

async function main() {
  const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Plan;
  const abort = new AbortController();
  const waiting: { ok: () => boolean; resolve: () => void }[] = [];
  const waitFor = (ok: () => boolean) => (ok() || abort.signal.aborted ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ ok, resolve })));
  let start = performance.now();
  const sinceStart = () => performance.now() - start;
  const clients = Array.from({ length: plan.clients }, () =>
    plan.kind === 'mp4' ? mp4Client(plan, abort.signal) : hlsClient(plan, abort.signal, waitFor, sinceStart),
  );

  start = performance.now();
  let last = start;
  // every player's clock in one timer: the real time that passed, however late the timer ran
  const clock = setInterval(() => {
    const now = performance.now();
    for (const c of clients) c.playback.tick(now - start, now - last);
    last = now;
    for (const w of [...waiting]) {
      if (!w.ok() && !abort.signal.aborted) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
    if (now - start >= plan.deadlineMs || clients.every((c) => c.playback.state === 'ended')) abort.abort();
  }, TICK_MS);
  const ended = new Promise<void>((resolve) => abort.signal.addEventListener('abort', () => resolve()));

  await Promise.all(
    clients.map((c) =>
      c.run().catch((err: Error) => {
        if (!abort.signal.aborted) c.result.error = err.message;
      }),
    ),
  );
  await ended;
  clearInterval(clock);
  const stoppedAt = performance.now() - start;
  for (const c of clients) {
    c.playback.stop(stoppedAt);
    Object.assign(c.result, {
      firstPictureMs: c.playback.firstPictureMs,
      stalls: c.playback.stalls,
      stalledMs: c.playback.stalledMs,
      stallsAtMs: c.playback.stallsAtMs,
      playedSeconds: c.playback.playhead,
    });
  }
  process.stdout.write(`${JSON.stringify(clients.map((c) => c.result))}\n`);
}

// classroom.ts imports this module for its types and constants: only the process the bench starts runs the clients
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
