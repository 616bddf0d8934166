// Plain JavaScript on purpose: bot/start.mjs (npm start) asks it before any TypeScript tooling
// loads, so an up-to-date install starts without booting tsx. Types: staleness.d.mts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = (output, sources) => ({
  output: path.join(root, output),
  sources: sources.map((source) => path.join(root, source)),
});

/** What `npm start` builds and from which sources: one list for the launcher and the builders. */
export const BUILD_TARGETS = {
  webApp: target('dist/tab/index.html', ['tab', 'shared', 'package-lock.json']),
  server: target('dist/server/main.mjs', ['bot', 'scheduler', 'shared', 'package-lock.json']),
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether `output` is missing or older than any file under `sources` (tests and node_modules aside). */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}
