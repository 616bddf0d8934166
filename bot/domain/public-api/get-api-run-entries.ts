/**
 * GET /api/public/v1/reports/{reportId}/runs/{key}/entries: one run's entries through the web
 * dashboard's own use case (getRunDashboard), so everything it holds holds here: the owner's
 * account and teams, a private report's answers only for the respondent, team admins and the
 * owner, the plan's history window. `key` may be 'latest'.
 */
import type { TPageQuery, TPublicEntry, TPublicRunEntries } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { getRunDashboard } from '../dashboard/get-run-dashboard.ts';
import { findViewerReport } from '../reports/report-access.ts';
import { pageSlice } from './page-slice.ts';

/** Why: a client reads a run's answers as its owner would read them on the dashboard. */
export async function getApiRunEntries(
  db: TDb,
  viewer: TViewer,
  request: { reportId: string; key: string },
  query: TPageQuery,
  now: Date,
): Promise<TPublicRunEntries> {
  const report = await findViewerReport(db, viewer, request.reportId);
  const teamSlug = viewer.teams.find((team) => team.id === report.teamId)?.slug ?? '';
  const dashboard = await getRunDashboard(db, viewer, { teamSlug, reportId: report.id, key: request.key }, now);
  const entries = dashboard.entries.map(
    (entry): TPublicEntry => ({
      checkin_id: entry.id,
      member: { id: entry.member_id, name: entry.name, email: entry.email },
      status: entry.completed ? 'submitted' : entry.vacation ? 'vacation' : 'open',
      // The dashboard already leaves them false where the answers are hidden.
      goal_completed: entry.goal_completed,
      blocked: entry.blocked,
      answers_hidden: entry.answers_hidden,
      answers: entry.data.data_fields.map((field) => ({
        key: field.key,
        question: field.question,
        answer: field.value,
      })),
    }),
  );
  const page = pageSlice(entries, query);
  return {
    report: { id: dashboard.report_id, name: dashboard.report_name, private: dashboard.is_private_report },
    run: dashboard.key ? { key: dashboard.key, date: dashboard.long_date ?? '', time_zone: dashboard.time_zone } : null,
    questions: dashboard.questions.map((question) => ({ key: question.key, text: question.text })),
    data: page.data,
    next_cursor: page.next_cursor,
  };
}
