// `npm start`. Plain JavaScript so that an installed, built Rollcall starts without booting any
// TypeScript tooling: when the web app (dist/tab) or the compiled server (dist/server/main.mjs)
// is missing or older than its sources, tab/ensure-built.ts builds them first (through tsx);
// then the compiled server runs in this very process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_TARGETS, isStale } from '../tab/staleness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const stale = Object.values(BUILD_TARGETS).some(({ output, sources }) => isStale(output, sources));
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
