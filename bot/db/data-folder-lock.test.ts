import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataFolder } from './data-folder-lock.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'rollcall-lock-'));

describe('lockDataFolder', () => {
  it('refuses a folder held by another live process, naming its pid', async () => {
    const folder = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(folder, 'rollcall.lock'), String(holder.pid));
      expect(() => lockDataFolder(folder)).toThrow(`data folder in use by pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const folder = tempDir();
    writeFileSync(path.join(folder, 'rollcall.lock'), '999999999');
    const lock = lockDataFolder(folder);
    expect(readFileSync(path.join(folder, 'rollcall.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('is free again after release, and creates a missing folder', () => {
    const folder = path.join(tempDir(), 'nested', 'data');
    lockDataFolder(folder).release();
    lockDataFolder(folder).release();
  });
});
