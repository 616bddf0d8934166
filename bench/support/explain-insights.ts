/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement one insights search sends, for the kept bench
 * database (BENCH_INSIGHTS_DATABASE): the tool used to find where a kind of the mix spends its
 * time. Prints each statement's plan and the search's wall time; changes nothing.
 *
 *   npx tsx bench/support/explain-insights.ts <database url> <kind: default|common|rare|phrase|filters> [q]
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type TDb } from '../../bot/db/client.ts';
import { resultRows } from '../../bot/db/sql-arrays.ts';
import { viewerOfMember } from '../../bot/domain/accounts/viewer-of-member.ts';
import { searchInsights } from '../../bot/domain/insights/search-insights.ts';
import { type TInsightsSearchInput, ZInsightsSearch } from '../../shared/insights.ts';
import type { TSeededInsights } from './seed-insights.ts';

const DIALECT = new PgDialect();

/** A handle whose execute() explains each statement first (and then runs it, so the search goes on). */
function explaining(db: TDb): TDb {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return async (query: SQL) => {
          const text = DIALECT.sqlToQuery(query).sql.trim();
          if (!/^(with|select)\b/i.test(text)) return target.execute(query);
          const plan = resultRows<{ 'QUERY PLAN': string }>(
            await target.execute(sql`explain (analyze, buffers) ${query}`),
          );
          console.log(`${plan.map((row) => row['QUERY PLAN']).join('\n')}\n`);
          return target.execute(query);
        };
      }
      if (property === 'transaction') {
        return (work: (tx: TDb) => Promise<unknown>) => target.transaction((tx) => work(explaining(tx)));
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

async function main(): Promise<void> {
  const [url, kind = 'default', q] = process.argv.slice(2);
  if (!url) throw new Error('usage: explain-insights.ts <database url> <kind> [q]');
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const [row] = resultRows<{ seeded: TSeededInsights | string }>(
      await database.db.execute(sql`select seeded from bench_insights_seed limit 1`),
    );
    const seeded: TSeededInsights = typeof row!.seeded === 'string' ? JSON.parse(row!.seeded) : row!.seeded;
    const viewer = await viewerOfMember(database.db, seeded.accountId, seeded.adminId);
    const inputs: Record<string, TInsightsSearchInput> = {
      default: {},
      common: { q: q ?? seeded.commonWords[0], range: 'last_90_days' },
      rare: { q: q ?? seeded.rareWords[0], range: 'last_365_days' },
      phrase: { q: q ?? `"${seeded.phrases[0]}"`, range: 'last_90_days' },
      filters: {
        range: 'last_30_days',
        reports: seeded.reportIds.slice(0, 2),
        members: seeded.memberIds.slice(0, 5),
        state: 'Checked in',
      },
    };
    const input = inputs[kind];
    if (!input || !viewer) throw new Error(`unknown kind ${kind} (or no viewer)`);
    const search = ZInsightsSearch.parse(input);
    const deps = { db: database.db, now: () => new Date() };
    await searchInsights(deps, viewer, search); // warm
    let started = performance.now();
    const result = await searchInsights(deps, viewer, search);
    console.log(
      `search ${JSON.stringify(input)}: ${(performance.now() - started).toFixed(1)} ms, ${result.total} hits`,
    );
    started = performance.now();
    await searchInsights({ ...deps, db: explaining(database.db) }, viewer, search);
  } finally {
    await database.close();
  }
}

await main();
