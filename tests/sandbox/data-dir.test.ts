// The PGlite data directory: one process at a time, and a damaged directory is moved aside
// (never deleted) so the sandbox starts on a fresh one instead of aborting.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../sandbox/db/data-dir';
import { openPglite } from '../../sandbox/db/database';

const root = mkdtempSync(path.join(os.tmpdir(), 'sandbox-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the data directory lock', () => {
  it('refuses a directory another live process holds, naming it', () => {
    const dir = path.join(root, 'held');
    // The parent process (vitest's) is alive and is not this one.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another sandbox (process ${process.ppid})`);
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    const dir = path.join(root, 'stale');
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('a second open of the same directory in this process is refused until the first closes', async () => {
    const dir = path.join(root, 'twice');
    const first = await openPglite(dir, () => {});
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openPglite(dir, () => {})).rejects.toThrow(DataDirInUseError);
    writeFileSync(`${dir}.lock`, String(process.pid));
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('a damaged data directory', () => {
  it('is moved aside with a clear message, and a fresh database opens in its place', async () => {
    const dir = path.join(root, 'damaged');
    mkdirSync(path.join(dir, 'global'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dir, 'global', 'pg_control'), 'not a control file');
    const lines: string[] = [];
    const db = await openPglite(dir, (line) => lines.push(line));
    try {
      expect(await db.query<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    expect(lines.join('\n')).toMatch(/could not be opened .*Moved it to .*damaged-.*starting a fresh world/s);
    const aside = readdirSync(root).filter((name) => name.startsWith('damaged.damaged-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(path.join(root, aside[0]!))).toContain('PG_VERSION');
  });
});
