import fs from 'node:fs';
import path from 'node:path';

/** The lock file in DATA_DIR; it holds the process id of the server that owns the folder. */
export const LOCK_FILE = 'lesefunke.lock';

/** A second process on a data folder: PGlite has no locking of its own, so both would write and lose data. */
export class DataDirLocked extends Error {}

/** Whether a process with this id runs; EPERM means it runs under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process, or throws DataDirLocked naming the process that holds it. The
 * file is created exclusively (O_EXCL), so of two processes starting together only one wins. A file left
 * by a process that died without cleaning up (a crash, a power cut, kill -9) is taken over. The answer
 * releases the lock; it is also released when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new DataDirLocked(
          `Der Datenordner ${dir} wird schon von einem anderen Lesefunke-Prozess (PID ${pid}) benutzt. ` +
            `Beenden Sie ihn oder wählen Sie mit DATA_DIR einen anderen Ordner.\n` +
            `The data folder ${dir} is already used by another Lesefunke process (pid ${pid}). ` +
            `Stop it or choose another folder with DATA_DIR. If no such process runs, delete ${file}.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  const release = () => {
    process.off('exit', release);
    // only our own lock: never remove a file that another process took over meanwhile
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
