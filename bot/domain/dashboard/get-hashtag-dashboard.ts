/**
 * GET /api/v1/dashboard/{team_slug}/hashtag/{tag}/?before={key} (spec part 3 §2.7 hashtag
 * history): submitted entries of the team's reports whose answers carry #tag, newest first. The
 * database narrows the rows with a text match and hashtagsIn confirms each (a '#tag' inside a URL
 * or a longer word does not count). Entries the viewer may not read are never read at all.
 */
import { and, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS, DASHBOARD_MESSAGES, hashtagsIn, type THashtagDashboard } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, hashtags, reportRuns, reports, users } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { historyStartKey } from '../billing/plan-limits/plan-limits-of.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { canManageReports } from '../reports/report-access.ts';
import { dashboardEntryOf, entryColumns, loadEntryExtras, type TEntryReport } from './dashboard-entries.ts';
import { findViewerTeam, listedReportsCondition, parseRunKey } from './dashboard-scope.ts';
import { afterCursor, pageByKey } from './page-by-key.ts';

/** A tag as the hashtag view takes it (without '#'). */
export const HASHTAG = /^[\p{L}\p{N}_-]{1,60}$/u;

export interface THashtagDashboardRequest {
  teamSlug: string;
  tag: string;
  before?: string;
}

/** The page of entries tagged #tag that the viewer may read. */
export async function getHashtagDashboard(
  db: TDb,
  viewer: TViewer,
  request: THashtagDashboardRequest,
  now: Date,
): Promise<THashtagDashboard> {
  if (!HASHTAG.test(request.tag))
    throw new AppError('INVALID_INPUT', 'A hashtag has 1 to 60 letters, digits, dashes or underscores.');
  const before = request.before === undefined ? undefined : parseRunKey(request.before);
  const team = findViewerTeam(viewer, request.teamSlug);
  const wanted = request.tag.toLowerCase();

  const [teamTag] = await db
    .select({ tag: hashtags.tag })
    .from(hashtags)
    .where(and(eq(hashtags.teamId, team.id), sql`lower(${hashtags.tag}) = ${wanted}`))
    .limit(1);
  const tag = teamTag?.tag ?? request.tag;

  const listed = await db.select().from(reports).where(listedReportsCondition(viewer, team.id));
  const byId = new Map<string, TEntryReport>();
  const readAll: string[] = [];
  const readOwn: string[] = [];
  for (const report of listed) {
    const visibility = answerVisibility(viewer, report);
    byId.set(report.id, { slug: report.slug, name: report.name, teamSlug: team.slug, visibility });
    (visibility.all ? readAll : readOwn).push(report.id);
  }
  // The plan's history window (Free 7 days...), counted in each report's own zone.
  const startKeys = new Map(listed.map((report) => [report.id, historyStartKey(viewer.account, report.timeZone, now)]));
  const earliestStart = [...startKeys.values()].reduce<string | null>(
    (earliest, key) => (key !== null && (earliest === null || key < earliest) ? key : earliest),
    null,
  );
  const inWindow = (row: { reportId: string; key: string }) => {
    const start = startKeys.get(row.reportId);
    return start === null || start === undefined || row.key >= start;
  };
  const readable: SQL[] = [];
  if (readAll.length > 0) readable.push(inArray(checkins.reportId, readAll));
  if (readOwn.length > 0)
    readable.push(and(inArray(checkins.reportId, readOwn), eq(checkins.userId, viewer.user.id)) as SQL);

  // ILIKE lower-cases ASCII only in some locales: other tags are narrowed to answers with a '#'.
  const ascii = /^[\x20-\x7e]*$/.test(wanted);
  const pattern = ascii ? `%#${wanted.replace(/[\\%_]/g, '\\$&')}%` : '%#%';
  const carriesTag = (answer: string) => hashtagsIn(answer).includes(wanted);
  const { rows, nextBefore } =
    readable.length === 0
      ? { rows: [], nextBefore: null }
      : await pageByKey({
          before,
          pageSize: DASHBOARD_LIMITS.historyPageSize,
          // The coarse filter lets through every answer with a '#': read more at a time.
          batchSize: ascii ? undefined : 200,
          fetch: (cursor, limit) =>
            db
              .select({
                ...entryColumns,
                reportId: checkins.reportId,
                key: reportRuns.key,
                questions: reportRuns.questions,
              })
              .from(checkins)
              .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
              .innerJoin(users, eq(users.id, checkins.userId))
              .where(
                and(
                  or(...readable),
                  eq(checkins.status, 'submitted'),
                  sql`${checkins.answers}::text ilike ${pattern}`,
                  afterCursor(reportRuns.key, checkins.id, cursor),
                  earliestStart === null ? undefined : gte(reportRuns.key, earliestStart),
                ),
              )
              .orderBy(desc(reportRuns.key), desc(checkins.id))
              .limit(limit),
          accept: (row) =>
            inWindow(row) && row.questions.some((question) => carriesTag(row.answers[question.key] ?? '')),
        });

  // A page ends on a whole date, so entries can be ordered within a date for reading.
  rows.sort(
    (a, b) =>
      b.key.localeCompare(a.key) ||
      (byId.get(a.reportId)?.name ?? '').localeCompare(byId.get(b.reportId)?.name ?? '') ||
      a.firstName.localeCompare(b.firstName) ||
      a.email.localeCompare(b.email),
  );
  const extras = await loadEntryExtras(db, { checkinIds: rows.map((row) => row.id) });
  const entryViewer = { userId: viewer.user.id, canManage: canManageReports(viewer), now };
  const entries = rows.flatMap((row) => {
    const report = byId.get(row.reportId);
    if (!report) return [];
    return [dashboardEntryOf(row, row, report, entryViewer, extras, { reportName: true, answerFilter: carriesTag })];
  });
  return {
    tag,
    title: DASHBOARD_MESSAGES.hashtagTitle.replace('{tag}', tag),
    team_slug: team.slug,
    team_name: team.name,
    is_team_hashtag: teamTag !== undefined,
    entries,
    next_before: nextBefore,
  };
}
