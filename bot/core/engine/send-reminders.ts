/**
 * The report.reminder job: the first or the final reminder of a run, only to members who have not
 * submitted (and are not on vacation). Each reminder has its idempotency key, so a retried job
 * never reminds twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { durationInWords } from '../../../shared/zoned-time.ts';
import { checkins, reportRuns, reports, users } from '../../db/schema/index.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TReminderMessage } from '../../domain/engine-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import { runContext } from './message-context.ts';

const WAITING = ['pending', 'sent', 'reminded', 'draft'];

/** Queues the reminders of one stage; answers how many went out. */
export async function sendReminders(deps: TEngineDeps, runId: string, stage: 'first' | 'final'): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ run: reportRuns, report: reports })
      .from(reportRuns)
      .innerJoin(reports, eq(reports.id, reportRuns.reportId))
      .where(eq(reportRuns.id, runId))
      .limit(1);
    if (!row || row.run.summarySentAt) return 0;
    const waiting = await tx
      .select({ checkin: checkins, user: users })
      .from(checkins)
      .innerJoin(users, eq(users.id, checkins.userId))
      .where(and(eq(checkins.runId, runId), inArray(checkins.status, WAITING)));
    if (waiting.length === 0) return 0;
    const context = await runContext(tx, row.report, row.run, deps.publicUrl());
    const timeLeft = durationInWords(row.run.summaryAt.getTime() - deps.now().getTime());
    const template = stage === 'first' ? context.settings.reminder_one : context.settings.reminder_two;
    const emails: Array<TBatchEmail<'checkin-reminder'>> = waiting.map(({ checkin, user }) => {
      const name = greetingName(user);
      const checkinUrl = context.checkinUrl(checkin.hash);
      const message: TReminderMessage = {
        kind: 'reminder',
        stage,
        recipient: { name, email: user.email },
        run: context.ref,
        text: fillPlaceholders(template, {
          name,
          report: row.report.name,
          team: context.teamName,
          reportDate: context.ref.runDate,
          editLink: checkinUrl,
          dashboardLink: context.dashboardUrl,
          timeLeft: `${timeLeft} left.`,
        }),
        timeLeft,
        checkinUrl,
        ...(deps.replyAddress ? { replyTo: deps.replyAddress(checkin.id) } : {}),
      };
      return {
        to: user.email,
        template: 'checkin-reminder',
        variables: message,
        idempotencyKey: `run:${runId}:member:${user.id}:reminder-${stage}`,
        accountId: row.report.accountId,
      };
    });
    const queued = await queueEmails(deps, tx, emails);
    await tx
      .update(checkins)
      .set({
        remindedCount: sql`${checkins.remindedCount} + 1`,
        status: sql`case when ${checkins.status} in ('pending', 'sent') then 'reminded' else ${checkins.status} end`,
      })
      .where(
        inArray(
          checkins.id,
          waiting.map(({ checkin }) => checkin.id),
        ),
      );
    deps.log.info({ runId, stage, queued }, 'reminders sent');
    return queued;
  });
}
