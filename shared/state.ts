/**
 * The initial page state (spec part 1 §3): what `GET /api/v1/state` answers and every page reads
 * on load: the signed-in user (or null), the current team, the CSRF token and server messages.
 */
import { z } from 'zod';
import { ZStateLimits } from './plan-limits.ts';
import { FEATURE_FLAGS, PLAN_INTERVALS, PLAN_KEYS, SUBSCRIPTION_STATUSES } from './plans.ts';
import { ACCOUNT_TYPE_IDS, PLATFORMS } from './roles.ts';

export const ZServerMessage = z.object({
  level: z.enum(['success', 'info', 'warning', 'error']),
  message: z.string(),
});
export type TServerMessage = z.infer<typeof ZServerMessage>;

export const ZStateUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  slug: z.string(),
  photo_url: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  type: z.enum(['ADMIN', 'MANAGER', 'MEMBER']),
  account_type: z.string(),
  account_type_id: z.union(ACCOUNT_TYPE_IDS.map((id) => z.literal(id))),
  account_name: z.string(),
  account_uuid: z.string(),
  is_demo: z.boolean(),
  active_teams: z.number().int(),
  current_team_name: z.string().nullable(),
  current_team_service: z.enum(PLATFORMS).nullable(),
  other_teams: z.array(z.object({ slug: z.string(), team_name: z.string() })),
  open_checkins: z.array(
    z.object({ data__link: z.string(), report__name: z.string(), report__team__name: z.string() }),
  ),
  stripe: z.object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    trial_days_left: z.number().int(),
    // Part 2 §3 User.billing; optional so older fixtures and clients stay valid (the server sends all).
    plan_id: z.string().nullable().optional(),
    plan_key: z.enum(PLAN_KEYS).optional(),
    plan_interval: z.enum(PLAN_INTERVALS).nullable().optional(),
    billed_participants: z.number().int().nullable().optional(),
    azure_sub_id: z.string().nullable().optional(),
    is_managed_by_azure: z.boolean().optional(),
  }),
  feature_map: z.array(z.enum(FEATURE_FLAGS)),
  enabled_labs: z.array(z.string()),
  time_zone: z.string(),
  /** The plan's limits now (shared/plans.ts PLAN_LIMITS), for locks and notes; absent from older servers. */
  limits: ZStateLimits.optional(),
});
export type TStateUser = z.infer<typeof ZStateUser>;

export const ZStateTeam = z.object({
  slug: z.string(),
  team_name: z.string(),
  service: z.enum(PLATFORMS),
  account_admin: z.boolean(),
});
export type TStateTeam = z.infer<typeof ZStateTeam>;

/** Server settings the pages need (links, which sign-in buttons to offer). */
export const ZStateConfig = z.object({
  help_desk_url: z.string(),
  feedback_url: z.string(),
  sign_in: z.object({ microsoft: z.boolean(), slack: z.boolean() }),
  /** Chat platforms this server can connect (Slack needs its three SLACK_* app settings). */
  platforms: z.object({ slack: z.boolean() }),
});
export type TStateConfig = z.infer<typeof ZStateConfig>;

export const ZInitialState = z.object({
  user: ZStateUser.nullable(),
  team: ZStateTeam.nullable(),
  csrftoken: z.string(),
  messages: z.array(ZServerMessage),
  config: ZStateConfig,
  context: z.record(z.string(), z.unknown()),
  reports: z.array(z.unknown()),
  completed_users: z.array(z.unknown()),
});
export type TInitialState = z.infer<typeof ZInitialState>;
