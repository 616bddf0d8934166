/**
 * Creates a new PGlite data folder (initdb) in a worker thread that then exits. initdb grows
 * PGlite's WASM memory to ~900 MB and WASM memory is never given back, so run in the server's own
 * heap it left a fresh install's first process at ~900 MB until restarted; done apart, the server
 * opens the finished folder like any later start (~400 MB).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Whether `folder` holds no PostgreSQL cluster yet. */
export function pgliteFolderIsNew(folder: string): boolean {
  return !existsSync(path.join(folder, 'PG_VERSION'));
}

/** Runs initdb for `folder` in a worker thread and waits until the worker has exited. */
export async function createPgliteFolder(folder: string): Promise<void> {
  // A data: URL module has no base to resolve a package name from: resolve it here.
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const source = [
    `import { PGlite } from ${JSON.stringify(pgliteUrl)};`,
    `import { workerData } from 'node:worker_threads';`,
    'const db = new PGlite(workerData);',
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), { workerData: folder });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb worker exited with ${code}`))));
  });
}
