/**
 * A clean database for each test file: an in-memory PGlite started from the migrated snapshot by
 * default, or, when DATABASE_URL is set, a fresh database created on that server (and dropped
 * afterwards). A fresh database rather than a schema, because drizzle-kit's migrations name the
 * "public" schema in foreign keys.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../bot/db/client.ts';
import { migrateDatabase } from '../../bot/db/migrate.ts';

export interface TTestDatabase extends TDatabaseHandle {
  /** The URL of the fresh server database (server mode only), for child processes. */
  url?: string;
}

/** Whether this run targets a PostgreSQL server (DATABASE_URL set). */
export const onServer = Boolean(process.env.DATABASE_URL);

/** Opens a clean, migrated database; `close()` also drops it on a server. */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const handle = await openDatabase({ kind: 'pglite-memory', snapshot });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `rollcall_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
