/**
 * The public API's door to answering (issue 23 §5): the token's owner answers their own check-in
 * by id, through answerCheckin like every other door, so saving (the newest edit wins), the goal
 * and blocker, submitting (every question answered) and the confirmation behave exactly as on the
 * web page. A check-in on vacation has nothing to answer.
 */
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TAnswerCheckinAnswer, TAnswerCheckinRequest } from '../../../shared/public-api.ts';
import type { TViewer } from '../../domain/accounts/viewer.ts';
import { findOwnCheckin } from '../../domain/public-api/find-own-checkin.ts';
import { getOwnCheckin } from '../../domain/public-api/get-own-checkin.ts';
import { answerCheckin } from './answer-checkin.ts';
import type { TEngineDeps } from './engine-deps.ts';

/** Why: an API client answers as its owner would on the check-in page, and reads the result back. */
export async function answerOwnCheckin(
  deps: TEngineDeps,
  viewer: TViewer,
  checkinId: string,
  request: TAnswerCheckinRequest,
): Promise<TAnswerCheckinAnswer> {
  const { checkin } = await findOwnCheckin(deps.db, viewer, checkinId);
  if (checkin.status === 'vacation') throw new AppError('CONFLICT', CHECKIN_MESSAGES.onVacation);
  const toggles =
    request.goal_completed === undefined && request.blocked === undefined
      ? undefined
      : {
          ...(request.goal_completed === undefined ? {} : { goalCompleted: request.goal_completed }),
          ...(request.blocked === undefined ? {} : { blocked: request.blocked }),
        };
  const result = await answerCheckin(deps, {
    hash: checkin.hash,
    ...(request.answers
      ? { answers: Object.entries(request.answers).map(([key, content]) => ({ key, content })) }
      : {}),
    ...(toggles ? { toggles } : {}),
    submit: request.submit === true,
    via: 'web',
  });
  return {
    saved: result.saved,
    submitted: result.submitted !== undefined,
    checkin: await getOwnCheckin(deps.db, viewer, checkinId),
  };
}
