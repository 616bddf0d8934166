/**
 * The date windows of the history pages and the export (spec part 3 §9): the last N days counted
 * back from today in the report's zone, both ends included, and the runs whose key falls in one.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDaysToKey, localDateKey } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { reportRuns, type TStoredQuestion } from '../../db/schema/index.ts';

/** A window of run keys (YYYY-MM-DD), both ends included. */
export interface THistoryWindow {
  fromKey: string;
  toKey: string;
}

/** A run of the window: what the rows and the export read. */
export interface TWindowRun {
  id: string;
  key: string;
  questions: TStoredQuestion[];
  /** When the run's summary is due, and when it went (null until then). */
  summaryAt: Date;
  summarySentAt: Date | null;
}

/**
 * Whether a run is still collecting answers at `now`: its summary has neither gone nor come due.
 * Its numbers are a snapshot, not a result, so the history pages must not plot them as one.
 */
export function isRunInProgress(run: Pick<TWindowRun, 'summaryAt' | 'summarySentAt'>, now: Date): boolean {
  return run.summarySentAt === null && run.summaryAt.getTime() > now.getTime();
}

/**
 * The last `days` days up to today in the report's zone, today included (30 days: today and the 29
 * before it). Keys compare as dates because a run's key
 * is its local date in that same zone, so a Toronto report's window never shifts by a UTC midnight.
 */
export function historyWindow(now: Date, timeZone: string, days: number): THistoryWindow {
  const toKey = localDateKey(now, timeZone);
  return { fromKey: addDaysToKey(toKey, -(days - 1)), toKey };
}

/** The report's runs inside the window, oldest first, in one query. */
export async function runsInWindow(db: TDb, reportId: string, window: THistoryWindow): Promise<TWindowRun[]> {
  return db
    .select({
      id: reportRuns.id,
      key: reportRuns.key,
      questions: reportRuns.questions,
      summaryAt: reportRuns.summaryAt,
      summarySentAt: reportRuns.summarySentAt,
    })
    .from(reportRuns)
    .where(
      and(eq(reportRuns.reportId, reportId), gte(reportRuns.key, window.fromKey), lte(reportRuns.key, window.toKey)),
    )
    .orderBy(asc(reportRuns.key));
}

/** What the history use cases need: the database and the engine's clock (tests fix it). */
export interface THistoryDeps {
  db: TDb;
  now: () => Date;
}
