/**
 * The report.reminder job: the first or the final reminder of a run, only to members who have not
 * submitted (and are not on vacation). Each reminder has its idempotency key, so a retried job
 * never reminds twice. The dashboard's Remind link (send-member-reminder.ts) builds its email and
 * counts it with the same two helpers, so both reminders read alike.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { durationInWords } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports, users } from '../../db/schema/index.ts';
import type { TUserRow } from '../../domain/accounts/viewer.ts';
import { queueChatMessages, type TBatchChatMessage } from '../../domain/chat/queue-chat-messages.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TReminderMessage } from '../../domain/engine-messages.ts';
import { teamChatTargets } from '../../domain/platforms/chat-platforms.ts';
import { chatChannelOfService, EMAIL_CHANNEL } from '../../domain/platforms/platform-names.ts';
import type { TCheckinRow, TRunRow } from '../../domain/reports/create-report-run.ts';
import { memberChatMessage } from './chat-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import { runContext, type TRunContext } from './message-context.ts';

const WAITING = ['pending', 'sent', 'reminded', 'draft'];

export interface TReminderEmailInput {
  context: TRunContext;
  run: Pick<TRunRow, 'summaryAt'>;
  checkin: Pick<TCheckinRow, 'id' | 'hash'>;
  user: Pick<TUserRow, 'email' | 'firstName'>;
  stage: 'first' | 'final';
  idempotencyKey: string;
}

/** One member's reminder email: the report's reminder text with the time left until the summary. */
export function reminderEmailOf(deps: TEngineDeps, input: TReminderEmailInput): TBatchEmail<'checkin-reminder'> {
  const { context, run, checkin, user, stage } = input;
  const timeLeft = durationInWords(run.summaryAt.getTime() - deps.now().getTime());
  const template = stage === 'first' ? context.settings.reminder_one : context.settings.reminder_two;
  const name = greetingName(user);
  const checkinUrl = context.checkinUrl(checkin.hash);
  const message: TReminderMessage = {
    kind: 'reminder',
    stage,
    recipient: { name, email: user.email },
    run: context.ref,
    text: fillPlaceholders(template, {
      name,
      report: context.report.name,
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
    idempotencyKey: input.idempotencyKey,
    accountId: context.report.accountId,
  };
}

/** Counts a reminder on each check-in and moves pending or sent ones to reminded. */
export async function markReminded(tx: TDb, checkinIds: readonly string[]): Promise<void> {
  if (checkinIds.length === 0) return;
  await tx
    .update(checkins)
    .set({
      remindedCount: sql`${checkins.remindedCount} + 1`,
      status: sql`case when ${checkins.status} in ('pending', 'sent') then 'reminded' else ${checkins.status} end`,
    })
    .where(inArray(checkins.id, [...checkinIds]));
}

/**
 * Queues one reminder per waiting member on the channels their prompt went through: a message in
 * their chat and/or an email. Answers how many messages were queued now.
 */
export async function queueMemberReminders(
  deps: TEngineDeps,
  tx: TDb,
  context: TRunContext,
  run: Pick<TRunRow, 'id' | 'summaryAt'>,
  waiting: ReadonlyArray<{ checkin: TCheckinRow; user: TUserRow }>,
  stage: 'first' | 'final',
  keyOf: (user: TUserRow) => string,
): Promise<number> {
  // A member's chat is the team's platform, when their prompt went through it.
  const chat = chatChannelOfService(context.teamService);
  const byChat = chat ? waiting.filter(({ checkin }) => checkin.channels.includes(chat)) : [];
  const targets = byChat.length
    ? await teamChatTargets(
        tx,
        { id: context.report.teamId, service: context.teamService },
        byChat.map(({ user }) => user.id),
      )
    : null;
  const emails: Array<TBatchEmail<'checkin-reminder'>> = [];
  const chats: TBatchChatMessage[] = [];
  for (const { checkin, user } of waiting) {
    const idempotencyKey = keyOf(user);
    const email = reminderEmailOf(deps, { context, run, checkin, user, stage, idempotencyKey });
    const target = chat && checkin.channels.includes(chat) ? targets?.members.get(user.id) : undefined;
    if (target) {
      const { replyTo: _replyTo, ...reminder } = email.variables;
      chats.push(
        memberChatMessage(
          context,
          target,
          { runId: run.id, checkinId: checkin.id },
          'reminder',
          `${idempotencyKey}:${chat}`,
          reminder,
        ),
      );
    }
    if (!target || checkin.channels.includes(EMAIL_CHANNEL)) emails.push(email);
  }
  return (await queueEmails(deps, tx, emails)) + (await queueChatMessages(deps, tx, chats));
}

/**
 * Queues the reminders of one stage; answers how many went out. `promptAt` names the group of
 * members asked at that instant in their own time zone; without it, those asked at the opening.
 */
export async function sendReminders(
  deps: TEngineDeps,
  runId: string,
  stage: 'first' | 'final',
  promptAt?: Date,
): Promise<number> {
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
      .where(
        and(
          eq(checkins.runId, runId),
          inArray(checkins.status, WAITING),
          promptAt ? eq(checkins.promptAt, promptAt) : isNull(checkins.promptAt),
        ),
      );
    if (waiting.length === 0) return 0;
    const context = await runContext(tx, row.report, row.run, deps.publicUrl());
    const queued = await queueMemberReminders(deps, tx, context, row.run, waiting, stage, (user) => {
      return `run:${runId}:member:${user.id}:reminder-${stage}`;
    });
    await markReminded(
      tx,
      waiting.map(({ checkin }) => checkin.id),
    );
    deps.log.info({ runId, stage, queued }, 'reminders sent');
    return queued;
  });
}
