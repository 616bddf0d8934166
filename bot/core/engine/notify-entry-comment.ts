/**
 * Tells a member that someone commented on their dashboard entry (what people expect of a team's
 * dashboard: a comment nobody sees is a comment nobody answers). Not when they commented on their
 * own entry; once per comment, by its idempotency key.
 */
import { eq } from 'drizzle-orm';
import { gridDashboardPath } from '../../../shared/dashboard.ts';
import { shortDate } from '../../../shared/zoned-time.ts';
import { checkins, dashboardComments, reportRuns, reports, teams, users } from '../../db/schema/index.ts';
import { displayName } from '../../domain/accounts/find-user.ts';
import { queueEmail } from '../../domain/email/queue-email.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { greetingName } from './greeting-name.ts';

/** Queues the email about one new comment; answers whether one was queued. */
export async function notifyEntryComment(deps: TEngineDeps, commentId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({
      comment: dashboardComments,
      commenter: users,
      ownerId: checkins.userId,
      runKey: reportRuns.key,
      report: { name: reports.name, slug: reports.slug, accountId: reports.accountId },
      teamSlug: teams.slug,
    })
    .from(dashboardComments)
    .innerJoin(users, eq(users.id, dashboardComments.userId))
    .innerJoin(checkins, eq(checkins.id, dashboardComments.checkinId))
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teams, eq(teams.id, reports.teamId))
    .where(eq(dashboardComments.id, commentId))
    .limit(1);
  if (!row || row.ownerId === row.comment.userId) return false;
  const [owner] = await deps.db.select().from(users).where(eq(users.id, row.ownerId)).limit(1);
  if (!owner) return false;
  await queueEmail(deps, {
    to: owner.email,
    template: 'entry-comment',
    variables: {
      name: greetingName(owner),
      commenterName: displayName(row.commenter),
      reportName: row.report.name,
      runDate: shortDate(row.runKey),
      comment: row.comment.comment,
      entryUrl: `${deps.publicUrl()}${gridDashboardPath(row.teamSlug, row.report.slug, row.runKey)}`,
    },
    idempotencyKey: `comment:${commentId}:owner`,
    accountId: row.report.accountId,
  });
  return true;
}
