/**
 * The run.summarized event, queued inside the summary's own transaction (the run is claimed there,
 * so the event goes once) under a savepoint: a webhook problem rolls back only itself and never
 * fails the summary.
 */
import { asc, eq } from 'drizzle-orm';
import { OUTGOING_WEBHOOK_LIMITS, type TRunSummarizedData } from '../../../shared/outgoing-webhooks.ts';
import type { TTransaction } from '../../db/client.ts';
import { checkins, reportRuns, reports, teams, users } from '../../db/schema/index.ts';
import type { TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import { queueWebhookEvent } from './queue-webhook-event.ts';
import { answersArePrivate, answersOf, memberRef, teamRef } from './webhook-event-parts.ts';

/** Queues run.summarized for the run's team within `tx`; never throws. */
export async function queueRunSummarized(
  deps: { jobs: TJobQueue; log: TLogger; now: () => Date },
  tx: TTransaction,
  runId: string,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      const [head] = await savepoint
        .select({ run: reportRuns, report: reports, team: teams })
        .from(reportRuns)
        .innerJoin(reports, eq(reports.id, reportRuns.reportId))
        .innerJoin(teams, eq(teams.id, reports.teamId))
        .where(eq(reportRuns.id, runId))
        .limit(1);
      if (!head) return;
      const rows = await savepoint
        .select({ checkin: checkins, user: users })
        .from(checkins)
        .innerJoin(users, eq(users.id, checkins.userId))
        .where(eq(checkins.runId, runId))
        .orderBy(asc(users.firstName), asc(users.email));
      const hidden = answersArePrivate(head.report);
      const statusOf = (status: string) =>
        status === 'submitted' ? 'submitted' : status === 'vacation' ? 'vacation' : 'missing';
      const entries = rows.map(({ checkin, user }) => {
        const status = statusOf(checkin.status);
        return {
          member: memberRef(user),
          status,
          submitted_at: status === 'submitted' ? (checkin.submittedAt?.toISOString() ?? null) : null,
          goal_completed: checkin.goalCompleted,
          blocked: checkin.blocked,
          answers: status === 'submitted' && !hidden ? answersOf(head.run.questions, checkin.answers) : [],
        } as const;
      });
      const count = (test: (entry: (typeof entries)[number]) => boolean) => entries.filter(test).length;
      const payload: TRunSummarizedData = {
        team: teamRef(head.team),
        report: { id: head.report.id, name: head.report.name },
        run: {
          id: head.run.id,
          date: head.run.key,
          summarized_at: (head.run.summarySentAt ?? deps.now()).toISOString(),
        },
        counts: {
          members: entries.length,
          submitted: count((entry) => entry.status === 'submitted'),
          missing: count((entry) => entry.status === 'missing'),
          vacation: count((entry) => entry.status === 'vacation'),
          goals_completed: count((entry) => entry.status === 'submitted' && entry.goal_completed),
          blocked: count((entry) => entry.status === 'submitted' && entry.blocked),
        },
        answers_private: hidden,
        entries: entries.slice(0, OUTGOING_WEBHOOK_LIMITS.summaryEntries),
        entries_truncated: entries.length > OUTGOING_WEBHOOK_LIMITS.summaryEntries,
      };
      await queueWebhookEvent(
        { db: savepoint, jobs: deps.jobs, now: deps.now },
        { teamId: head.team.id, event: 'run.summarized', payload },
      );
    });
  } catch (error) {
    deps.log.error({ err: error, runId }, 'outgoing webhook for a summarized run not queued');
  }
}
