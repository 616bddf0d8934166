/**
 * A kept insights bench database (BENCH_INSIGHTS_DATABASE): seeding a million check-ins takes
 * minutes, measuring a change takes seconds, so a database seeded once is reused run after run.
 * The seed's answer (ids, words) is stored in the database itself, in `bench_insights_seed`.
 */
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../bot/db/client.ts';
import { resultRows } from '../../bot/db/sql-arrays.ts';
import { seedInsights, type TSeededInsights, type TSeedInsightsOptions } from './seed-insights.ts';
import { withAdmin } from './temp-database.ts';

/** Creates the database `name` unless it exists; answers its URL and whether it was created. */
export async function openKeptDatabase(adminUrl: string, name: string): Promise<{ url: string; created: boolean }> {
  let created = false;
  await withAdmin(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${name}`);
      created = true;
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), created };
}

/**
 * Why: reuses the kept database's seed when it matches the options, else seeds it (once) and
 * records the seed. A database seeded with other options is refused rather than mixed.
 */
export async function keptSeed(db: TDatabase, options: TSeedInsightsOptions): Promise<TSeededInsights> {
  await db.execute(sql`create table if not exists bench_insights_seed (options jsonb not null, seeded jsonb not null)`);
  const { progress: _progress, ...shape } = options;
  const [row] = resultRows<{ options: unknown; seeded: TSeededInsights | string }>(
    await db.execute(sql`select options, seeded from bench_insights_seed limit 1`),
  );
  if (row) {
    const stored = typeof row.options === 'string' ? row.options : JSON.stringify(row.options);
    if (
      JSON.stringify(JSON.parse(stored), Object.keys(shape).sort()) !== JSON.stringify(shape, Object.keys(shape).sort())
    ) {
      throw new Error(`the kept database was seeded with ${stored}; drop it or pick another BENCH_INSIGHTS_DATABASE`);
    }
    return typeof row.seeded === 'string' ? (JSON.parse(row.seeded) as TSeededInsights) : row.seeded;
  }
  const seeded = await seedInsights(db, options);
  await db.execute(
    sql`insert into bench_insights_seed (options, seeded) values (${JSON.stringify(shape)}::jsonb, ${JSON.stringify(seeded)}::jsonb)`,
  );
  return seeded;
}
