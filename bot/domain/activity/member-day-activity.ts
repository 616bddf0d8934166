/**
 * The dashboard entry's `activity` (spec part 3 §3 Dashboard entry, §2.7): what the member did in
 * their work tools on the run's day (in the report's zone), grouped by tool ('Github': 'Pushed 3
 * commits to acme/api'). Read for a whole page of entries in the dashboard's one extras query, so
 * 500 entries cost no more queries than one.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type TActivityVerb, ZActivityData } from '../../../shared/activity.ts';
import { activityLabel, activityUrl, sourceLabel } from '../../../shared/activity-text.ts';
import type { TDashboardEntry } from '../../../shared/dashboard.ts';
import { activityItems, checkins, reportRuns, reports } from '../../db/schema/index.ts';
import { jsonRows, parseJsonRows } from '../dashboard/json-rows.ts';

/** Designed: items shown on one entry at most (a busy day's pushes stay readable). */
export const ENTRY_ACTIVITY_LIMIT = 30;

/** Rollcall's own items (settings changes, delivery errors) are not the member's work. */
const OWN_SOURCE = 'rollcall';

/**
 * A scalar subquery answering, as JSON, the tool items of each selected check-in's member on its
 * run's local day; `where` selects the check-ins (it may name the checkins table).
 */
export function memberDayActivitySql(where: SQL): SQL<string> {
  return jsonRows(
    {
      checkinId: checkins.id,
      verb: sql`day_items.verb`,
      source: sql`day_items.source`,
      data: sql`day_items.data`,
      at: sql`day_items.occurred_at`,
    },
    sql`from ${checkins}
      inner join ${reportRuns} as day_run on day_run.id = ${checkins.runId}
      inner join ${reports} as day_report on day_report.id = ${checkins.reportId}
      cross join lateral (
        select a.verb, a.source, a.data, a.occurred_at
        from ${activityItems} as a
        where a.user_id = ${checkins.userId}
          and a.team_id = day_report.team_id
          and a.source <> ${OWN_SOURCE}
          and a.occurred_at >= (day_run.key::date)::timestamp at time zone day_report.time_zone
          and a.occurred_at < (day_run.key::date + 1)::timestamp at time zone day_report.time_zone
        order by a.occurred_at
        limit ${ENTRY_ACTIVITY_LIMIT}
      ) as day_items
      where ${where}`,
    ['checkinId', 'at'],
  );
}

/** What memberDayActivitySql answered, as each entry's groups (tools in order of their first item). */
export function parseMemberDayActivity(text: string | null | undefined): Map<string, TDashboardEntry['activity']> {
  const byCheckin = new Map<string, TDashboardEntry['activity']>();
  type TRow = { checkinId: string; verb: string; source: string; data: unknown };
  for (const row of parseJsonRows<TRow>(text)) {
    const parsed = ZActivityData.safeParse(row.data);
    if (!parsed.success) continue;
    const url = activityUrl(parsed.data) ?? '';
    const label = activityLabel(row.verb as TActivityVerb, parsed.data);
    let groups = byCheckin.get(row.checkinId);
    if (!groups) {
      groups = [];
      byCheckin.set(row.checkinId, groups);
    }
    const title = sourceLabel(row.source);
    let group = groups.find((candidate) => candidate.title === title);
    if (!group) {
      group = { title, items: [] };
      groups.push(group);
    }
    group.items.push({ label, url });
  }
  return byCheckin;
}
