/**
 * The checkin.submitted event: every door that submits a check-in (web page, email reply, Teams,
 * Slack, Webex, the public API) goes through answerCheckin, which calls this once per submission.
 * A webhook problem never fails the check-in: it is logged and the member's answers stand.
 */
import { eq } from 'drizzle-orm';
import type { TCheckinSubmittedData } from '../../../shared/outgoing-webhooks.ts';
import { teams } from '../../db/schema/index.ts';
import { findCheckinById } from '../checkins/find-checkin.ts';
import { queueWebhookEvent } from './queue-webhook-event.ts';
import type { TQueueWebhookDeps } from './webhook-deps.ts';
import { answersArePrivate, answersOf, memberRef, teamRef } from './webhook-event-parts.ts';

/** Queues checkin.submitted for the check-in's team; never throws. */
export async function notifyCheckinSubmitted(
  deps: TQueueWebhookDeps,
  checkinId: string,
  submission: { first: boolean },
): Promise<void> {
  try {
    const found = await findCheckinById(deps.db, checkinId);
    if (!found) return;
    const [team] = await deps.db.select().from(teams).where(eq(teams.id, found.report.teamId)).limit(1);
    if (!team) return;
    const { checkin, run, report, user } = found;
    const hidden = answersArePrivate(report);
    const payload: TCheckinSubmittedData = {
      team: teamRef(team),
      report: { id: report.id, name: report.name },
      run: { id: run.id, date: run.key },
      checkin: {
        id: checkin.id,
        submitted_at: (checkin.submittedAt ?? deps.now()).toISOString(),
        is_update: !submission.first,
        goal_completed: checkin.goalCompleted,
        blocked: checkin.blocked,
      },
      member: memberRef(user),
      answers_private: hidden,
      answers: hidden ? [] : answersOf(run.questions, checkin.answers),
    };
    await queueWebhookEvent(deps, { teamId: team.id, event: 'checkin.submitted', payload });
  } catch (error) {
    deps.log.error({ err: error, checkinId }, 'outgoing webhook for a submitted check-in not queued');
  }
}
