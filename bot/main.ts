/**
 * Composition root: `npm start` runs this. Validates settings (printing every problem and exiting
 * 1), starts the process for ROLE and stops it cleanly on SIGINT/SIGTERM.
 */
import { isAppError } from '../shared/errors.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer, startupBanner } from './server.ts';

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ env, log });
  } catch (error) {
    const message = isAppError(error) || error instanceof Error ? error.message : String(error);
    console.error(`Rollcall could not start: ${message}`);
    if (!isAppError(error)) log.debug({ err: error }, 'start failure');
    process.exit(1);
  }
  console.log(startupBanner(env, server.url));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
