/**
 * Two processes on one PGlite folder silently lose data (ARCHITECTURE §4), so the embedded
 * database takes a lock file holding its pid; a second process is refused, a stale lock (its
 * process gone) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors.ts';

export interface TDataFolderLock {
  release(): void;
}

/** Takes `<folder>/rollcall.lock` or throws "data folder in use by pid N". */
export function lockDataFolder(folder: string): TDataFolderLock {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'rollcall.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new AppError('CONFLICT', `data folder in use by pid ${holder}`);
      }
      unlinkSync(file);
    }
  }
  throw new AppError('CONFLICT', `could not lock data folder ${folder}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
