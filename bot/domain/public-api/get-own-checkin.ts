/**
 * GET /api/public/v1/checkins/{checkinId}: the owner's own check-in through the check-in page's
 * use case (getCheckinContext): its questions, answers so far, goal and blocker.
 */
import type { TPublicCheckin } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { getCheckinContext } from '../checkins/get-checkin-context.ts';
import { findOwnCheckin } from './find-own-checkin.ts';

/** Why: a client reads the question keys before it answers. */
export async function getOwnCheckin(db: TDb, viewer: TViewer, checkinId: string): Promise<TPublicCheckin> {
  const { checkin } = await findOwnCheckin(db, viewer, checkinId);
  const context = await getCheckinContext(db, checkin.hash);
  return {
    id: checkin.id,
    report_name: context.report_name,
    team_name: context.team_name,
    run_key: context.key,
    date: context.date,
    time_zone: context.time_zone,
    status: context.is_draft ? 'draft' : 'submitted',
    goal_tracking: context.goal_tracking_enabled,
    goal_completed: context.goal_completed,
    blocked: context.blocked,
    questions: context.form.rfields.map((question) => ({ key: question.key, text: question.text })),
    answers: context.answers,
  };
}
