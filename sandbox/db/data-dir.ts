// PGlite keeps its files in one directory that only one process may open: a second process, or
// a process killed in the middle of a write, leaves it damaged, and PGlite then aborts at open
// with no word of why. So the sandbox locks the directory for its lifetime, refuses clearly when
// another live process holds it, and moves a directory that cannot be opened aside (nothing is
// deleted) so that a fresh world is seeded in its place.
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another sandbox (process ${pid}). ` +
        'Stop that one first, or set SANDBOX_DATA_DIR to another directory (or to memory).',
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes `<dataDir>.lock` for this process; returns its release. A stale lock (dead process) is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirInUseError(dataDir, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/** Moves a damaged data directory aside; returns where it went. */
export function moveAside(dataDir: string, now: Date = new Date()): string | null {
  if (!existsSync(dataDir)) return null;
  const target = `${dataDir}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, target);
  return target;
}
