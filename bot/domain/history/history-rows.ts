/**
 * The rows of the history pages (spec part 3 §2.4, §2.5, §3 history row), built from plain check-in
 * facts so the arithmetic is testable without a database. The percentages come from reportStats
 * (shared/reports.ts), the one formula of §9: participation = entries over linked members (check-ins
 * not on vacation), goals and blockers = count over entries. Goal and blocker flags count only on
 * submitted entries, as in run-stats.ts.
 */
import { gridDashboardPath } from '../../../shared/dashboard.ts';
import type { THistoryRow, TMemberHistory, TMemberHistoryRow } from '../../../shared/history.ts';
import { reportStats } from '../../../shared/reports.ts';
import { humanDate, shortDate } from '../../../shared/zoned-time.ts';

/** What the rows need of one check-in. */
export interface TEntryFacts {
  runId: string;
  userId: string;
  /** pending | sent | reminded | draft | submitted | vacation. */
  status: string;
  goalCompleted: boolean;
  blocked: boolean;
}

/** What the rows need of one run. */
export interface TRunFacts {
  id: string;
  key: string;
  /** Still collecting answers (its summary has not gone); false when not said. */
  inProgress?: boolean;
}

/** Where the rows' date links point. */
export interface TDashboardPlace {
  teamSlug: string;
  reportSlug: string;
}

/** A check-in without its goal and blocker marks (for viewers who may not read them). */
export function withoutMarks(entry: TEntryFacts): TEntryFacts {
  return { ...entry, goalCompleted: false, blocked: false };
}

/** The counts reportStats reads, from one run's check-ins. */
export function countEntries(entries: readonly TEntryFacts[]): {
  entries: number;
  links: number;
  goals: number;
  blocked: number;
} {
  let links = 0;
  let submitted = 0;
  let goals = 0;
  let blocked = 0;
  for (const entry of entries) {
    if (entry.status === 'vacation') continue;
    links++;
    if (entry.status !== 'submitted') continue;
    submitted++;
    if (entry.goalCompleted) goals++;
    if (entry.blocked) blocked++;
  }
  return { entries: submitted, links, goals, blocked };
}

/** One history row per run, in the order given (the caller passes runs oldest first). */
export function buildHistoryRows(
  runs: readonly TRunFacts[],
  entries: readonly TEntryFacts[],
  place: TDashboardPlace,
): THistoryRow[] {
  const byRun = new Map<string, TEntryFacts[]>();
  for (const entry of entries) {
    const list = byRun.get(entry.runId);
    if (list) list.push(entry);
    else byRun.set(entry.runId, [entry]);
  }
  return runs.map((run) => {
    const stats = reportStats(countEntries(byRun.get(run.id) ?? []));
    return {
      report_date: run.key,
      long_human_date: humanDate(run.key),
      human_date: shortDate(run.key),
      participation: stats.entries_count,
      participation_percent: stats.entries_percent,
      goals: stats.goal_count,
      goal_percent: stats.goal_percent,
      blockers: stats.blocked_count,
      blocker_percent: stats.blocked_percent,
      links_count: stats.links,
      date_link: gridDashboardPath(place.teamSlug, place.reportSlug, run.key),
      in_progress: run.inProgress === true,
    };
  });
}

/**
 * One member's row per run: linked when a check-in exists and is not on vacation; completed, goal
 * and blocked only on a submitted entry. `entries` may hold other members' check-ins; only
 * `userId`'s are read.
 */
export function buildMemberHistoryRows(
  runs: readonly TRunFacts[],
  entries: readonly TEntryFacts[],
  userId: string,
  place: TDashboardPlace,
): TMemberHistoryRow[] {
  const byRun = new Map(entries.filter((entry) => entry.userId === userId).map((entry) => [entry.runId, entry]));
  return runs.map((run) => {
    const entry = byRun.get(run.id);
    const submitted = entry?.status === 'submitted';
    return {
      report_date: run.key,
      human_date: shortDate(run.key),
      long_human_date: humanDate(run.key),
      linked: entry !== undefined && entry.status !== 'vacation',
      vacation: entry?.status === 'vacation',
      completed: submitted,
      goal_completed: submitted && entry.goalCompleted,
      blocked: submitted && entry.blocked,
      date_link: gridDashboardPath(place.teamSlug, place.reportSlug, run.key),
    };
  });
}

/** The member's totals over the window: runs sent, completed, goals and blockers. */
export function memberHistoryTotals(rows: readonly TMemberHistoryRow[]): TMemberHistory['totals'] {
  return {
    linked: rows.filter((row) => row.linked).length,
    completed: rows.filter((row) => row.completed).length,
    goals: rows.filter((row) => row.goal_completed).length,
    blocked: rows.filter((row) => row.blocked).length,
  };
}
