/**
 * Creates a new PGlite data folder (initdb) in a short-lived child process. initdb grows PGlite's
 * WASM memory to ~900 MB and WASM memory is never given back, so run in the server's own heap it
 * left a fresh install's first process at ~900 MB until restarted (and in a worker thread the
 * server's resident memory still peaked there); done apart, the server opens the finished folder
 * like any later start (~450 MB peak) and the child's memory goes back to the system when it exits.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether `folder` holds no PostgreSQL cluster yet. */
export function pgliteFolderIsNew(folder: string): boolean {
  return !existsSync(path.join(folder, 'PG_VERSION'));
}

/** Runs initdb for `folder` in a child process and waits until it has exited. */
export async function createPgliteFolder(folder: string): Promise<void> {
  // A module given with -e has no base to resolve a package name from: resolve it here.
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const source = [
    `import { PGlite } from ${JSON.stringify(pgliteUrl)};`,
    'const db = new PGlite(process.argv[1]);',
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', source, folder], (error, _stdout, stderr) => {
      if (error) reject(new Error(`initdb of ${folder} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
