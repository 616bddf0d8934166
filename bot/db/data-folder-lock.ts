/**
 * Two processes on one PGlite folder silently lose data (ARCHITECTURE §4), so the embedded
 * database takes a lock file naming its host and pid, and refreshes it every few seconds.
 * A second process is refused. A lock is stale, and taken over, when its process is gone
 * (same host), when it carries our own pid and host (a restarted container is pid 1 again), or
 * when another host's lock has not been refreshed for a while (a folder shared by containers).
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { AppError } from '../../shared/errors.ts';

export interface TDataFolderLock {
  release(): void;
}

const REFRESH_MS = 5_000;
/** Another host's lock older than this is stale. */
export const FOREIGN_LOCK_STALE_MS = 30_000;

/** Takes `<folder>/rollcall.lock` or throws "data folder in use by pid N". */
export function lockDataFolder(folder: string): TDataFolderLock {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'rollcall.lock');
  const me = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return holdLock(file, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && isHeldByAnother(holder, me, file)) {
        const where = holder.host === me.host ? '' : ` on ${holder.host}`;
        throw new AppError('CONFLICT', `data folder in use by pid ${holder.pid}${where}`);
      }
      unlinkSync(file);
    }
  }
  throw new AppError('CONFLICT', `could not lock data folder ${folder}`);
}

function holdLock(file: string, me: { pid: number; host: string }): TDataFolderLock {
  const refresh = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The folder went away; nothing left to guard.
    }
  }, REFRESH_MS);
  refresh.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    try {
      const holder = readHolder(file);
      if (holder?.pid === me.pid && holder.host === me.host) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return { release };
}

function readHolder(file: string): { pid: number; host: string } | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const parsed = text.startsWith('{')
      ? (JSON.parse(text) as { pid?: unknown; host?: unknown })
      : { pid: Number(text) };
    const pid = Number(parsed.pid);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, host: typeof parsed.host === 'string' ? parsed.host : hostname() };
  } catch {
    return undefined;
  }
}

function isHeldByAnother(
  holder: { pid: number; host: string },
  me: { pid: number; host: string },
  file: string,
): boolean {
  if (holder.host !== me.host) return Date.now() - statSync(file).mtimeMs < FOREIGN_LOCK_STALE_MS;
  if (holder.pid === me.pid) return false;
  return isAlive(holder.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
