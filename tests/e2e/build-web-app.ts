/** Global setup for browser tests: builds the web app when dist/tab is missing or stale. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webAppIsStale } from '../../tab/ensure-built.ts';

/** Runs the Vite build only when needed, so repeated runs start fast. */
export default async function setup(): Promise<void> {
  if (!webAppIsStale()) return;
  const { build } = await import('vite');
  await build({
    configFile: path.join(fileURLToPath(new URL('../..', import.meta.url)), 'tab/vite.config.ts'),
    logLevel: 'warn',
  });
}
