/**
 * GET /team/activity/ (spec part 3 §2.11, §3 activity stream context): the viewer's current team's
 * check-ins and tool events, newest first, filtered and paged in SQL (activity-feed-sql.ts). The
 * viewer reaches only their own account's current team; a private report's check-ins only as the
 * private-report rule allows (answerVisibility); only what the plan's history window keeps; and
 * nothing at all under LIMIT_TEAM_ACTIVITY (locked, decided here on the server).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ACTIVITY_CHECKIN_FILTERS,
  ACTIVITY_DATES,
  ACTIVITY_LIMITS,
  ACTIVITY_SOURCES,
  ACTIVITY_VERBS,
  type TActivityContext,
  type TActivityItem,
  type TActivityQuery,
  type TActivityVerb,
  ZActivityData,
} from '../../../shared/activity.ts';
import { activityQueryString } from '../../../shared/activity-url.ts';
import { gridDashboardPath } from '../../../shared/dashboard.ts';
import { addDaysToKey } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { activityItems, reports, teamMembers, users } from '../../db/schema/index.ts';
import { resultRows } from '../../db/sql-arrays.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { historyStartKey } from '../billing/plan-limits/plan-limits-of.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { isTimeZone } from '../teams/change-member-time-zone.ts';
import { currentTeamOf } from '../teams/team-settings.ts';
import { activitySpan, startOfLocalDay } from './activity-dates.ts';
import { CHECKIN_SOURCE, feedSql, type TFeedFilters, type TFeedScope } from './activity-feed-sql.ts';

/** What the feed needs: the database and the engine's clock (tests fix it). */
export interface TActivityDeps {
  db: TDb;
  now: () => Date;
}

interface TFeedRow {
  id: string;
  verb: string;
  source: string;
  user_id: string | null;
  actor_label: string | null;
  at_ms: number;
  at2_ms: number | null;
  data: unknown;
  report_slug: string | null;
  run_key: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  photo_url: string | null;
}

/** The zone the viewer's days are counted in: their own, else the team's first report's, else UTC. */
function feedZone(viewer: TViewer, reportZones: readonly string[]): string {
  if (isTimeZone(viewer.user.timeZone)) return viewer.user.timeZone;
  return reportZones.find(isTimeZone) ?? 'UTC';
}

/** The page info of part 3 §2.11; prev/next queries keep the filters. */
function pageInfo(query: TActivityQuery, number: number, numPages: number): TActivityContext['page'] {
  const hasPrevious = number > 1;
  const hasNext = number < numPages;
  return {
    has_previous: hasPrevious,
    has_next: hasNext,
    number,
    num_pages: numPages,
    prev_page_query: hasPrevious ? activityQueryString({ ...query, page: number - 1 }) : null,
    next_page_query: hasNext ? activityQueryString({ ...query, page: number + 1 }) : null,
  };
}

/** A stored row as the contract's item; a row whose details no longer validate keeps what does. */
function itemOf(row: TFeedRow, teamSlug: string): TActivityItem {
  const parsed = ZActivityData.safeParse(row.data);
  const data = parsed.success ? { ...parsed.data } : {};
  if (row.report_slug && row.run_key) data.checkin_url = gridDashboardPath(teamSlug, row.report_slug, row.run_key);
  const member = row.user_id !== null && row.email !== null;
  const sourceLabel = ACTIVITY_SOURCES[row.source as keyof typeof ACTIVITY_SOURCES] ?? row.source;
  return {
    id: row.id,
    verb: row.verb as TActivityVerb,
    source: row.source,
    actor: {
      member_id: member ? row.user_id : null,
      name: member
        ? displayName({ firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email ?? '' })
        : (row.actor_label ?? sourceLabel),
      photo: member ? row.photo_url : null,
    },
    date: new Date(Number(row.at_ms)).toISOString(),
    date2: row.at2_ms === null ? null : new Date(Number(row.at2_ms)).toISOString(),
    data,
  };
}

/** The viewer's scope of the team: its reports with their windows and privacy, and the items' window. */
async function feedScope(
  db: TDb,
  viewer: TViewer,
  team: TTeamRow,
  now: Date,
): Promise<{ scope: TFeedScope; zone: string; reportList: TActivityContext['reports'] }> {
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.accountId, viewer.account.id), eq(reports.teamId, team.id)))
    .orderBy(asc(reports.name), asc(reports.id));
  const zone = feedZone(
    viewer,
    rows.map((report) => report.timeZone),
  );
  const itemsStartKey = historyStartKey(viewer.account, zone, now);
  return {
    zone,
    reportList: rows.map((report) => ({ id: report.id, name: report.name })),
    scope: {
      accountId: viewer.account.id,
      teamId: team.id,
      viewerId: viewer.user.id,
      itemsFrom: itemsStartKey === null ? null : startOfLocalDay(itemsStartKey, zone),
      reports: rows.map((report) => ({
        id: report.id,
        fromKey: historyStartKey(viewer.account, isTimeZone(report.timeZone) ? report.timeZone : 'UTC', now),
        ownOnly: !answerVisibility(viewer, report).all,
      })),
    },
  };
}

/** The filters of the query, resolved against the viewer's zone. */
function filtersOf(query: TActivityQuery, zone: string, now: Date): TFeedFilters {
  const span = activitySpan(query.date, now, zone);
  return {
    memberId: query.team_member,
    platform: query.platform,
    reportId: query.report_name,
    checkIn: query.check_in,
    from: span.from,
    to: span.to,
    // A run's key is its date in the report's zone, at most a day after the viewer's date.
    maxRunKey: addDaysToKey(span.toKey, 1),
  };
}

async function countFeed(
  db: TDb,
  scope: TFeedScope,
  filters: TFeedFilters,
): Promise<{ filtered: number; all: number }> {
  const filtered = feedSql(scope, filters);
  const all = feedSql(scope, {});
  const count = (feed: ReturnType<typeof feedSql>) => (feed ? sql`(select count(*)::int from ${feed} as f)` : sql`0`);
  const [row] = resultRows<{ filtered: number; all: number }>(
    await db.execute(sql`select ${count(filtered)} as filtered, ${count(all)} as all`),
  );
  return { filtered: Number(row?.filtered ?? 0), all: Number(row?.all ?? 0) };
}

async function pageOfFeed(
  db: TDb,
  scope: TFeedScope,
  filters: TFeedFilters,
  offset: number,
  teamSlug: string,
): Promise<TActivityItem[]> {
  const feed = feedSql(scope, filters);
  if (!feed) return [];
  const rows = resultRows<TFeedRow>(
    await db.execute(sql`
      select f.id, f.verb, f.source, f.user_id, f.actor_label, f.data, f.report_slug, f.run_key,
        (extract(epoch from f.at) * 1000)::float8 as at_ms,
        (extract(epoch from f.at2) * 1000)::float8 as at2_ms,
        u.first_name, u.last_name, u.email, u.photo_url
      from ${feed} as f
      left join ${users} as u on u.id = f.user_id
      order by f.at desc, f.id desc
      limit ${ACTIVITY_LIMITS.pageSize} offset ${offset}`),
  );
  return rows
    .filter((row) => (ACTIVITY_VERBS as readonly string[]).includes(row.verb))
    .map((row) => itemOf(row, teamSlug));
}

/** The filter choices: the team's members, the platforms present, the reports, states and dates. */
async function filterOptions(
  db: TDb,
  team: TTeamRow,
  hasReports: boolean,
): Promise<Pick<TActivityContext, 'team_members' | 'platforms'>> {
  const [members, sources] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, team.id)),
    db
      .selectDistinct({ source: activityItems.source })
      .from(activityItems)
      .where(and(eq(activityItems.teamId, team.id), eq(activityItems.accountId, team.accountId))),
  ]);
  const present = new Set(sources.map((row) => row.source));
  if (hasReports) present.add(CHECKIN_SOURCE);
  return {
    team_members: members
      .map((member) => ({ member_id: member.id, member_name: displayName(member) }))
      .sort((a, b) => a.member_name.localeCompare(b.member_name)),
    platforms: [...present]
      .map((key) => ({ key, platform: ACTIVITY_SOURCES[key as keyof typeof ACTIVITY_SOURCES] ?? key }))
      .sort((a, b) =>
        a.key === CHECKIN_SOURCE ? -1 : b.key === CHECKIN_SOURCE ? 1 : a.platform.localeCompare(b.platform),
      ),
  };
}

/** The feed of the viewer's current team for `query` (throws NOT_FOUND when the viewer has no team yet). */
export async function listTeamActivity(
  deps: TActivityDeps,
  viewer: TViewer,
  query: TActivityQuery,
): Promise<TActivityContext> {
  const team = currentTeamOf(viewer);
  const now = deps.now();
  const check_ins = Object.entries(ACTIVITY_CHECKIN_FILTERS).map(([key, label]) => ({ key, label }));
  const dates = [...ACTIVITY_DATES];
  if (viewerHasFlag(viewer, 'LIMIT_TEAM_ACTIVITY')) {
    return {
      locked: true,
      team_name: team.name,
      timezone: feedZone(viewer, []),
      items: [],
      unfiltered_activity_count: 0,
      params: query,
      team_members: [],
      platforms: [],
      reports: [],
      check_ins,
      dates,
      page: pageInfo(query, 1, 1),
    };
  }
  const { scope, zone, reportList } = await feedScope(deps.db, viewer, team, now);
  const filters = filtersOf(query, zone, now);
  const [counts, options] = await Promise.all([
    countFeed(deps.db, scope, filters),
    filterOptions(deps.db, team, reportList.length > 0),
  ]);
  const numPages = Math.max(1, Math.ceil(counts.filtered / ACTIVITY_LIMITS.pageSize));
  const number = Math.min(query.page, numPages);
  const items = await pageOfFeed(deps.db, scope, filters, (number - 1) * ACTIVITY_LIMITS.pageSize, team.slug);
  return {
    locked: false,
    team_name: team.name,
    timezone: zone,
    items,
    unfiltered_activity_count: counts.all,
    params: { ...query, page: number },
    ...options,
    reports: reportList,
    check_ins,
    dates,
    page: pageInfo(query, number, numPages),
  };
}
