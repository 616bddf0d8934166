/**
 * GET /api/v1/dashboard/{team_slug}/report/{report_id}/date/{key}/ (spec part 3 §2.7, §3
 * dashboard data): one run's entries, its neighbours, the report's other reports and the summary.
 * A fixed handful of queries whatever the run's size: the run with its neighbour keys; check-ins
 * with their members; comment counts; reactions with names; stats; the other reports.
 */
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { gridDashboardPath, questionDashboardPath, type TRunDashboard } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import { historyPath } from '../../../shared/history.ts';
import { historyWindowRefusal } from '../../../shared/plan-limits.ts';
import { reportStats } from '../../../shared/reports.ts';
import { humanDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { reportRuns, reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { historyDaysOf, historyStartKey } from '../billing/plan-limits/plan-limits-of.ts';
import { answerVisibility, statsVisibleTo } from '../reports/answer-visibility.ts';
import { canManageReports } from '../reports/report-access.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { statsOfRun } from '../reports/run-stats.ts';
import { awayNoteOf } from './away-note.ts';
import {
  dashboardEntryOf,
  dashboardQuestions,
  loadEntryExtras,
  loadRunEntries,
  type TEntryRow,
} from './dashboard-entries.ts';
import { findDashboardReport, listedReportsCondition, parseRunKey } from './dashboard-scope.ts';

export interface TRunDashboardRequest {
  teamSlug: string;
  reportId: string;
  /** 'latest' or YYYY-MM-DD. */
  key: string;
}

/** The run's dashboard as the viewer may see it; NOT_FOUND for a report or run out of reach. */
export async function getRunDashboard(
  db: TDb,
  viewer: TViewer,
  request: TRunDashboardRequest,
  now: Date,
): Promise<TRunDashboard> {
  const wantedKey = request.key === 'latest' ? null : parseRunKey(request.key);
  const { report, team } = await findDashboardReport(db, viewer, request.teamSlug, request.reportId);
  // The outer run's key is named in full: drizzle writes a one-table query's selected columns
  // bare, and a bare "key" inside the subquery would mean the neighbour's own.
  // The plan's history window (Free 7 days...): older runs are refused by name and never listed.
  const startKey = historyStartKey(viewer.account, report.timeZone, now);
  if (wantedKey && startKey && wantedKey < startKey) {
    throw new AppError('FEATURE_LOCKED', historyWindowRefusal(historyDaysOf(viewer.account, now) ?? 0));
  }
  const previousKey = sql<string | null>`(select max(neighbour.key) from ${reportRuns} as neighbour
    where neighbour.report_id = ${report.id} and neighbour.key < "report_runs"."key"
    and neighbour.key >= ${startKey ?? '0000-00-00'})`;
  const nextKey = sql<string | null>`(select min(neighbour.key) from ${reportRuns} as neighbour
    where neighbour.report_id = ${report.id} and neighbour.key > "report_runs"."key")`;
  const [found] = await db
    .select({ run: reportRuns, previousKey, nextKey })
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.reportId, report.id),
        wantedKey ? eq(reportRuns.key, wantedKey) : undefined,
        startKey ? gte(reportRuns.key, startKey) : undefined,
      ),
    )
    .orderBy(desc(reportRuns.key))
    .limit(1);
  if (wantedKey && !found) throw new AppError('NOT_FOUND', 'This report has no run on that date.');
  const run = found?.run ?? null;

  const settings = settingsOf(report);
  const manager = canManageReports(viewer);
  const visibility = answerVisibility(viewer, report);
  const [rows, extras, stats, otherReports] = await Promise.all([
    run ? loadRunEntries(db, run.id) : Promise.resolve([] as TEntryRow[]),
    loadEntryExtras(db, run ? { runId: run.id } : { checkinIds: [] }),
    run ? statsOfRun(db, run.id) : Promise.resolve(reportStats({ entries: 0, links: 0, goals: 0, blocked: 0 })),
    db
      .select({ slug: reports.slug, name: reports.name })
      .from(reports)
      .where(and(listedReportsCondition(viewer, team.id), ne(reports.id, report.id)))
      .orderBy(asc(reports.name)),
  ]);

  const entryReport = { slug: report.slug, name: report.name, teamSlug: team.slug, visibility };
  const entryViewer = { userId: viewer.user.id, canManage: manager, now };
  const entries = run ? rows.map((row) => dashboardEntryOf(row, run, entryReport, entryViewer, extras)) : [];
  const own = rows.find((row) => row.userId === viewer.user.id);
  const ownCheckinLink = own && own.status !== 'vacation' ? `/checkin/${own.hash}/` : null;
  const extraEmails = settings.email_notifications.map((email) => email.trim()).filter(Boolean);
  const hasRecipients = (settings.send_summary_all && rows.length > 0) || extraEmails.length > 0;
  // Every member away: nobody was asked and no summary goes (send-summary.ts); the note says why.
  const awayNote = run ? awayNoteOf(rows, team, run.key) : null;
  const emailLabel = [...(settings.send_summary_all ? ['All participants'] : []), ...extraEmails].join(', ');
  return {
    entry_date: run?.key ?? null,
    long_date: run ? humanDate(run.key) : null,
    time_zone: report.timeZone,
    report_name: report.name,
    report_id: report.id,
    report_slug: report.slug,
    team_slug: team.slug,
    team_name: team.name,
    key: run?.key ?? null,
    previous_report_key: found?.previousKey ?? null,
    next_report_key: found?.nextKey ?? null,
    other_reports: otherReports,
    is_private_report: settings.private_reports_enabled,
    goal_tracking_enabled: settings.goal_tracking_enabled,
    dashboard_actions: {
      broadcast_label: settings.enable_channel_broadcast ? settings.channel_label : '',
      channel_label: settings.channel_label,
      is_email_summary_scheduled:
        run !== null &&
        settings.report_summary_enabled &&
        hasRecipients &&
        run.summarySentAt === null &&
        awayNote === null,
      is_email_summary_sent: run?.summarySentAt != null,
      email_label: emailLabel,
      summary_at: run ? run.summaryAt.toISOString() : null,
    },
    links: {
      history: historyPath(report.slug),
      manage: manager ? `/report/manage/${report.slug}/` : null,
      checkin: ownCheckinLink,
      resend_summary: manager && run?.summarySentAt ? `/report/resend_summary/${report.slug}/${run.key}/` : null,
      question_view: run ? questionDashboardPath(team.slug, report.slug, run.key) : null,
      grid_view: run ? gridDashboardPath(team.slug, report.slug, run.key) : null,
    },
    permissions: { can_manage: manager, own_checkin_link: ownCheckinLink },
    questions: dashboardQuestions(run?.questions ?? report.questions),
    entries,
    away_note: awayNote,
    summary: {
      total: stats.links,
      answered: stats.entries_count,
      report_name: report.name,
      // Goals and blockers of a private report are counted only for those who may read them all.
      goal_tracking_enabled: settings.goal_tracking_enabled && visibility.all,
      stats: statsVisibleTo(visibility, stats),
    },
  };
}
