/**
 * The delayed prompts of a run (ARCHITECTURE §3.5): members with their own time zone are asked at
 * the report's wall time in that zone, and when the run opened early for them, the others at the
 * report's time. The run's opening records one report.reminder job with stage 'prompt' per
 * distinct instant; this asks the check-ins still pending whose instant has come (of members still
 * assigned to the report), with the same messages and idempotency keys as the opening, so a
 * retried job asks once. The job at the report's own time also posts the channel broadcast.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { checkins, reportMembers, reportRuns, reports, users } from '../../db/schema/index.ts';
import { queueChatMessages } from '../../domain/chat/queue-chat-messages.ts';
import { queueEmails } from '../../domain/email/queue-email.ts';
import { teamChatTargets } from '../../domain/platforms/chat-platforms.ts';
import { broadcastChatMessage } from './chat-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { runContext } from './message-context.ts';
import { collectPrompts, markAsked, runChannelTarget, type TPromptBatch } from './open-report-run.ts';

/** Asks the run's members whose own prompt instant is `promptAt` or earlier; answers how many messages went. */
export async function sendDelayedPrompts(deps: TEngineDeps, runId: string, promptAt: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ run: reportRuns, report: reports })
      .from(reportRuns)
      .innerJoin(reports, eq(reports.id, reportRuns.reportId))
      .where(and(eq(reportRuns.id, runId), isNull(reportRuns.summarySentAt)))
      .limit(1);
    if (!row) return 0;
    const due = await tx
      .select({
        checkin: { id: checkins.id, hash: checkins.hash },
        user: { id: users.id, email: users.email, firstName: users.firstName },
      })
      .from(checkins)
      .innerJoin(users, eq(users.id, checkins.userId))
      .innerJoin(reportMembers, and(eq(reportMembers.reportId, checkins.reportId), eq(reportMembers.userId, users.id)))
      .where(and(eq(checkins.runId, runId), eq(checkins.status, 'pending'), lte(checkins.promptAt, promptAt)));
    const broadcasting = promptAt.getTime() === row.run.scheduledFor.getTime();
    if (due.length === 0 && !broadcasting) return 0;
    const context = await runContext(tx, row.report, row.run, deps.publicUrl());
    const targets = await teamChatTargets(
      tx,
      { id: row.report.teamId, service: context.teamService },
      due.map(({ user }) => user.id),
    );
    const batch: TPromptBatch = { emails: [], chats: [], askedBy: new Map() };
    collectPrompts(deps, context, runId, due, targets, batch);
    const channelTarget = broadcasting ? runChannelTarget(context, targets) : null;
    if (channelTarget) batch.chats.push(broadcastChatMessage(context, runId, channelTarget));
    const queued = (await queueEmails(deps, tx, batch.emails)) + (await queueChatMessages(deps, tx, batch.chats));
    await markAsked(tx, batch.askedBy, deps.now());
    deps.log.info({ runId, promptAt: promptAt.toISOString(), members: due.length, queued }, 'delayed prompts sent');
    return queued;
  });
}
