/**
 * GET /api/v1/account/convert-free-plan/ (spec part 2 §2.1 Convert to Free Plan): whether the
 * viewer may convert now and why not, and how many people count against the free plan's 10.
 */
import type { TConvertFreePlanContext } from '../../../../shared/billing-api.ts';
import { freePlanTooManyMessage } from '../../../../shared/plan-limits.ts';
import { PLAN_LIMITS, type TPlanKey } from '../../../../shared/plans.ts';
import type { TDb } from '../../../db/client.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { countedParticipantIds } from '../../reports/seats.ts';
import { freePlanStanding } from './free-plan-rules.ts';

/** The convert page's context. */
export async function getConvertFreePlanContext(db: TDb, viewer: TViewer, now: Date): Promise<TConvertFreePlanContext> {
  const standing = freePlanStanding(viewer, 'convert', now);
  const people = (await countedParticipantIds(db, viewer.account.id)).size;
  const cap = PLAN_LIMITS.free.users ?? people;
  const reason = standing.refusal ?? (people > cap ? freePlanTooManyMessage(people, cap) : null);
  return {
    can_convert: reason === null,
    reason,
    status: standing.status,
    plan_key: viewer.account.planKey as TPlanKey,
    trial_days_left: standing.trialDaysLeft,
    total_active_members: people,
  };
}
