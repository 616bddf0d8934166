/**
 * The check-in facts of a set of runs, in one query (history-rows.ts turns them into rows), and
 * everything else both history pages read of the window.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { HISTORY_LIMITS, type THistorySidePanel, type TReportHistory } from '../../../shared/history.ts';
import type { TDb } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';
import { historyDaysOf, windowWithinPlan } from '../billing/plan-limits/plan-limits-of.ts';
import type { TReportRow } from '../reports/report-settings.ts';
import type { TEntryFacts } from './history-rows.ts';
import { loadHistorySidePanel, reportMembersOf } from './history-side-panel.ts';
import { historyWindow, runsInWindow, type THistoryDeps, type TWindowRun } from './history-window.ts';

type THistoryMembers = TReportHistory['members'];

/** Every check-in of these runs, or only `userId`'s, without answers. */
export async function loadEntryFacts(db: TDb, runIds: readonly string[], userId?: string): Promise<TEntryFacts[]> {
  if (runIds.length === 0) return [];
  return db
    .select({
      runId: checkins.runId,
      userId: checkins.userId,
      status: checkins.status,
      goalCompleted: checkins.goalCompleted,
      blocked: checkins.blocked,
    })
    .from(checkins)
    .where(and(inArray(checkins.runId, [...runIds]), userId === undefined ? undefined : eq(checkins.userId, userId)));
}

/** What both history pages read of a report over the window. */
export interface THistoryWindowData {
  runs: TWindowRun[];
  /** The check-ins of those runs (only `userId`'s when given). */
  entries: TEntryFacts[];
  members: THistoryMembers;
  sidePanel: THistorySidePanel;
}

/**
 * The window's runs, their check-in facts, the report's members and the side panel: one query for
 * the runs, then three at once, whatever the number of runs and members. `windowDays` is the
 * page's window, shortened by the caller to the plan's (pageWindowDays).
 */
export async function loadHistoryWindow(
  deps: THistoryDeps,
  report: TReportRow,
  userId?: string,
  windowDays: number = HISTORY_LIMITS.windowDays,
): Promise<THistoryWindowData> {
  const runs = await runsInWindow(deps.db, report.id, historyWindow(deps.now(), report.timeZone, windowDays));
  const [entries, members, sidePanel] = await Promise.all([
    loadEntryFacts(
      deps.db,
      runs.map((run) => run.id),
      userId,
    ),
    reportMembersOf(deps.db, report),
    loadHistorySidePanel(deps.db, report, runs.length),
  ]);
  return { runs, entries, members, sidePanel };
}

/**
 * The history pages' window for this account: their 30 days, or the plan's when shorter (Free 7);
 * and the plan's days to show as the page's note when the plan bounds the page (null otherwise).
 */
export function pageWindowDays(
  account: Parameters<typeof historyDaysOf>[0],
  now: Date,
): { days: number; planDays: number | null } {
  const plan = historyDaysOf(account, now);
  const days = windowWithinPlan(HISTORY_LIMITS.windowDays, account, now);
  return { days, planDays: plan !== null && plan <= HISTORY_LIMITS.windowDays ? plan : null };
}
