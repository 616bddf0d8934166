/**
 * The shared budgets in PostgreSQL (or PGlite), so N worker processes together keep every cap.
 * A take is one statement: it locks the rows of the call's budgets in key order (no two takes wait
 * on each other in a circle), computes from their recent start times and pauses whether every
 * budget has room, and only then appends the start to every row, or to none. Under READ COMMITTED
 * a take that waited for a row lock reads the row as the other take left it, so two processes can
 * never both take the last slot. A budget's first take inserts its row and tries once more.
 * Times come from the database's clock, so workers with skewed clocks agree.
 */
import { lt, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { rateLimitBuckets } from '../../../db/schema/index.ts';
import { resultRows, textArray } from '../../../db/sql-arrays.ts';
import type { TBudget } from './rate-rules.ts';
import { retentionOf, type TSharedBudgets, type TSharedTake } from './shared-budgets.ts';

/** How often (at most) this process deletes rows nothing can limit any more. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The known-keys set is emptied past this size (memory follows recent keys). */
const MOST_KNOWN_KEYS = 100_000;

interface TTakeRow {
  key: string;
  wait_ms: string | number;
  complete: boolean;
  taken: string | number;
}

const NOW_MS = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/** How long a new row is kept before its first take sets its own expiry. */
const NEW_ROW_KEEP_MS = 60_000;

/** Shared budgets kept in the rate_limit_buckets table. */
export class PostgresBudgets implements TSharedBudgets {
  private sweptAt = 0;
  /** Keys this process has seen a row for (only saves a statement; a stale entry costs one). */
  private readonly known = new Set<string>();
  /** Statements run, for benches. */
  statements = 0;

  constructor(private readonly db: TDb) {}

  async take(budgets: readonly TBudget[]): Promise<TSharedTake> {
    if (budgets.length === 0) return { taken: true };
    await this.sweepIfDue();
    // A key this process has not used yet most likely has no row: insert first rather than take twice.
    if (budgets.some((budget) => !this.known.has(budget.key))) await this.insertRows(budgets);
    const first = await this.tryTake(budgets);
    if (first) return first;
    // Another process's sweep deleted a row this process knew.
    await this.insertRows(budgets);
    const second = await this.tryTake(budgets);
    if (!second) throw new Error('rate_limit_buckets rows vanished during a take');
    return second;
  }

  private async insertRows(budgets: readonly TBudget[]): Promise<void> {
    this.statements++;
    // Kept at least a minute, so another process's sweep cannot delete the row before its first
    // take; keys in sorted order like every other statement here, so two never wait on each other.
    const keys = [...new Set(budgets.map((budget) => budget.key))].sort();
    await this.db.execute(sql`
      insert into rate_limit_buckets (key, expires_at)
      select k, ${NOW_MS} + ${NEW_ROW_KEEP_MS} from unnest(${textArray(keys)}) as k
      on conflict (key) do nothing`);
    if (this.known.size > MOST_KNOWN_KEYS) this.known.clear();
    for (const budget of budgets) this.known.add(budget.key);
  }

  async pause(keys: readonly string[], ms: number): Promise<void> {
    if (keys.length === 0) return;
    this.statements++;
    const wait = Math.max(0, Math.ceil(ms));
    await this.db.execute(sql`
      insert into rate_limit_buckets (key, paused_until, expires_at)
      select k, ${NOW_MS} + ${wait}, ${NOW_MS} + ${wait} from unnest(${textArray([...new Set(keys)].sort())}) as k
      on conflict (key) do update set
        paused_until = greatest(rate_limit_buckets.paused_until, excluded.paused_until),
        expires_at = greatest(rate_limit_buckets.expires_at, excluded.paused_until)`);
  }

  /** One statement; null when a budget has no row yet. */
  private async tryTake(budgets: readonly TBudget[]): Promise<TSharedTake | null> {
    this.statements++;
    const keys = budgets.map((budget) => budget.key);
    const retention = budgets.map(retentionOf);
    const windows = budgets.flatMap((budget) =>
      budget.windows.map((window) => ({ key: budget.key, limit: window.limit, ms: window.windowMs })),
    );
    const result = await this.db.execute(sql`
      with clock as (select ${NOW_MS} as now),
      wanted as (
        select * from unnest(${textArray(keys)}, ${textArray(retention.map((r) => String(r.keep)))}::int[],
          ${textArray(retention.map((r) => String(r.longestMs)))}::bigint[]) as w(key, keep, longest)
      ),
      windows as (
        select * from unnest(${textArray(windows.map((w) => w.key))}, ${textArray(windows.map((w) => String(w.limit)))}::int[],
          ${textArray(windows.map((w) => String(w.ms)))}::bigint[]) as x(key, lim, ms)
      ),
      locked as (
        select b.key, b.starts, b.paused_until from rate_limit_buckets b
        where b.key = any(${textArray(keys)}) order by b.key for update
      ),
      ready as (
        select l.key, greatest(l.paused_until, coalesce(max(l.starts[cardinality(l.starts) - x.lim + 1] + x.ms)
          filter (where cardinality(l.starts) >= x.lim), 0)) as ready_at
        from locked l left join windows x on x.key = l.key
        group by l.key, l.paused_until
      ),
      verdict as (
        select count(*) = ${keys.length} as complete, coalesce(bool_and(r.ready_at <= c.now), true) as free
        from ready r cross join clock c
      ),
      taken as (
        update rate_limit_buckets b set
          starts = array(select s from (select s from unnest(l.starts || c.now) as s where s > c.now - w.longest
            order by s desc limit w.keep) kept order by s),
          expires_at = greatest(l.paused_until, c.now + w.longest)
        from locked l join wanted w on w.key = l.key cross join verdict v cross join clock c
        where b.key = l.key and v.complete and v.free
        returning b.key
      )
      select r.key, r.ready_at - c.now as wait_ms, v.complete, (select count(*) from taken) as taken
      from ready r cross join clock c cross join verdict v`);
    const rows = resultRows<TTakeRow>(result);
    if (rows.length === 0 || !rows[0]!.complete) return null;
    if (Number(rows[0]!.taken) > 0) return { taken: true };
    const blocked = rows.filter((row) => Number(row.wait_ms) > 0);
    return {
      taken: false,
      waitMs: Math.max(1, ...blocked.map((row) => Number(row.wait_ms))),
      blockedKeys: blocked.map((row) => row.key),
    };
  }

  private async sweepIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    this.statements++;
    await this.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, sql`${NOW_MS}`));
  }
}
