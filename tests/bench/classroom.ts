// The classroom (docs/performance.md#classroom): thirty tablets start the same story at once through one school line.
// The bench makes a story-sized video (never committed): 720p, the top rung's 2.5 Mbit/s of STORY_LADDER, moving noise the
// encoder cannot shrink, CLASSROOM_STORY_SECONDS long, and its HLS ladder with the import's own code (media/hls-ladder.ts).
// Both are served by the real server (a copy of the seed's media with Der Schneemann, der schwitzte's video replaced),
// signed as /api/videos hands them to a teacher. The server listens on one end of a veth pair; the other end is in a
// network namespace the bench creates (and removes), and the server's side sends through `tc … tbf` at the line's rate.
// The clients (classroom-clients.ts) run in that namespace and ask only the veth address.
// HLS is measured against its budgets; the progressive MP4 in the same run as the baseline, which misses them.
//
// Needs root (ip netns, tc); without it the row is skipped, not passed. Alone (it builds first):
//   npm run bench:classroom [-- --raw results.json]
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { makeHlsLadder, STORY_LADDER } from '../../src/server/media/hls-ladder';
import { playlistUris } from '../../src/server/media/hls';
import { freePort, startServer, type RunningServer } from '../setup/server';
import { START_SECONDS, type ClientResult, type Plan } from './classroom-clients';

export const CLASSROOM_CLIENTS = 30;
export const LINK_MBIT = 20;
/** p95 of the time from pressing play to the first 2 s of picture */
export const FIRST_PICTURE_P95_BUDGET_MS = 3_000;
/** clients whose picture stopped after it had started (or that never started) */
export const STALLED_BUDGET = 0;
export const CLASSROOM_STORY_SECONDS = 64;

const STORY = 'der-schneemann-der-schwitzte';
const VARIANT = `${STORY}-text`;
const TEACHER = { username: 'lehrer@lesefunke.test', password: 'Lesefunke2026!' };
/** the source's (and so the progressive MP4's) rates: the 720p rung of the ladder a real story gets */
const TOP = STORY_LADDER.find((r) => r.height === 720)!;
/** the top rendition must really be about 2.5 Mbit/s: noise that the encoder could shrink would measure a lighter story */
const TOP_RATE_RANGE = [2.2e6, 2.9e6] as const;
/**
 * The line: 20 Mbit/s, a token bucket of 32 KB (about 13 ms at the line's rate: more than a packet, so tbf reaches its
 * rate, and too little to let a burst through at the veth's own speed) and at most 200 ms of queue, about what a DSL
 * or cable router buffers at this rate; what overflows is dropped, and TCP resends it. The veth adds no delay of its own
 * (netem is not in every kernel): the round trip is the queue's.
 */
const TBF = ['rate', `${LINK_MBIT}mbit`, 'burst', '32kb', 'latency', '200ms'];
/** a run ends this long after the story's length, whether or not every client has played it */
const DEADLINE_SLACK_S = 30;

export type Row = { metric: string; value: string; budget: string; ok: boolean | null | 'skipped' };

const run = promisify(execFile);

/** Why the classroom cannot be measured here, or null: it needs root and iproute2's ip and tc. */
function cannotRun(): string | null {
  if (process.platform !== 'linux') return 'not Linux';
  if (process.getuid?.() !== 0) return 'not root (ip netns and tc need root; run it as root or in CI)';
  for (const tool of ['ip', 'tc']) if (spawnSync(tool, ['-V']).error) return `${tool} (iproute2) is not installed`;
  return null;
}

const sh = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.error?.message}`);
  return r.stdout;
};

/** A namespace and veth pair of this process's own, on a /30 of 10.231.x.0 that no interface here uses yet. */
function makeLink() {
  const used = sh('ip', ['-o', '-4', 'addr', 'show']);
  const third = [...Array(256).keys()].map((i) => (process.pid + i) % 256).find((x) => !used.includes(`10.231.${x}.`));
  if (third === undefined) throw new Error('classroom: no free 10.231.x.0/30');
  const link = {
    ns: `lf-classroom-${process.pid}`,
    host: `lfc${process.pid}h`,
    peer: `lfc${process.pid}c`,
    serverAddress: `10.231.${third}.1`,
    clientAddress: `10.231.${third}.2`,
  };
  let made = false;
  const remove = () => {
    if (!made) return;
    made = false;
    // deleting either end removes the pair; the namespace goes once no process is left in it
    spawnSync('ip', ['netns', 'del', link.ns]);
    spawnSync('ip', ['link', 'del', link.host]);
  };
  try {
    made = true;
    sh('ip', ['netns', 'add', link.ns]);
    sh('ip', ['link', 'add', link.host, 'type', 'veth', 'peer', 'name', link.peer]);
    sh('ip', ['link', 'set', link.peer, 'netns', link.ns]);
    sh('ip', ['addr', 'add', `${link.serverAddress}/30`, 'dev', link.host]);
    sh('ip', ['link', 'set', link.host, 'up']);
    // the server's connections into the classroom use cubic, the congestion control Linux uses unless an operator
    // chose another; set on this route alone, so the machine's own choice (BBR on some) neither changes the scenario
    // nor is changed by it (docs/performance.md#classroom)
    const subnet = `${link.serverAddress.replace(/\.1$/, '.0')}/30`;
    sh('ip', ['route', 'replace', subnet, 'dev', link.host, 'proto', 'kernel', 'scope', 'link', 'src', link.serverAddress, 'congctl', 'lock', 'cubic']);
    sh('ip', ['-n', link.ns, 'addr', 'add', `${link.clientAddress}/30`, 'dev', link.peer]);
    sh('ip', ['-n', link.ns, 'link', 'set', link.peer, 'up']);
    sh('ip', ['-n', link.ns, 'link', 'set', 'lo', 'up']);
    // the download direction: what the server sends into the classroom
    sh('tc', ['qdisc', 'add', 'dev', link.host, 'root', 'tbf', ...TBF]);
  } catch (err) {
    remove();
    throw err;
  }
  return { ...link, remove };
}

type LineStats = { sentBytes: number; dropped: number };

/** What the line's tbf has sent and dropped so far (`tc -s`): a full line drops, and TCP resends. */
function lineStats(dev: string): LineStats {
  const out = sh('tc', ['-s', 'qdisc', 'show', 'dev', dev]);
  return { sentBytes: Number(/Sent (\d+) bytes/.exec(out)?.[1] ?? 0), dropped: Number(/dropped (\d+)/.exec(out)?.[1] ?? 0) };
}

/** A story video of `seconds` at 720p: a moving test picture under per-frame noise, x264 at the top rung's rate, sound at its rate. */
async function makeStoryVideo(file: string, seconds: number) {
  await run(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
      '-vf', 'noise=alls=24:allf=t+u',
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
      '-b:v', `${TOP.videoKbps}k`, '-maxrate', `${Math.round(TOP.videoKbps * 1.2)}k`, '-bufsize', `${TOP.videoKbps * 2}k`, '-g', '50',
      '-c:a', 'aac', '-b:a', `${TOP.audioKbps}k`,
      // as a story's MP4 for the web is made: its index first, so a player can start before the whole file is there
      '-movflags', '+faststart',
      file,
    ],
    { timeout: 900_000 },
  );
}

/**
 * For each sample in time order, the byte offset below which it and every earlier sample (picture and sound) lie: a
 * progressive player with `b` bytes plays up to the first sample whose offset is above `b`.
 */
async function mp4Map(file: string): Promise<NonNullable<Plan['mp4']>> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'packet=pts_time,pos,size', '-of', 'csv=p=0', file], { maxBuffer: 64 * 1024 * 1024 });
  const packets = stdout
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number))
    .map(([seconds, size, pos]) => ({ seconds, end: pos + size }))
    .filter((p) => Number.isFinite(p.seconds) && Number.isFinite(p.end))
    .sort((a, b) => a.seconds - b.seconds);
  let end = 0;
  return {
    seconds: packets.map((p) => p.seconds),
    bytes: packets.map((p) => (end = Math.max(end, p.end))),
  };
}

/** The seed's media with the story's text variant replaced by `mp4` and its ladder, made by the import's code. */
async function storyMedia(dir: string, mp4: string) {
  const media = path.join(dir, 'media');
  fs.cpSync('src/server/seed/media', media, { recursive: true });
  const videos = path.join(media, 'videos');
  for (const name of fs.readdirSync(videos)) if (name.startsWith(`${VARIANT}.`) || name.startsWith(`${VARIANT}-`)) fs.rmSync(path.join(videos, name));
  fs.copyFileSync(mp4, path.join(videos, `${VARIANT}.mp4`));
  const ladder = await makeHlsLadder(mp4, videos, VARIANT);
  // the top rendition's rate from its segments' bytes and their playlist's seconds
  const master = fs.readFileSync(path.join(videos, ladder.master), 'utf8');
  const rates = playlistUris(master).map((playlist) => {
    const text = fs.readFileSync(path.join(videos, playlist), 'utf8');
    const seconds = [...text.matchAll(/#EXTINF:([\d.]+)/g)].reduce((s, m) => s + Number(m[1]), 0);
    const bytes = playlistUris(text).reduce((s, f) => s + fs.statSync(path.join(videos, f)).size, 0);
    return { name: /-(\d+p)\.m3u8$/.exec(playlist)?.[1] ?? playlist, bps: (bytes * 8) / seconds };
  });
  return { media, rates };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEACHER) });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200) throw new Error(`classroom: the teacher's login answered ${res.status}`);
  return cookies.join('; ');
}

/** The story's MP4 and master playlist as /api/videos hands them to a teacher: signed. */
async function signedSources(base: string) {
  const cookie = await signIn(base);
  const story = (await (await fetch(`${base}/api/boardstories/${STORY}`, { headers: { cookie } })).json()) as { id: number };
  const videos = (await (await fetch(`${base}/api/videos?boardstoryId=${story.id}`, { headers: { cookie } })).json()) as {
    _embedded: { videos: { withText: { url: string }[]; hls: { withText: string | null } }[] };
  };
  const video = videos._embedded.videos[0];
  const mp4 = video.withText[0]?.url;
  const hls = video.hls.withText;
  if (!mp4?.includes(`${VARIANT}.mp4?exp=`) || !hls?.includes(`${VARIANT}.m3u8?exp=`)) throw new Error(`classroom: /api/videos named ${mp4} and ${hls}`);
  return { mp4: new URL(mp4, base).href, hls: new URL(hls, base).href };
}

/**
 * Asks the server once for every kind of answer the run asks (from this side, past the line): a school's server has
 * served before, and the run should not measure the first requests' compiling on a busy machine.
 */
async function warmUp(sources: { mp4: string; hls: string }) {
  const text = async (url: string) => (await fetch(url)).text();
  for (const playlist of playlistUris(await text(sources.hls))) {
    const files = playlistUris(await text(new URL(playlist, sources.hls).href));
    for (const file of files.slice(0, 2)) await (await fetch(new URL(file, sources.hls))).arrayBuffer();
  }
  await (await fetch(sources.mp4, { headers: { range: 'bytes=0-65535' } })).arrayBuffer();
}

/** Runs the clients in the namespace and returns their results; `track` lets a signal handler stop them. */
async function classroom(ns: string, plan: Plan, dir: string, track: (child: ChildProcess | null) => void): Promise<ClientResult[]> {
  const planFile = path.join(dir, `plan-${plan.kind}.json`);
  fs.writeFileSync(planFile, JSON.stringify(plan));
  const child = spawn('ip', ['netns', 'exec', ns, process.execPath, '--import', 'tsx', 'tests/bench/classroom-clients.ts', planFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  track(null);
  if (code !== 0) throw new Error(`classroom clients (${plan.kind}) exited ${code}: ${err.slice(-2000)}`);
  const results = JSON.parse(out.trim().split('\n').at(-1)!) as ClientResult[];
  const errors = results.map((r) => r.error).filter(Boolean);
  if (errors.length) throw new Error(`classroom clients (${plan.kind}) failed: ${[...new Set(errors)].join('; ')}`);
  return results;
}

/** The nearest-rank percentile; a client that never started counts as endless. */
const percentile = (values: (number | null)[], p: number) => {
  const sorted = values.map((v) => v ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
};

export type Summary = {
  p50Ms: number;
  p95Ms: number;
  stalled: number;
  neverStarted: number;
  stallsTotal: number;
  stalledSeconds: number;
  meanKbps: number;
  /** share of fetched segments per rendition, for HLS */
  mix: Record<string, number>;
  playedSeconds: number;
};

export function summarize(results: ClientResult[]): Summary {
  const neverStarted = results.filter((r) => r.firstPictureMs === null).length;
  const segments: Record<string, number> = {};
  for (const r of results) for (const [name, n] of Object.entries(r.renditions)) segments[name] = (segments[name] ?? 0) + n;
  const total = Object.values(segments).reduce((a, b) => a + b, 0);
  return {
    p50Ms: percentile(results.map((r) => r.firstPictureMs), 0.5),
    p95Ms: percentile(results.map((r) => r.firstPictureMs), 0.95),
    stalled: results.filter((r) => r.stalls > 0 || r.firstPictureMs === null).length,
    neverStarted,
    stallsTotal: results.reduce((s, r) => s + r.stalls, 0),
    stalledSeconds: results.reduce((s, r) => s + r.stalledMs, 0) / 1000 / results.length,
    meanKbps: results.reduce((s, r) => s + (r.mediaSeconds ? r.mediaBits / r.mediaSeconds : 0), 0) / results.length / 1000,
    mix: Object.fromEntries(Object.entries(segments).map(([name, n]) => [name, n / total])),
    playedSeconds: Math.min(...results.map((r) => r.playedSeconds)),
  };
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
const mixText = (mix: Record<string, number>) =>
  Object.entries(mix)
    .sort((a, b) => Number.parseInt(a[0]) - Number.parseInt(b[0]))
    .map(([name, share]) => `${name} ${(share * 100).toFixed(0)} %`)
    .join(', ');

/** The two runs side by side, as the bench prints them. */
export function sideBySide(hls: Summary, mp4: Summary, what: string): string {
  const stalled = (s: Summary) => `${s.stalled} of ${CLASSROOM_CLIENTS}${s.neverStarted ? ` (${s.neverStarted} never started)` : ''}`;
  const meets = (s: Summary) => s.p95Ms <= FIRST_PICTURE_P95_BUDGET_MS && s.stalled <= STALLED_BUDGET;
  const table = [
    ['', 'HLS', 'MP4 (baseline)', 'budget'],
    [`first ${START_SECONDS} s of picture, p50`, seconds(hls.p50Ms), seconds(mp4.p50Ms), ''],
    [`first ${START_SECONDS} s of picture, p95`, seconds(hls.p95Ms), seconds(mp4.p95Ms), `≤ ${seconds(FIRST_PICTURE_P95_BUDGET_MS)}`],
    ['clients stalled', stalled(hls), stalled(mp4), String(STALLED_BUDGET)],
    ['stalls in all / stalled per client', `${hls.stallsTotal} / ${hls.stalledSeconds.toFixed(1)} s`, `${mp4.stallsTotal} / ${mp4.stalledSeconds.toFixed(1)} s`, ''],
    ['mean rendition', `${hls.meanKbps.toFixed(0)} kbit/s`, `${mp4.meanKbps.toFixed(0)} kbit/s`, ''],
    ['segments per rendition', mixText(hls.mix), '–', ''],
    ['story played by the slowest client', `${hls.playedSeconds.toFixed(0)} s`, `${mp4.playedSeconds.toFixed(0)} s`, ''],
    ['budgets', meets(hls) ? 'met' : 'MISSED', meets(mp4) ? 'met' : 'missed (baseline)', ''],
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  return [what, ...table.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`)].join('\n');
}

/** The bench's rows: HLS's figures against the budgets, each beside the MP4's; the MP4 itself never fails the run. */
export function rowsOf(hls: Summary, mp4: Summary, what: string): Row[] {
  const mp4Misses = mp4.p95Ms > FIRST_PICTURE_P95_BUDGET_MS || mp4.stalled > STALLED_BUDGET;
  return [
    {
      metric: `classroom, ${what}: first ${START_SECONDS} s of picture p95, HLS | MP4 (p50 ${seconds(hls.p50Ms)} | ${seconds(mp4.p50Ms)})`,
      value: `${seconds(hls.p95Ms)} | ${seconds(mp4.p95Ms)}`,
      budget: `HLS ≤ ${seconds(FIRST_PICTURE_P95_BUDGET_MS)}`,
      ok: hls.p95Ms <= FIRST_PICTURE_P95_BUDGET_MS,
    },
    {
      metric: `classroom: clients stalled of ${CLASSROOM_CLIENTS}, HLS | MP4`,
      value: `${hls.stalled} | ${mp4.stalled}`,
      budget: `HLS ${STALLED_BUDGET}`,
      ok: hls.stalled <= STALLED_BUDGET,
    },
    {
      metric: `classroom: mean rendition, HLS (${mixText(hls.mix)}) | MP4; the MP4 baseline ${mp4Misses ? 'misses' : 'meets'} the budgets`,
      value: `${hls.meanKbps.toFixed(0)} | ${mp4.meanKbps.toFixed(0)} kbit/s`,
      budget: '–',
      ok: null,
    },
  ];
}

/** The story as the bench serves it: its MP4 (and where each second of it ends), and a copy of the seed's media with its ladder. */
export type PreparedStory = { source: string; media: string; rates: { name: string; bps: number }[]; mp4Bps: number; map: NonNullable<Plan['mp4']> };

/** Makes the story video and its ladder in `dir`; `source` reuses an MP4 made before (a scratch script's repeated runs). */
export async function prepareStory(dir: string, source = path.join(dir, 'story.mp4')): Promise<PreparedStory> {
  if (!fs.existsSync(source)) await makeStoryVideo(source, CLASSROOM_STORY_SECONDS);
  const { media, rates } = await storyMedia(dir, source);
  const top = rates.at(-1)!;
  if (top.bps < TOP_RATE_RANGE[0] || top.bps > TOP_RATE_RANGE[1])
    throw new Error(`classroom: the top rendition came out at ${(top.bps / 1e6).toFixed(2)} Mbit/s, not about 2.5: the story would not be realistic`);
  return { source, media, rates, mp4Bps: (fs.statSync(source).size * 8) / CLASSROOM_STORY_SECONDS, map: await mp4Map(source) };
}

export type Measured = { hls: Summary; mp4: Summary; what: string; line: Record<'hls' | 'mp4', LineStats>; raw: { hls: ClientResult[]; mp4: ClientResult[] } };

/** The link, the server and the two runs, HLS then the MP4; removes the link and stops the server, also on Ctrl-C. */
export async function measureClassroom(story: PreparedStory, dir: string): Promise<Measured> {
  let link: ReturnType<typeof makeLink> | undefined;
  let server: RunningServer | undefined;
  let clients: ChildProcess | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    clients?.kill('SIGKILL');
    link?.remove();
    fs.rmSync(dir, { recursive: true, force: true });
    const code = signal === 'SIGINT' ? 130 : 143;
    if (server) void server.stop().finally(() => process.exit(code));
    else process.exit(code);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    link = makeLink();
    server = await startServer({
      port: await freePort(),
      host: link.serverAddress,
      // a server on an address other than loopback wants a secret of its own (config.ts)
      env: { MEDIA_DIR: story.media, SECRET: crypto.randomBytes(32).toString('hex') },
    });
    const sources = await signedSources(server.url);
    await warmUp(sources);
    const plan = (kind: Plan['kind'], url: string): Plan => ({
      kind,
      url,
      clients: CLASSROOM_CLIENTS,
      storySeconds: CLASSROOM_STORY_SECONDS,
      deadlineMs: (CLASSROOM_STORY_SECONDS + DEADLINE_SLACK_S) * 1000,
      ...(kind === 'mp4' ? { mp4: story.map } : {}),
    });
    const track = (child: ChildProcess | null) => (clients = child);
    const hls = await classroom(link.ns, plan('hls', sources.hls), dir, track);
    const hlsLine = lineStats(link.host);
    const mp4 = await classroom(link.ns, plan('mp4', sources.mp4), dir, track);
    const mp4Line = lineStats(link.host);
    const line = { hls: hlsLine, mp4: { sentBytes: mp4Line.sentBytes - hlsLine.sentBytes, dropped: mp4Line.dropped - hlsLine.dropped } };
    const what =
      `${CLASSROOM_CLIENTS} clients at once through ${LINK_MBIT} Mbit/s (tbf), a ${CLASSROOM_STORY_SECONDS} s 720p story: ` +
      `MP4 ${(story.mp4Bps / 1e6).toFixed(2)} Mbit/s, HLS ${story.rates.map((r) => `${r.name} ${(r.bps / 1e6).toFixed(2)}`).join(' / ')} Mbit/s`;
    // the MP4's rate is the file's: a progressive player has no other
    return { hls: summarize(hls), mp4: { ...summarize(mp4), meanKbps: story.mp4Bps / 1000 }, what, line, raw: { hls, mp4 } };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server?.stop();
    link?.remove();
  }
}

/** The bench's row: makes the story, measures the classroom, prints both side by side; skipped without root. */
export async function classroomRows(opts: { raw?: string } = {}): Promise<Row[]> {
  const why = cannotRun();
  if (why) {
    console.warn(`classroom bench skipped: ${why}.`);
    return [{ metric: `classroom: ${CLASSROOM_CLIENTS} clients through ${LINK_MBIT} Mbit/s (${why})`, value: 'skipped', budget: 'root, ip, tc', ok: 'skipped' }];
  }
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: `npm run build` first.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-classroom-'));
  try {
    const measured = await measureClassroom(await prepareStory(dir), dir);
    console.log(sideBySide(measured.hls, measured.mp4, `classroom: ${measured.what}`));
    if (opts.raw) fs.writeFileSync(opts.raw, JSON.stringify(measured, null, 1));
    return rowsOf(measured.hls, measured.mp4, `${CLASSROOM_CLIENTS} clients through ${LINK_MBIT} Mbit/s`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // --raw <file>: every client's result as JSON as well (first picture, stalls, each segment's rendition and time)
  const raw = process.argv.indexOf('--raw');
  const rows = await classroomRows({ raw: raw > 0 ? process.argv[raw + 1] : undefined });
  for (const r of rows) console.log(`${r.ok === 'skipped' ? 'SKIP' : r.ok === null ? '    ' : r.ok ? 'ok  ' : 'FAIL'}  ${r.value.padEnd(18)} ${r.budget.padEnd(10)} ${r.metric}`);
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}
