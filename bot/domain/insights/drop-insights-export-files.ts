/**
 * Refined exports keep their file a week (bot/db/schema/insights-exports.ts): long enough for the
 * email to go out and be retried, short enough that a copy of everyone's answers does not linger.
 * The row stays as the record of who exported what.
 */
import { and, isNotNull, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { insightsExports } from '../../db/schema/index.ts';

/** Designed: how long a built export keeps its file. */
export const INSIGHTS_EXPORT_FILE_DAYS = 7;

/** Why: the daily retention purge drops the files older than a week; answers how many. */
export async function dropInsightsExportFiles(db: TDb, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INSIGHTS_EXPORT_FILE_DAYS * 24 * 3600 * 1000);
  const dropped = await db
    .update(insightsExports)
    .set({ file: null })
    .where(and(isNotNull(insightsExports.file), lt(insightsExports.createdAt, cutoff)))
    .returning({ id: insightsExports.id });
  return dropped.length;
}
