// PGlite keeps its files in one directory that only one process may open: a second process, or
// a process killed in the middle of a write, leaves it damaged, and PGlite then aborts at open
// with no word of why. So the sandbox locks the directory for its lifetime, refuses clearly when
// another live process holds it, and moves a directory that cannot be opened aside (nothing is
// deleted) so that a fresh world is seeded in its place.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another sandbox (process ${pid}). ` +
        'Stop that one first, or set SANDBOX_DATA_DIR to another directory (or to memory).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** A data directory that cannot be made or written: one sentence naming the path and what to do. */
export class DataDirUnusableError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(
      `The data directory ${dataDir} cannot be used: ${reason}. ` +
        'Fix that, or set SANDBOX_DATA_DIR to a folder you can write (or to memory).',
    );
    this.name = 'DataDirUnusableError';
  }
}

const CODE_REASONS: Readonly<Record<string, (at: string) => string>> = {
  EACCES: (at) => `no permission to write ${at}`,
  EPERM: (at) => `no permission to write ${at}`,
  EROFS: (at) => `${at} is on a read-only file system`,
  ENOTDIR: (at) => `a file stands where a folder of ${at} should be`,
  EEXIST: (at) => `a file stands where a folder of ${at} should be`,
  ENOSPC: (at) => `the disk holding ${at} is full`,
};

/** The sentence for a file-system error met while making or locking `at`; null for an unknown one. */
export function unusableReason(err: unknown, at: string): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code && code in CODE_REASONS ? CODE_REASONS[code]!(at) : null;
}

/**
 * Makes the data directory and its parent (a fresh clone has no `.sandbox/`) before its lock file
 * is taken beside it; refuses a file in the directory's place. PGlite seeds an empty directory.
 */
export function prepareDataDir(dataDir: string): void {
  const parent = path.dirname(dataDir);
  try {
    mkdirSync(parent, { recursive: true });
  } catch (err) {
    const reason = unusableReason(err, parent);
    if (reason) throw new DataDirUnusableError(dataDir, reason);
    throw err;
  }
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
    throw new DataDirUnusableError(dataDir, 'a file of that name is in the way (move it, or remove it)');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    const reason = unusableReason(err, dataDir);
    if (reason) throw new DataDirUnusableError(dataDir, reason);
    throw err;
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
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        const reason = unusableReason(err, path.dirname(dataDir));
        throw reason ? new DataDirUnusableError(dataDir, reason) : err;
      }
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
