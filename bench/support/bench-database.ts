/** The measured database of one bench mode: PGlite in memory, or a fresh database on a PostgreSQL server. */
import { openDatabase, type TDatabaseHandle } from '../../bot/db/client.ts';
import { migrateDatabase } from '../../bot/db/migrate.ts';
import { createCleanup, describeError, type TCleanup } from './cleanup.ts';
import { createTempDatabase, ServerUnreachableError } from './temp-database.ts';

export type TBenchMode = 'pglite' | 'postgres';

export const BENCH_MODE_LABELS: Record<TBenchMode, string> = {
  pglite: 'PGlite (in memory)',
  postgres: 'PostgreSQL server',
};

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_MODES (pglite,postgres by default); a wrong name stops the run before anything starts. */
export function benchModes(source: NodeJS.ProcessEnv): TBenchMode[] {
  const modes = (source.BENCH_MODES || 'pglite,postgres').split(',').map((mode) => mode.trim());
  for (const mode of modes) {
    if (mode !== 'pglite' && mode !== 'postgres') {
      throw new Error(`BENCH_MODES=${JSON.stringify(source.BENCH_MODES)}: use pglite, postgres or both`);
    }
  }
  return modes as TBenchMode[];
}

/** Where the server mode creates and drops its database: BENCH_DATABASE_URL, DATABASE_URL, or the local server. */
export function benchAdminUrl(source: NodeJS.ProcessEnv): string {
  return source.BENCH_DATABASE_URL || source.DATABASE_URL || DEFAULT_ADMIN_URL;
}

export interface TModeOutcome<T> {
  measurements: T[];
  skipped: Array<{ mode: TBenchMode; reason: string }>;
  failed: Array<{ mode: TBenchMode; error: string }>;
}

/**
 * Runs `measure` once per mode, each with its own cleanup: an unreachable server skips its mode
 * with the reason, any other failure is recorded and the next mode still runs; Ctrl-C stops.
 */
export async function measureEachMode<T>(
  modes: readonly TBenchMode[],
  signal: AbortSignal,
  measure: (mode: TBenchMode, cleanup: TCleanup) => Promise<T>,
): Promise<TModeOutcome<T>> {
  const outcome: TModeOutcome<T> = { measurements: [], skipped: [], failed: [] };
  for (const mode of modes) {
    if (signal.aborted) break;
    console.log(`${BENCH_MODE_LABELS[mode]}:`);
    const cleanup = createCleanup();
    try {
      outcome.measurements.push(await measure(mode, cleanup));
    } catch (error) {
      if (error instanceof ServerUnreachableError) {
        const reason = `cannot reach the PostgreSQL server (${error.message})`;
        console.log(`  skipped: ${reason}`);
        outcome.skipped.push({ mode, reason });
      } else if (!signal.aborted) {
        console.error(`  failed: ${describeError(error)}`);
        outcome.failed.push({ mode, error: describeError(error) });
      }
    } finally {
      await cleanup.run();
    }
  }
  return outcome;
}

export interface TBenchDatabase {
  database: TDatabaseHandle;
  /** The server's extra settings (DATABASE_URL on a server). */
  env: Record<string, string>;
  /** Called once startServer owns the database (it closes it on stop and when it fails to start). */
  handOver(): void;
}

/**
 * Opens and migrates the mode's database; cleanup closes it unless handed over, and drops the
 * server's throw-away database (`rollcall_bench_<random>`, created through `adminUrl`).
 */
export async function openBenchDatabase(
  mode: TBenchMode,
  adminUrl: string,
  cleanup: TCleanup,
): Promise<TBenchDatabase> {
  const env: Record<string, string> = {};
  let database: TDatabaseHandle;
  if (mode === 'postgres') {
    const temp = await createTempDatabase(adminUrl);
    cleanup.add(() => temp.drop());
    console.log(`  created database ${temp.name}`);
    database = await openDatabase({ kind: 'postgres', url: temp.url });
    env.DATABASE_URL = temp.url;
  } else {
    database = await openDatabase({ kind: 'pglite-memory' });
  }
  let owned = true;
  cleanup.add(async () => {
    if (owned) await database.close();
  });
  await migrateDatabase(database);
  return {
    database,
    env,
    handOver: () => {
      owned = false;
    },
  };
}
