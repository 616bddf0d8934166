/**
 * POST /api/v1/checkin/update_goal_blocker_tracking/ (spec part 3 §7): the goal-completed and
 * blocked checkboxes of a check-in, when the report tracks goals.
 */
import { eq } from 'drizzle-orm';
import { CHECKIN_MESSAGES, type TGoalBlockerUpdate } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { findCheckinByHash } from './find-checkin.ts';

/** Sets the flag; answers the spec's 'Updated'. */
export async function updateGoalBlocker(db: TDb, input: TGoalBlockerUpdate, now: Date): Promise<string> {
  const { checkin, report } = await findCheckinByHash(db, input.hash);
  if (!settingsOf(report).goal_tracking_enabled) {
    throw new AppError('INVALID_INPUT', 'Goal tracking is off for this report.');
  }
  await db
    .update(checkins)
    .set(
      input.field === 'goal_completed'
        ? { goalCompleted: input.completed, updatedAt: now }
        : { blocked: input.completed, updatedAt: now },
    )
    .where(eq(checkins.id, checkin.id));
  return CHECKIN_MESSAGES.updated;
}
