/**
 * The outbound rate budgets every process shares (bot/domain/delivery/rate-limit/postgres-budgets.ts):
 * one row per budget key (a platform conversation, tenant, workspace and method...) with the start
 * times of its recent calls and a 429 pause. Times are milliseconds of the database's clock, so
 * workers on machines with skewed clocks still agree. Rows whose windows and pause are over are
 * swept.
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    /** '<platform>:<kind>:<ids>', chosen by the platform's rules. */
    key: text('key').primaryKey(),
    /** Start times (ms since the epoch, ascending) still inside the budget's longest window. */
    starts: bigint('starts', { mode: 'number' }).array().notNull().default([]),
    /** No call spending this budget starts before this (ms since the epoch); 0 = not paused. */
    pausedUntil: bigint('paused_until', { mode: 'number' }).notNull().default(0),
    /** When nothing in the row can limit a call any more (ms since the epoch): the sweep's cut. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('rate_limit_buckets_expires_idx').on(table.expiresAt)],
);
