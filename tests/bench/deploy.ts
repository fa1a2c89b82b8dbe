// The deployment of deploy/ measured (tests/deploy/stack.ts builds it: PostgreSQL, Lesefunke processes, nginx):
// (a) requests per second of a catalogue page through nginx with two processes against one, and where the CPU
//     went meanwhile, which says what limits the ratio on this machine;
// (b) bytes per second of a story-sized video through nginx, sent by nginx itself (X-Accel-Redirect) against
//     sent by Node (a process without MEDIA_ACCEL behind the same kind of nginx).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { freePort } from '../setup/server';
import { spawnLesefunke, startDeployment, startNginx, stopLesefunke, waitReady, type Nginx } from '../deploy/stack';
import { storySizedMedia } from './story-pack';

const CONCURRENCY = 16;
const MEDIA_CONCURRENCY = 4;
const ROUNDS = 3;
const SLICE_MS = 3_000;

type Row = { metric: string; value: string; budget: string; ok: boolean | null };

// --- CPU accounting from /proc: clock ticks of process trees, and of the whole machine -----------------------

const CLOCK_TICKS = 100; // USER_HZ on Linux

function processTable(): Map<number, { ppid: number; ticks: number }> {
  const table = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the command name may hold spaces and parentheses: the fields start after the last ')'
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/** CPU ticks of each group: a group is the trees under its root pids. */
function groupTicks(groups: Record<string, number[]>): Record<string, number> {
  const table = processTable();
  const out: Record<string, number> = {};
  for (const [name, roots] of Object.entries(groups)) {
    const members = new Set(roots);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, p] of table) {
        if (members.has(pid) || !members.has(p.ppid)) continue;
        members.add(pid);
        grew = true;
      }
    }
    out[name] = [...members].reduce((sum, pid) => sum + (table.get(pid)?.ticks ?? 0), 0);
  }
  return out;
}

function machineTicks(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

// --- load ------------------------------------------------------------------------------------------------------

/** Keeps `concurrency` GETs of `url` in flight for `ms`; answers completed requests, bytes and failures. */
async function hammer(url: string, ms: number, concurrency: number, headers: Record<string, string> = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const end = performance.now() + ms;
  let done = 0;
  let failed = 0;
  let bytes = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            if (res.statusCode === 200) done++;
            else failed++;
            resolve();
          });
        })
        .on('error', () => {
          failed++;
          resolve();
        });
    });
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  return { done, failed, bytes, seconds: (performance.now() - start) / 1000 };
}

type Target = { url: string; groups: Record<string, number[]>; headers?: Record<string, string> };
type Totals = { done: number; failed: number; bytes: number; seconds: number; ticks: Record<string, number>; busy: number; total: number };

/**
 * The same load on each target in alternating slices, so all share the machine's noise (other work on it
 * included); per target its requests, bytes and the CPU ticks of its groups during its own slices.
 */
async function alternate(targets: Target[], concurrency: number): Promise<Totals[]> {
  const totals: Totals[] = targets.map(() => ({ done: 0, failed: 0, bytes: 0, seconds: 0, ticks: {}, busy: 0, total: 0 }));
  for (const t of targets) await hammer(t.url, 500, concurrency, t.headers); // JIT, caches, keep-alive connections
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const i of order) {
      const before = groupTicks(targets[i].groups);
      const machineBefore = machineTicks();
      const r = await hammer(targets[i].url, SLICE_MS, concurrency, targets[i].headers);
      const after = groupTicks(targets[i].groups);
      const machineAfter = machineTicks();
      const t = totals[i];
      t.done += r.done;
      t.failed += r.failed;
      t.bytes += r.bytes;
      t.seconds += r.seconds;
      for (const name of Object.keys(after)) t.ticks[name] = (t.ticks[name] ?? 0) + after[name] - before[name];
      t.busy += machineAfter.busy - machineBefore.busy;
      t.total += machineAfter.total - machineBefore.total;
    }
  }
  return totals;
}

/** How much of one core each group used during the target's slices (100 % = one core), and the machine's load. */
const cpuOf = (t: Totals) =>
  `${Object.entries(t.ticks)
    .map(([name, ticks]) => `${name} ${((ticks / CLOCK_TICKS / t.seconds) * 100).toFixed(0)} %`)
    .join(', ')}; machine ${((t.busy / t.total) * 100).toFixed(0)} % busy of ${os.cpus().length} cores`;

export async function deployRows(): Promise<Row[]> {
  const rows: Row[] = [];
  const media = storySizedMedia();
  // nginx's workers run as `nobody` when the bench runs as root: they must read the copied media
  fs.chmodSync(media.dir, 0o755);
  const deployment = await startDeployment({ count: 2, mediaDir: media.dir });
  const extra: { nginx: Nginx[]; stop: (() => Promise<unknown>)[] } = { nginx: [], stop: [] };
  try {
    const [first, second] = deployment.servers;
    // nginx in front of the first process alone: the same configuration, one upstream
    const single = await startNginx({ upstreamPorts: [first.port], mediaDir: media.dir });
    extra.nginx.push(single);
    const groups = (nginx: Nginx) => ({
      Lesefunke: [first.child.pid!, second.child.pid!],
      ...(deployment.pg.pid ? { PostgreSQL: [deployment.pg.pid] } : {}),
      nginx: [nginx.pid],
      'load client': [process.pid],
    });

    // (a) the own account: the most frequent signed-in request, a session lookup in PostgreSQL each time (the
    // catalogue lists come from a snapshot in each process's memory and would not show the database's share)
    const login = await fetch(`${deployment.nginx.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@lesefunke.test', password: 'Lesefunke2026!' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`deploy bench: login answered ${login.status}`);
    const me = '/api/me';
    const [one, two] = await alternate(
      [
        { url: `${single.url}${me}`, groups: groups(single), headers: { cookie } },
        { url: `${deployment.nginx.url}${me}`, groups: groups(deployment.nginx), headers: { cookie } },
      ],
      CONCURRENCY,
    );
    const rate = (t: Totals) => t.done / t.seconds;
    const [oneRate, twoRate] = [rate(one), rate(two)];
    rows.push({ metric: `GET ${me} signed in, through nginx, 1 process (c=${CONCURRENCY}); CPU: ${cpuOf(one)}`, value: `${oneRate.toFixed(0)} req/s`, budget: '–', ok: null });
    rows.push({ metric: `same, 2 processes; CPU: ${cpuOf(two)}`, value: `${twoRate.toFixed(0)} req/s`, budget: '–', ok: null });
    rows.push({
      metric: `2 processes against 1 (on ${os.cpus().length} cores the processes share them with PostgreSQL, nginx and the load client)`,
      value: `${(twoRate / oneRate).toFixed(2)}×`,
      budget: '–',
      ok: null,
    });
    const failed = one.failed + two.failed;
    rows.push({ metric: 'failed requests through nginx', value: String(failed), budget: '0', ok: failed === 0 });

    // (b) a story-sized video: sent by nginx after the app's check, against a process without MEDIA_ACCEL
    const plain = spawnLesefunke(await freePort(), { ...deployment.env, MEDIA_ACCEL: undefined });
    extra.stop.push(() => stopLesefunke(plain, 5_000).then(() => fs.rmSync(plain.dataDir, { recursive: true, force: true })));
    await waitReady(plain);
    const viaNode = await startNginx({ upstreamPorts: [plain.port], mediaDir: media.dir });
    extra.nginx.push(viaNode);
    const story = (await (await fetch(`${deployment.nginx.url}/api/boardstories/die-mutige-maus`)).json()) as { id: number };
    const videos = (await (await fetch(`${deployment.nginx.url}/api/videos?boardstoryId=${story.id}&accessCode=FUNKE-GUELTIG`)).json()) as {
      _embedded: { videos: { withText: { url: string }[] }[] };
    };
    const signed = new URL(videos._embedded.videos[0].withText[0].url, deployment.nginx.url);
    const file = `${signed.pathname}${signed.search}`;
    const check = await fetch(`${deployment.nginx.url}${file}`, { headers: { range: 'bytes=0-0' } });
    await check.arrayBuffer();
    const byNginx = check.status === 206 && check.headers.get('x-media-server') === 'nginx';
    const mediaGroups = (nginx: Nginx, node: number[]) => ({ Lesefunke: node, nginx: [nginx.pid], 'load client': [process.pid] });
    const [accel, node] = await alternate(
      [
        { url: `${deployment.nginx.url}${file}`, groups: mediaGroups(deployment.nginx, [first.child.pid!, second.child.pid!]) },
        { url: `${viaNode.url}${file}`, groups: mediaGroups(viaNode, [plain.child.pid!]) },
      ],
      MEDIA_CONCURRENCY,
    );
    const mbps = (t: Totals) => t.bytes / t.seconds / 1e6;
    const size = fs.statSync(`${media.dir}${signed.pathname.replace(/^\/media/, '')}`).size;
    rows.push({
      metric: `video of ${(size / 1e6).toFixed(0)} MB through nginx, bytes sent by nginx (X-Accel-Redirect, c=${MEDIA_CONCURRENCY}); CPU: ${cpuOf(accel)}`,
      value: `${mbps(accel).toFixed(0)} MB/s`,
      budget: '206 with X-Media-Server: nginx',
      ok: byNginx,
    });
    rows.push({ metric: `same video, bytes sent by Node (no MEDIA_ACCEL); CPU: ${cpuOf(node)}`, value: `${mbps(node).toFixed(0)} MB/s`, budget: '–', ok: null });
    rows.push({ metric: 'media through nginx against through Node', value: `${(mbps(accel) / mbps(node)).toFixed(2)}×`, budget: '–', ok: null });
    const mediaFailed = accel.failed + node.failed;
    rows.push({ metric: 'failed media requests', value: String(mediaFailed), budget: '0', ok: mediaFailed === 0 });
  } finally {
    for (const nginx of extra.nginx) await nginx.stop();
    for (const stop of extra.stop) await stop();
    await deployment.stop();
    media.remove();
  }
  return rows;
}
