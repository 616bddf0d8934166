import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOREIGN_LOCK_STALE_MS, lockDataFolder } from './data-folder-lock.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'rollcall-lock-'));
const lockFile = (folder: string) => path.join(folder, 'rollcall.lock');

describe('lockDataFolder', () => {
  it('refuses a folder held by another live process, naming its pid', () => {
    const folder = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile(folder), JSON.stringify({ pid: holder.pid, host: hostname() }));
      expect(() => lockDataFolder(folder)).toThrow(`data folder in use by pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const folder = tempDir();
    writeFileSync(lockFile(folder), JSON.stringify({ pid: 999999999, host: hostname() }));
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lockFile(folder), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    lock.release();
  });

  it('takes over a lock with its own pid and host (a restarted container is pid 1 again)', () => {
    const folder = tempDir();
    writeFileSync(lockFile(folder), JSON.stringify({ pid: process.pid, host: hostname() }));
    lockDataFolder(folder).release();
  });

  it("refuses another host's fresh lock and takes over one that stopped being refreshed", () => {
    const folder = tempDir();
    writeFileSync(lockFile(folder), JSON.stringify({ pid: 1, host: 'other-container' }));
    expect(() => lockDataFolder(folder)).toThrow('data folder in use by pid 1 on other-container');
    const old = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 1000);
    utimesSync(lockFile(folder), old, old);
    lockDataFolder(folder).release();
  });

  it('is free again after release, and creates a missing folder', () => {
    const folder = path.join(tempDir(), 'nested', 'data');
    lockDataFolder(folder).release();
    lockDataFolder(folder).release();
  });
});
