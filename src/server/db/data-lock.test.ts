import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-lock';

const withoutDatabaseUrl = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL'));

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second holder while the first runs, and lets the next one in after a release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`PID ${process.pid}`));
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died without releasing it', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(path.join(dir, LOCK_FILE), String(dead));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('makes a second server on the folder stop at start with a clear message and a non-zero exit', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir); // this test process plays the first server
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        // without DATABASE_URL: the lock is PGlite's; PostgreSQL serves many processes itself
        env: { ...withoutDatabaseUrl(), DATA_DIR: dir, PORT: '0', NODE_ENV: 'test' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('wird schon von einem anderen Lesefunke-Prozess');
      expect(stderr).toContain('already used by another Lesefunke process');
      expect(stderr).not.toMatch(/\n\s+at /); // the message, not a stack trace
    } finally {
      release();
    }
  }, 60_000);
});
