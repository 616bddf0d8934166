/**
 * `npm start` runs this first: builds the web app when dist/tab is missing or older than any
 * source it is built from (tab/, shared/), and the server bundle (dist/server/main.mjs, see
 * bot/server-bundle.ts) when it is older than bot/, scheduler/ or shared/, so a fresh clone and a
 * `git pull` both just work.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, serverBundleIsStale } from '../bot/server-bundle.ts';
import { BUILD_TARGETS, isStale } from './staleness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Whether the built app is missing or older than its sources. */
export function webAppIsStale(): boolean {
  return isStale(BUILD_TARGETS.webApp.output, BUILD_TARGETS.webApp.sources);
}

/**
 * Builds the web app for production. NODE_ENV is forced because React and Vite read it: under a
 * test runner (NODE_ENV=test) or a development shell they would otherwise ship development builds.
 */
export async function buildWebApp(): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'tab/vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (webAppIsStale()) {
    console.log('Building the web app (first start or changed sources)...');
    await buildWebApp();
    console.log('Web app built.');
  }
  if (serverBundleIsStale()) {
    console.log('Compiling the server (first start or changed sources)...');
    await buildServerBundle();
  }
}
