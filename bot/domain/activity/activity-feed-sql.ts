/**
 * The team activity feed as one SQL statement (part 3 §2.11): check-ins read from the check-ins
 * themselves (checked in, updated after submission, away on the run's day) and the team's
 * activity_items, merged by UNION ALL with every filter pushed into each branch, so the database
 * orders and pages a team with 100k items through its indexes instead of the server merging lists.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { TActivityCheckinFilter } from '../../../shared/activity.ts';
import { activityItems, checkins, reportRuns, reports } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';

/** A report of the feed: its runs from `fromKey` (the plan's window; null: all) and whose check-ins. */
export interface TFeedReport {
  id: string;
  fromKey: string | null;
  /** Only the viewer's own check-ins (a private report the viewer may not read in full). */
  ownOnly: boolean;
}

/** Who and what the feed may show at all (the viewer's scope), before any filter. */
export interface TFeedScope {
  accountId: string;
  teamId: string;
  viewerId: string;
  reports: readonly TFeedReport[];
  /** The plan's history window for activity items (null: no limit). */
  itemsFrom: Date | null;
}

/** The filters of ZActivityQuery, resolved (the date as instants). */
export interface TFeedFilters {
  memberId?: string;
  platform?: string;
  reportId?: string;
  checkIn?: TActivityCheckinFilter;
  from?: Date;
  to?: Date;
  /** A run key no check-in of the span can be after (the span's end, plus a day for zones ahead). */
  maxRunKey?: string;
}

/** Check-ins are Rollcall's own items (the platform filter's key for them). */
export const CHECKIN_SOURCE = 'rollcall';

/** Designed: an answer edited later than this after the submission makes an 'updated-check-in'. */
export const UPDATE_GRACE_SECONDS = 60;

const FEED_COLUMNS = sql.raw(
  'id, verb, source, user_id, actor_label, at, at2, data, report_id, report_slug, run_key, goal_completed, blocked',
);

/** `and <condition>` for each condition given. */
function andAll(conditions: readonly (SQL | null)[]): SQL {
  const given = conditions.filter((condition): condition is SQL => condition !== null);
  return given.length === 0 ? sql`` : sql` and ${sql.join(given, sql` and `)}`;
}

function inSpan(column: SQL, filters: TFeedFilters): SQL | null {
  if (!filters.from || !filters.to) return null;
  return sql`${column} >= ${filters.from.toISOString()}::timestamptz and ${column} < ${filters.to.toISOString()}::timestamptz`;
}

/** The check-in branches the filters keep: none for a tool's platform or (for the items) any check-in state. */
function checkinBranchesWanted(filters: TFeedFilters): { submitted: boolean; vacation: boolean } {
  if (filters.platform !== undefined && filters.platform !== CHECKIN_SOURCE)
    return { submitted: false, vacation: false };
  if (filters.checkIn === 'on-vacation') return { submitted: false, vacation: true };
  if (filters.checkIn !== undefined) return { submitted: true, vacation: false };
  return { submitted: true, vacation: true };
}

/** The scope's reports as a join: unnest(ids, from keys, own-only flags). */
function scopeJoin(scope: TFeedScope): SQL {
  return sql`inner join unnest(
      ${textArray(scope.reports.map((report) => report.id))}::uuid[],
      ${textArray(scope.reports.map((report) => report.fromKey))}::text[],
      ${textArray(scope.reports.map((report) => String(report.ownOnly)))}::boolean[]
    ) as scope(report_id, from_key, own_only) on scope.report_id = c.report_id`;
}

/** Conditions every check-in branch shares: scope, plan window, member, report, state. */
function checkinConditions(scope: TFeedScope, filters: TFeedFilters): SQL {
  const stateCondition =
    filters.checkIn === 'goal-completed'
      ? sql`c.goal_completed`
      : filters.checkIn === 'blocked'
        ? sql`c.blocked`
        : null;
  return andAll([
    sql`(scope.from_key is null or r.key >= scope.from_key)`,
    sql`(not scope.own_only or c.user_id = ${scope.viewerId}::uuid)`,
    filters.memberId ? sql`c.user_id = ${filters.memberId}::uuid` : null,
    filters.reportId ? sql`c.report_id = ${filters.reportId}::uuid` : null,
    filters.maxRunKey ? sql`r.key <= ${filters.maxRunKey}` : null,
    stateCondition,
  ]);
}

/** The latest answer edit of a check-in (answer_edited_at holds epoch ms per question). */
const LAST_EDIT = sql`(select to_timestamp(max(edit.value::bigint) / 1000.0) from jsonb_each_text(c.answer_edited_at) as edit)`;

function checkinBranches(scope: TFeedScope, filters: TFeedFilters): SQL[] {
  if (scope.reports.length === 0) return [];
  const wanted = checkinBranchesWanted(filters);
  const from = sql`from ${checkins} as c
    ${scopeJoin(scope)}
    inner join ${reportRuns} as r on r.id = c.run_id
    inner join ${reports} as rep on rep.id = c.report_id`;
  const shared = checkinConditions(scope, filters);
  const reportColumns = sql`c.report_id::text, rep.slug, r.key, c.goal_completed, c.blocked`;
  const reportData = sql`'report_id', c.report_id::text, 'report_name', rep.name`;
  const branches: SQL[] = [];
  if (wanted.submitted) {
    const edited = sql`case when e.at > c.submitted_at + interval '${sql.raw(String(UPDATE_GRACE_SECONDS))} seconds' then e.at end`;
    branches.push(sql`select c.id::text, 'checked-in'::text, ${CHECKIN_SOURCE}::text, c.user_id, null::text, c.submitted_at, ${edited},
        jsonb_build_object(${reportData}, 'goal_completed', c.goal_completed, 'blocked', c.blocked), ${reportColumns}
      ${from} left join lateral (select ${LAST_EDIT} as at) as e on true
      where c.status = 'submitted' and c.submitted_at is not null${shared}${andAll([inSpan(sql`c.submitted_at`, filters)])}`);
    branches.push(sql`select 'u' || c.id::text, 'updated-check-in'::text, ${CHECKIN_SOURCE}::text, c.user_id, null::text, e.at, null::timestamptz,
        jsonb_build_object(${reportData}, 'goal_completed', c.goal_completed, 'blocked', c.blocked), ${reportColumns}
      ${from} cross join lateral (select ${LAST_EDIT} as at) as e
      where c.status = 'submitted' and c.submitted_at is not null
        and e.at > c.submitted_at + interval '${sql.raw(String(UPDATE_GRACE_SECONDS))} seconds'${shared}${andAll([
          filters.to ? sql`c.submitted_at < ${filters.to.toISOString()}::timestamptz` : null,
          inSpan(sql`e.at`, filters),
        ])}`);
  }
  if (wanted.vacation) {
    const at = sql`coalesce(c.prompt_at, r.scheduled_for)`;
    branches.push(sql`select c.id::text, 'on-vacation'::text, ${CHECKIN_SOURCE}::text, c.user_id, null::text, ${at}, null::timestamptz,
        jsonb_strip_nulls(jsonb_build_object(${reportData},
          'title', case when c.away_reason = 'holiday' then left(c.holiday_name, 300) end)), ${reportColumns}
      ${from}
      where c.status = 'vacation'${shared}${andAll([inSpan(at, filters)])}`);
  }
  return branches;
}

function itemBranch(scope: TFeedScope, filters: TFeedFilters): SQL | null {
  if (filters.checkIn !== undefined) return null;
  return sql`select a.id::text, a.verb, a.source, a.user_id, a.actor_label, a.occurred_at, null::timestamptz, a.data,
      a.data ->> 'report_id', null::text, null::text, null::boolean, null::boolean
    from ${activityItems} as a
    where a.team_id = ${scope.teamId}::uuid and a.account_id = ${scope.accountId}::uuid${andAll([
      scope.itemsFrom ? sql`a.occurred_at >= ${scope.itemsFrom.toISOString()}::timestamptz` : null,
      filters.memberId ? sql`a.user_id = ${filters.memberId}::uuid` : null,
      filters.platform !== undefined ? sql`a.source = ${filters.platform}` : null,
      filters.reportId ? sql`a.data ->> 'report_id' = ${filters.reportId}` : null,
      inSpan(sql`a.occurred_at`, filters),
    ])}`;
}

/**
 * The feed's rows as a subquery with the columns id, verb, source, user_id, actor_label, at, at2,
 * data, report_id, report_slug, run_key, goal_completed, blocked; null when the filters leave no
 * branch (a check-in state filter on a tool's platform).
 */
export function feedSql(scope: TFeedScope, filters: TFeedFilters): SQL | null {
  const branches = [...checkinBranches(scope, filters), itemBranch(scope, filters)].filter(
    (branch): branch is SQL => branch !== null,
  );
  if (branches.length === 0) return null;
  return sql`(select * from (${sql.join(branches, sql` union all `)}) as feed_rows(${FEED_COLUMNS}))`;
}
