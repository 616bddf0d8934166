/** One autocannon run against a server of this process, stoppable from outside (Ctrl-C). */
import autocannon from 'autocannon';

export type TLoadResult = autocannon.Result;

export interface TLoadOptions {
  url: string;
  durationSeconds: number;
  connections: number;
  signal: AbortSignal;
  /** Request headers (a session cookie, say). */
  headers?: Record<string, string>;
}

/**
 * Puts load on one URL and answers autocannon's result. The load runs in a worker thread so the
 * client does not share the event loop of the server it measures. Only 127.0.0.1 is accepted:
 * a benchmark never loads another host.
 */
export function runLoad(options: TLoadOptions): Promise<TLoadResult> {
  assertLoopback(options.url);
  options.signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        workers: 1,
        ...(options.headers ? { headers: options.headers } : {}),
      },
      (error: unknown, result: TLoadResult) => {
        options.signal.removeEventListener('abort', abort);
        if (error) reject(error);
        else resolve(result);
      },
    );
    // With workers, a stopped instance never calls back: reject here instead.
    const abort = () => {
      instance.stop();
      reject(options.signal.reason);
    };
    options.signal.addEventListener('abort', abort, { once: true });
  });
}

function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}: benchmarks only target 127.0.0.1`);
}
