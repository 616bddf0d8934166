/**
 * GET /api/v1/checkin/{hash}/ (spec part 3 §3 check-in context): everything the check-in page
 * shows — the run's questions and answers so far, goal and blocker, the member's previous
 * submitted answers of this report, and the neighbouring check-ins for the header's arrows.
 */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { initialsOf, type TCheckinContext } from '../../../shared/checkins.ts';
import { humanDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns } from '../../db/schema/index.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { toolConnectedFlags } from '../work-tools/connected-tools.ts';
import { findCheckinByHash } from './find-checkin.ts';

/** The context of the check-in this hash opens. */
export async function getCheckinContext(db: TDb, hash: string): Promise<TCheckinContext> {
  const { checkin, run, report, teamName, user } = await findCheckinByHash(db, hash);
  const settings = settingsOf(report);
  const sameSeries = and(eq(checkins.reportId, report.id), eq(checkins.userId, user.id));
  const neighbour = async (direction: 'previous' | 'next') => {
    const [row] = await db
      .select({ key: reportRuns.key, hash: checkins.hash })
      .from(checkins)
      .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
      .where(and(sameSeries, direction === 'previous' ? lt(reportRuns.key, run.key) : gt(reportRuns.key, run.key)))
      .orderBy(direction === 'previous' ? desc(reportRuns.key) : asc(reportRuns.key))
      .limit(1);
    return row ? { key: row.key, date: humanDate(row.key), hash: row.hash } : null;
  };
  const [lastEntry] = await db
    .select({ key: reportRuns.key, answers: checkins.answers })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .where(and(sameSeries, lt(reportRuns.key, run.key), eq(checkins.status, 'submitted')))
    .orderBy(desc(reportRuns.key))
    .limit(1);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    hash: checkin.hash,
    key: run.key,
    date: humanDate(run.key),
    time_zone: report.timeZone,
    report_name: report.name,
    team_name: teamName,
    member: { name, initials: initialsOf(name), photo_url: user.photoUrl },
    form: {
      rfields: run.questions.map((question) => ({
        key: question.key,
        slug: question.key,
        type: 'text' as const,
        text: question.value,
      })),
    },
    answers: Object.fromEntries(run.questions.map((question) => [question.key, checkin.answers[question.key] ?? ''])),
    goal_completed: checkin.goalCompleted,
    blocked: checkin.blocked,
    goal_tracking_enabled: settings.goal_tracking_enabled,
    is_draft: checkin.status !== 'submitted',
    last_entry_data: lastEntry ? { date: humanDate(lastEntry.key), answers: lastEntry.answers } : null,
    previous: await neighbour('previous'),
    next: await neighbour('next'),
    ...(await toolConnectedFlags(db, user.id)),
  };
}
