/**
 * Runs `bot/main.ts` as a real child process, as `npm start` does (minus the web build), for
 * tests of the process itself: settings errors, the data-folder lock, ROLE=worker.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface TRollcallProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of the pattern in stdout+stderr. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Spawns the server with exactly these environment variables (plus PATH and HOME). */
export function spawnRollcall(env: Record<string, string>): TRollcallProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bot/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    output: () => text,
    exited,
    waitForOutput(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${pattern} in output within ${timeoutMs} ms:\n${text}`));
        }, timeoutMs);
        const onExit = () => {
          setTimeout(() => {
            cleanup();
            reject(new Error(`process exited before printing ${pattern}:\n${text}`));
          }, 50);
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
