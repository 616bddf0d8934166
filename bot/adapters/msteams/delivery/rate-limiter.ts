/**
 * The Teams throttle: the shared outbound limiter (bot/domain/delivery/rate-limit/) with Teams'
 * rules (teams-rate-rules.ts). One per process; with shared budgets (PostgreSQL) the caps hold
 * across every worker process.
 */
import type { TLimiterClock } from '../../../domain/delivery/rate-limit/limiter-clock.ts';
import {
  RateLimiter,
  type TLimiterEvents,
  type TLimiterOptions,
} from '../../../domain/delivery/rate-limit/rate-limiter.ts';
import type { TSharedBudgets } from '../../../domain/delivery/rate-limit/shared-budgets.ts';
import {
  DEFAULT_TEAMS_RATE_LIMITS,
  type TTeamsCallKey,
  type TTeamsRateLimits,
  teamsRateRules,
} from './teams-rate-rules.ts';

export type { TLimiterClock } from '../../../domain/delivery/rate-limit/limiter-clock.ts';
export type { TLimiterEvents } from '../../../domain/delivery/rate-limit/rate-limiter.ts';
export {
  DEFAULT_TEAMS_RATE_LIMITS,
  type TRateWindow,
  type TTeamsRateLimits,
  teamsRateLimits,
} from './teams-rate-rules.ts';

/** Which budgets a call spends: its conversation's and its tenant's. */
export type TLimiterKey = TTeamsCallKey;

/** Keeps Rollcall's Teams messages within the platform's limits without dropping or doubling any. */
export class TeamsRateLimiter extends RateLimiter<TTeamsCallKey> {
  constructor(
    limits: TTeamsRateLimits = DEFAULT_TEAMS_RATE_LIMITS,
    clock?: TLimiterClock,
    events?: TLimiterEvents,
    shared?: TSharedBudgets,
  ) {
    const options: TLimiterOptions = {
      ...(clock ? { clock } : {}),
      ...(events ? { events } : {}),
      ...(shared ? { shared } : {}),
    };
    super(teamsRateRules(limits), options);
  }
}
