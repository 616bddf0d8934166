/** The measured database of one bench mode: PGlite in memory, or a fresh database on a PostgreSQL server. */
import { openDatabase, type TDatabaseHandle } from '../../bot/db/client.ts';
import { migrateDatabase } from '../../bot/db/migrate.ts';
import type { TCleanup } from './cleanup.ts';
import { createTempDatabase } from './temp-database.ts';

export type TBenchMode = 'pglite' | 'postgres';

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
