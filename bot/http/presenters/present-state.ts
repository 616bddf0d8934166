/** Shapes the viewer into the initial page state's user and team (spec part 1 §3). */

import { canRunAccount } from '../../../shared/permissions.ts';
import type { TStateLimits } from '../../../shared/plan-limits.ts';
import type { TPlanInterval, TPlanKey } from '../../../shared/plans.ts';
import { ACCOUNT_TYPE_LABEL, type TPlatform, userTypeFor } from '../../../shared/roles.ts';
import type { TStateTeam, TStateUser } from '../../../shared/state.ts';
import { DEMO_EMAIL } from '../../domain/accounts/demo.ts';
import { featureFlagsOf } from '../../domain/accounts/feature-flags.ts';
import { effectiveStatus } from '../../domain/accounts/subscription-status.ts';
import { trialDaysLeft } from '../../domain/accounts/trial-days-left.ts';
import type { TViewer } from '../../domain/accounts/viewer.ts';
import { paymentPlanIdOf } from '../../domain/billing/payment-plan-of.ts';
import { planLimitsOf } from '../../domain/billing/plan-limits/plan-limits-of.ts';

/** The state's user object. */
export function presentStateUser(
  viewer: TViewer,
  openCheckins: TStateUser['open_checkins'],
  teamCount: number = viewer.teams.length,
): TStateUser {
  const { user, account, currentTeam } = viewer;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const status = effectiveStatus(account);
  return {
    id: user.id,
    name,
    email: user.email,
    slug: user.slug,
    photo_url: user.photoUrl,
    platform: user.platform as TPlatform,
    type: userTypeFor(viewer.accountTypeId),
    account_type: ACCOUNT_TYPE_LABEL[viewer.accountTypeId],
    account_type_id: viewer.accountTypeId,
    account_name: account.name,
    account_uuid: account.id,
    is_demo: user.email.toLowerCase() === DEMO_EMAIL,
    active_teams: viewer.teams.length,
    current_team_name: currentTeam?.name ?? null,
    current_team_service: (currentTeam?.service as TPlatform | undefined) ?? null,
    other_teams: viewer.teams
      .filter((team) => team.id !== currentTeam?.id)
      .map((team) => ({ slug: team.slug, team_name: team.name })),
    open_checkins: openCheckins,
    stripe: {
      status,
      trial_days_left: status === 'trialing' ? trialDaysLeft(account.trialEndsAt) : 0,
      plan_id: paymentPlanIdOf(account, status),
      plan_key: account.planKey as TPlanKey,
      plan_interval: status === 'trialing' ? null : ((account.planInterval as TPlanInterval | null) ?? null),
      billed_participants: account.billedParticipants,
      azure_sub_id: account.azureSubscriptionId,
      is_managed_by_azure: account.azureSubscriptionId !== null,
    },
    feature_map: featureFlagsOf(viewer),
    enabled_labs: account.labs,
    time_zone: user.timeZone,
    limits: presentLimits(account, teamCount),
  };
}

/** The plan's limits of the state (null = unlimited). */
function presentLimits(account: TViewer['account'], teamCount: number): TStateLimits {
  const limits = planLimitsOf(account);
  return {
    teams: limits.teams,
    team_count: teamCount,
    reports: limits.reports,
    users: limits.users,
    history_days: limits.historyDays,
  };
}

/** The state's team object (the viewer's current team). */
export function presentStateTeam(viewer: TViewer): TStateTeam | null {
  const team = viewer.currentTeam;
  if (!team) return null;
  return {
    slug: team.slug,
    team_name: team.name,
    service: team.service as TPlatform,
    account_admin: canRunAccount(viewer),
  };
}
