/**
 * The report.summary job: the run's digest, grouped by member or by question, to every participant
 * when send_summary_all is on and to the extra emails; then, with open_next_report, the next run
 * opens at once. The run is claimed (summary_sent_at) in the same transaction, so it goes once.
 * A run where every member was away (check-ins all marked vacation) sends no summary at all.
 * The dashboard's Resend summary (resend-summary.ts) builds the same emails with summaryEmailsOf.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports, users } from '../../db/schema/index.ts';
import { displayName } from '../../domain/accounts/find-user.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TSummaryEntry, TSummaryMessage } from '../../domain/engine-messages.ts';
import type { TRunRow } from '../../domain/reports/create-report-run.ts';
import { summaryEmailSubtitleOf } from '../../domain/reports/platform-texts.ts';
import { nextRun } from '../../domain/reports/report-occurrences.ts';
import { settingsOf, type TReportRow, type TReportSettings } from '../../domain/reports/report-settings.ts';
import { statsOfRun } from '../../domain/reports/run-stats.ts';
import { queueRunSummarized } from '../../domain/webhooks-out/run-summarized-event.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import { runContext } from './message-context.ts';
import { openReportRun } from './open-report-run.ts';

/**
 * The summary emails of a run as it stands now, one per recipient (none when the summary is off
 * or nobody is to get it); `idempotencyKeyOf` names each email by its address.
 */
export async function summaryEmailsOf(
  tx: TDb,
  report: TReportRow,
  run: TRunRow,
  publicUrl: string,
  idempotencyKeyOf: (email: string) => string,
): Promise<{ emails: Array<TBatchEmail<'report-summary'>>; settings: TReportSettings }> {
  const context = await runContext(tx, report, run, publicUrl);
  const { settings } = context;
  const rows = await tx
    .select({ checkin: checkins, user: users })
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.userId))
    .where(eq(checkins.runId, run.id))
    .orderBy(asc(users.firstName), asc(users.email));
  const entries: TSummaryEntry[] = rows.map(({ checkin, user }) => ({
    name: displayName(user),
    status: checkin.status === 'submitted' ? 'submitted' : checkin.status === 'vacation' ? 'vacation' : 'missing',
    goalCompleted: checkin.goalCompleted,
    blocked: checkin.blocked,
    answers: run.questions.map((question) =>
      checkin.status === 'submitted' ? (checkin.answers[question.key] ?? '') : '',
    ),
  }));
  const stats = await statsOfRun(tx, run.id);
  const placeholders = {
    report: report.name,
    team: context.teamName,
    reportDate: context.ref.runDate,
    dashboardLink: context.dashboardUrl,
  };
  // A private report's answers are only the respondent's, the team admins' and the owner's (spec
  // part 3 §6): a participant's copy holds their own entry and the participation count only. The
  // extra summary emails are addresses an admin chose for the whole summary, so they get it whole.
  const privateReport = settings.private_reports_enabled;
  const recipients = new Map<string, { name: string; ownEntry: number | null }>();
  if (settings.report_summary_enabled) {
    if (settings.send_summary_all)
      for (const [index, { user }] of rows.entries())
        recipients.set(user.email.toLowerCase(), { name: greetingName(user), ownEntry: privateReport ? index : null });
    for (const email of settings.email_notifications)
      if (!recipients.has(email)) recipients.set(email, { name: email, ownEntry: null });
  }
  const emails: Array<TBatchEmail<'report-summary'>> = [...recipients].map(([email, { name, ownEntry }]) => {
    const own = ownEntry === null ? null : entries[ownEntry]!;
    const message: TSummaryMessage = {
      kind: 'summary',
      recipient: { name, email },
      run: context.ref,
      title: fillPlaceholders(settings.public_message_title, placeholders),
      subtitle: fillPlaceholders(summaryEmailSubtitleOf(settings), placeholders),
      format: settings.summary_format,
      questions: context.questions,
      entries: own ? [own] : entries,
      goalTrackingEnabled: settings.goal_tracking_enabled,
      stats: {
        answered: stats.entries_count,
        total: stats.links,
        participationPercent: stats.entries_percent,
        goalCount: own ? 0 : stats.goal_count,
        blockedCount: own ? 0 : stats.blocked_count,
      },
      dashboardUrl: context.dashboardUrl,
    };
    return {
      to: email,
      template: 'report-summary',
      variables: message,
      idempotencyKey: idempotencyKeyOf(email),
      accountId: report.accountId,
    };
  });
  return { emails, settings };
}

/** Whether the run has check-ins and every one is marked vacation (nobody was asked). */
async function everyoneWasAway(tx: TDb, runId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      away: sql<number>`count(*) filter (where ${checkins.status} = 'vacation')::int`,
    })
    .from(checkins)
    .where(eq(checkins.runId, runId));
  return row !== undefined && row.total > 0 && row.total === row.away;
}

/** Sends the summary of one run (once) and opens the next run when asked to. */
export async function sendSummary(deps: TEngineDeps, runId: string): Promise<{ sent: number; nextRunOpened: boolean }> {
  const outcome = await deps.db.transaction(async (tx) => {
    if (await everyoneWasAway(tx, runId)) {
      // Nobody was asked (a public holiday, the team's day off): no summary; the run is left
      // unsent and its dashboard says why. The next run still opens when asked to.
      const [row] = await tx
        .select({ report: reports })
        .from(reportRuns)
        .innerJoin(reports, eq(reports.id, reportRuns.reportId))
        .where(and(eq(reportRuns.id, runId), isNull(reportRuns.summarySentAt)))
        .limit(1);
      if (!row) return null;
      deps.log.info({ runId }, 'report summary not sent: every member was away');
      return { sent: 0, report: row.report, openNext: settingsOf(row.report).open_next_report && row.report.enabled };
    }
    const [claimed] = await tx
      .update(reportRuns)
      .set({ summarySentAt: deps.now() })
      .where(and(eq(reportRuns.id, runId), isNull(reportRuns.summarySentAt)))
      .returning();
    if (!claimed) return null;
    const [report] = await tx.select().from(reports).where(eq(reports.id, claimed.reportId)).limit(1);
    if (!report) return null;
    const { emails, settings } = await summaryEmailsOf(
      tx,
      report,
      claimed,
      deps.publicUrl(),
      (email) => `run:${runId}:summary:${email}`,
    );
    const sent = await queueEmails(deps, tx, emails);
    await queueRunSummarized(deps, tx, runId);
    deps.log.info({ runId, sent, format: settings.summary_format }, 'report summary sent');
    return { sent, report, openNext: settings.open_next_report && report.enabled };
  });
  if (!outcome) return { sent: 0, nextRunOpened: false };
  let nextRunOpened = false;
  if (outcome.openNext) {
    const { report } = outcome;
    const next = nextRun(report.cron, report.timeZone, deps.now());
    const opened = await openReportRun(deps, {
      report,
      key: next.key,
      scheduledFor: next.at,
      openedBy: 'open-next',
    });
    nextRunOpened = opened.opened;
  }
  return { sent: outcome.sent, nextRunOpened };
}
