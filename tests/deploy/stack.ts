// A real deployment on this machine for the deploy test and the bench: PostgreSQL, N Lesefunke processes and
// Debian's nginx with deploy/nginx.conf, each on a free port, everything in temporary folders, nothing as a daemon.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../setup/server';

export const NGINX = '/usr/sbin/nginx';
/** The seed's media, which nginx serves for the X-Accel-Redirect answers of the processes. */
export const SEED_MEDIA = path.resolve('src/server/seed/media');
const isRoot = process.getuid?.() === 0;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `pid`: the postmaster of a throwaway cluster (its backends are its children); unknown inside TEST_DATABASE_URL. */
export type Postgres = { url: string; pid?: number; stop: () => Promise<void> };

/**
 * A fresh database: inside TEST_DATABASE_URL's server when set (as .ci/run sets it), else in a throwaway
 * cluster started the way .ci/run does (initdb refuses root, so root runs it as `postgres`).
 */
export async function startPostgres(): Promise<Postgres> {
  const name = `lesefunke_deploy_${randomBytes(6).toString('hex')}`;
  const existing = process.env.TEST_DATABASE_URL;
  if (existing) {
    const admin = new pg.Client({ connectionString: existing });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(existing);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        const drop = new pg.Client({ connectionString: existing });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1']).toString().trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-deploy-pg-'));
  const asPg = (cmd: string, args: string[]) => (isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : execFileSync(cmd, args));
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  asPg(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'lesefunke', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPg(`${bin}/pg_ctl`, [
    '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', 'start',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
  ]);
  const base = `postgres://lesefunke@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: `${base}/${name}`,
    pid: Number(fs.readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]),
    stop: async () => {
      asPg(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Lesefunke = {
  port: number;
  /** DATA_DIR: with PostgreSQL only the assets of earlier builds are kept there; it outlives a restart */
  dataDir: string;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: () => string;
};

/**
 * Starts one process like `npm run serve` (what deploy/lesefunke@.service runs) on its own port, with a data
 * folder of its own as each systemd instance has (a new one unless `dataDir` names the one of an earlier start).
 * A variable set to undefined in `env` is left out (the bench's process without MEDIA_ACCEL).
 */
export function spawnLesefunke(port: number, env: Record<string, string | undefined>, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-deploy-data-'))): Lesefunke {
  const out: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: Object.fromEntries(
      Object.entries({ ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_REQUESTS: '0', DATA_DIR: dataDir, ...env }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return { port, dataDir, url: `http://127.0.0.1:${port}`, child, exited, log: () => out.join('').slice(-4000) };
}

/** Until the process says it takes traffic: /api/ready (200), or /api/health on a server without it. */
export async function waitReady(server: Lesefunke, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) break;
    try {
      const ready = await fetch(`${server.url}/api/ready`);
      if (ready.status === 200) return;
      if (ready.status === 404 && (await fetch(`${server.url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await wait(200);
  }
  throw new Error(`Lesefunke on ${server.url} did not become ready:\n${server.log()}`);
}

/**
 * Stops a process with SIGTERM (its drain), and SIGKILL if it has not ended within `graceMs`; answers its exit
 * code (-1 when a signal ended it).
 */
export async function stopLesefunke(server: Lesefunke, graceMs = 40_000): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
    await server.exited;
    clearTimeout(timer);
  }
  return server.exited;
}

/** The script deploy/README.md has the operator run for nginx (step 6): deploy/nginx.conf with its placeholders filled. */
export const NGINX_SITE_SCRIPT = 'deploy/nginx-site.sh';

/**
 * deploy/nginx.conf as the README's script fills it from `args` (server name, media folder, ports), for plain http
 * on `listen`: the TLS blocks give way to one `listen` line (the first) and nothing (the others), exactly as the
 * file's head describes.
 */
export function nginxSite(args: string[], listen: string): string {
  const filled = execFileSync(path.resolve(NGINX_SITE_SCRIPT), args, { encoding: 'utf8' });
  let first = true;
  const out = filled.replace(/^[ \t]*# BEGIN TLS\n[\s\S]*?^[ \t]*# END TLS\n/gm, () => {
    const replacement = first ? `    listen ${listen};\n` : '';
    first = false;
    return replacement;
  });
  if (first) throw new Error('deploy/nginx.conf: the TLS block was not found');
  return out;
}

export function renderNginxConf(opts: { listen: string; upstreamPorts: number[]; mediaDir: string; serverName?: string }): string {
  return nginxSite([opts.serverName ?? 'localhost', opts.mediaDir, ...opts.upstreamPorts.map(String)], opts.listen);
}

/**
 * A folder of its own for one nginx (`-p`: pid file, logs, temporary folders) with `site` included into a minimal
 * main file, the way Debian's nginx.conf includes sites; `nginx -t` has checked it (a broken configuration says
 * why instead of a port that never opens).
 */
export function nginxPrefix(site: string, workers = 1): { prefix: string; conf: string } {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-nginx-'));
  // nginx's workers run as `nobody` when the master is root: they must reach the folder
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(path.join(prefix, 'lesefunke.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      `worker_processes ${workers};`,
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      `  include ${prefix}/lesefunke.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const conf = path.join(prefix, 'nginx.conf');
  try {
    execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], { stdio: 'pipe' });
  } catch (err) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${String((err as { stderr?: Buffer }).stderr ?? err)}`);
  }
  return { prefix, conf };
}

export type Nginx = { url: string; port: number; prefix: string; pid: number; stop: () => Promise<void>; errorLog: () => string };

/**
 * Debian's nginx as an ordinary child process: its pid file, logs and temporary folders in a folder of its own
 * (`-p`), the deploy configuration included into a minimal main file, the way Debian's nginx.conf includes sites.
 */
export async function startNginx(opts: { upstreamPorts: number[]; mediaDir?: string; workers?: number }): Promise<Nginx> {
  const port = await freePort();
  const site = renderNginxConf({ listen: `127.0.0.1:${port}`, upstreamPorts: opts.upstreamPorts, mediaDir: opts.mediaDir ?? SEED_MEDIA });
  const { prefix, conf } = nginxPrefix(site, opts.workers);
  const child = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr: string[] = [];
  child.stderr!.on('data', (c: Buffer) => stderr.push(c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => stderr.join('') + (fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : '');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start:\n${errorLog()}`);
      await wait(100);
    }
  }
  return {
    url,
    port,
    prefix,
    pid: child.pid!,
    errorLog,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, wait(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export type Deployment = { pg: Postgres; servers: Lesefunke[]; nginx: Nginx; env: Record<string, string>; stop: () => Promise<void> };

/**
 * PostgreSQL, `count` processes started together (the migrations' advisory lock keeps them from racing) and nginx
 * in front. `env` goes to every process, after the deployment's own settings.
 */
export async function startDeployment(opts: { count: number; env?: Record<string, string>; mediaDir?: string }): Promise<Deployment> {
  const db = await startPostgres();
  const mediaDir = opts.mediaDir ?? SEED_MEDIA;
  const env = { DATABASE_URL: db.url, TRUST_PROXY: '127.0.0.1', MEDIA_ACCEL: '/_media/', MEDIA_DIR: mediaDir, ...opts.env };
  const servers: Lesefunke[] = [];
  try {
    for (let i = 0; i < opts.count; i++) servers.push(spawnLesefunke(await freePort(), env));
    await Promise.all(servers.map((s) => waitReady(s)));
    const nginx = await startNginx({ upstreamPorts: servers.map((s) => s.port), mediaDir });
    return {
      pg: db,
      servers,
      nginx,
      env,
      stop: async () => {
        await nginx.stop();
        await Promise.all(servers.map((s) => stopLesefunke(s, 5_000)));
        for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
        await db.stop();
      },
    };
  } catch (err) {
    for (const s of servers) s.child.kill('SIGKILL');
    await db.stop();
    throw err;
  }
}
