// `npm start`. Plain JavaScript so that an installed, built Rollcall starts without booting any
// TypeScript tooling: when the web app (dist/tab) or the compiled server (dist/server/main.mjs)
// is missing or older than its sources, tab/ensure-built.ts builds them first (through tsx);
// then the compiled server runs in this very process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from '../tab/staleness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => parts.map((part) => path.join(root, part));

const stale =
  isStale(at('dist/tab/index.html')[0], at('tab', 'shared', 'package-lock.json')) ||
  isStale(at('dist/server/main.mjs')[0], at('bot', 'scheduler', 'shared', 'package-lock.json'));
if (stale) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'tab/ensure-built.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Stack traces name the TypeScript sources, not lines of the bundle.
process.setSourceMapsEnabled(true);
await import('../dist/server/main.mjs');
