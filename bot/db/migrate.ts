/**
 * Applies the SQL migrations in bot/db/migrations at boot. On a server several processes may boot
 * at once, so they take a PostgreSQL advisory lock and run one after another.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TDatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 724_311_001;

/** Brings the schema up to date; safe to call from many processes at once. */
export async function migrateDatabase(handle: TDatabaseHandle): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite({ client: handle.pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!handle.pool) throw new Error('database handle has neither PGlite nor a pool');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
