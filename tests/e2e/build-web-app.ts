/** Global setup for browser tests: builds the web app (production mode) when dist/tab is missing or stale. */
import { buildWebApp, webAppIsStale } from '../../tab/ensure-built.ts';

/** Runs the Vite build only when needed, so repeated runs start fast. */
export default async function setup(): Promise<void> {
  if (webAppIsStale()) await buildWebApp();
}
