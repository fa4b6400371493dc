// The PGlite data directory: one process at a time, and a damaged directory is moved aside
// (never deleted) so the sandbox starts on a fresh one instead of aborting.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  DataDirInUseError,
  DataDirUnusableError,
  lockDataDir,
  prepareDataDir,
  unusableReason,
} from '../../sandbox/db/data-dir';
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

describe('a data directory that does not exist yet, or cannot be made', () => {
  it('is made with its parents (a fresh clone has no .sandbox/), locked and opened', async () => {
    const dir = path.join(root, 'fresh-clone', '.sandbox', 'data-small');
    const db = await openPglite(dir, () => {});
    try {
      expect(existsSync(`${dir}.lock`)).toBe(true);
      expect(await db.query<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    expect(readdirSync(dir)).toContain('PG_VERSION');
  });

  it("refuses a file in the directory's place, naming the path and what to do", async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(openPglite(file, () => {})).rejects.toThrow(DataDirUnusableError);
    await expect(openPglite(file, () => {})).rejects.toThrow(
      `The data directory ${file} cannot be used: a file of that name is in the way (move it, or remove it). ` +
        'Fix that, or set SANDBOX_DATA_DIR to a folder you can write (or to memory).',
    );
  });

  it('refuses a file where a parent folder should be', () => {
    const file = path.join(root, 'parent-file');
    writeFileSync(file, 'not a folder');
    expect(() => prepareDataDir(path.join(file, 'data-small'))).toThrow(
      `cannot be used: a file stands where a folder of ${file} should be`,
    );
  });

  it('says why for a folder it may not write (root writes anywhere, so the error is given)', () => {
    const denied = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    const readOnly = Object.assign(new Error('EROFS'), { code: 'EROFS' });
    expect(unusableReason(denied, '/srv')).toBe('no permission to write /srv');
    expect(unusableReason(readOnly, '/mnt/cd')).toBe('/mnt/cd is on a read-only file system');
    expect(unusableReason(new Error('other'), '/x')).toBeNull();
  });

  it("npm start's process prints that one sentence and no stack trace", () => {
    const file = path.join(root, 'in-the-way');
    writeFileSync(file, 'not a folder');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, SANDBOX_DATA_DIR: file, SANDBOX_STATIC: 'none', PORT: '0', LEGACY_PORT: '0' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `The data directory ${file} cannot be used: a file of that name is in the way (move it, or remove it). ` +
        'Fix that, or set SANDBOX_DATA_DIR to a folder you can write (or to memory).',
    );
  });
});
