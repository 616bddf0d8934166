/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise embedded PGlite in
 * DATA_DIR/pglite (or in memory for tests). Both give the same Drizzle API, so nothing above this
 * file knows which one runs.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPgliteFolder, pgliteFolderIsNew } from './create-pglite-folder.ts';
import { lockDataFolder, type TDataFolderLock } from './data-folder-lock.ts';
import * as schema from './schema/index.ts';

export type TSchema = typeof schema;
/** The Drizzle handle every domain function takes; a transaction handle has the same type. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** A handle that can run queries: the database or a transaction inside it. */
export type TDb = TDatabase | TTransaction;

export type TDatabaseConnection =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; snapshot?: Blob };

export interface TDatabaseHandle {
  db: TDatabase;
  kind: 'postgres' | 'pglite';
  /** The embedded instance, for the job engine's in-process adapter. */
  pglite?: PGlite;
  /** The server pool, for the migration lock. */
  pool?: pg.Pool;
  connectionString?: string;
  /** Answers when the database answers a query; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens a connection of the given kind; the embedded folder is locked against a second process. */
export async function openDatabase(connection: TDatabaseConnection): Promise<TDatabaseHandle> {
  if (connection.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: connection.url, max: 10, application_name: 'rollcall' });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as TDatabase;
    return {
      db,
      kind: 'postgres',
      pool,
      connectionString: connection.url,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let lock: TDataFolderLock | undefined;
  let pglite: PGlite;
  if (connection.kind === 'pglite') {
    lock = lockDataFolder(connection.dataDir);
    const folder = path.join(connection.dataDir, 'pglite');
    try {
      if (pgliteFolderIsNew(folder)) await createPgliteFolder(folder);
    } catch (error) {
      lock.release();
      throw error;
    }
    pglite = new PGlite(folder);
  } else {
    // A snapshot (PGlite's dumpDataDir) starts a migrated database in a fraction of initdb's time.
    pglite = connection.snapshot ? new PGlite({ loadDataDir: connection.snapshot }) : new PGlite();
  }
  try {
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client: pglite, schema }) as unknown as TDatabase;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
