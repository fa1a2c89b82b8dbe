// Starts the real Lesefunke server (the same command as `npm run serve`) on a given port with its own
// fresh data directory, for the Playwright run and the benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `pid`: the server's process, whose CPU time the bench reads from /proc (tests/bench/page-cpu.ts). */
export type RunningServer = { url: string; dataDir: string; pid: number; stop: () => Promise<void> };

/** Asks the system for a port that is free right now. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * `dataDir` starts on a directory a test keeps (a restart of "the same" server: the database survives);
 * `stop` then leaves it for the next start, and the test removes it at the end. `host` is the address the server
 * listens on and is asked at (HOST; one other than loopback needs a SECRET in `env`): the classroom bench's veth end.
 */
export async function startServer(opts: { port: number; env?: Record<string, string>; dataDir?: string; host?: string }): Promise<RunningServer> {
  const keep = opts.dataDir !== undefined;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-test-'));
  const url = `http://${opts.host ?? 'localhost'}:${opts.port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    // every sign-up and reset of the browser tests comes from 127.0.0.1: the per-network mail limit would stop the run
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_REQUESTS: '0', MAIL_LIMIT_PER_NETWORK: '100000', ...(opts.host ? { HOST: opts.host } : {}), ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // keep the output for the error message; a server that dies during the tests should be explainable
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    // PGlite may still be flushing files as the process ends; a folder left in the temp dir fails no test
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };

  // the server listens only after migrating and seeding, so the first HTTP answer means ready;
  // /api/health is the cheap probe, a 404 from an older server without it counts as up as well
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status < 500) return { url, dataDir, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Lesefunke server did not start on ${url}:\n${log.join('').slice(-4000)}`);
}
