/**
 * Answers of the accounts area's JSON reads (what each page loads besides the initial state).
 * Paths are listed beside each schema; the server presents exactly these shapes.
 */
import { z } from 'zod';

/** GET /api/v1/password-reset/{uuid}, /api/v1/magic-link/{token}, /api/v1/verify-email/{token}. */
export const ZTokenCheck = z.object({ valid: z.boolean(), email: z.string().nullable() });
export type TTokenCheck = z.infer<typeof ZTokenCheck>;

/** GET /api/v1/trial-ended — the organisation's admins, to contact (part 2 §2.1). */
export const ZTrialEndedContext = z.object({
  org_name: z.string(),
  org_admins: z.array(z.object({ name: z.string(), email: z.string(), user_type: z.string() })),
});
export type TTrialEndedContext = z.infer<typeof ZTrialEndedContext>;

/** GET /api/v1/reset-trial — whether this viewer may reset the trial now, and why not. */
export const ZResetTrialContext = z.object({
  can_reset: z.boolean(),
  reason: z.string().nullable(),
  trial_days_left: z.number().int(),
});
export type TResetTrialContext = z.infer<typeof ZResetTrialContext>;

/** GET /api/v1/my/password */
export const ZMyPasswordContext = z.object({ has_password: z.boolean() });

/** GET /api/v1/account/settings/general — organisation usage (part 2 §2.2). */
export const ZOrganizationSettings = z.object({
  name: z.string(),
  can_edit: z.boolean(),
  total_active_members: z.number().int(),
  team_list: z.array(
    z.object({
      team_name: z.string(),
      active_service: z.string(),
      active_members: z.number().int(),
      member_total: z.number().int(),
    }),
  ),
  /** True when a team of the account uses Microsoft Teams. */
  can_sync_photos: z.boolean(),
  /**
   * Where Sync profile photos starts (a Microsoft sign-in asking for User.Read.All); null while
   * this server has no Microsoft sign-in to start, so the button must not lead anywhere.
   */
  sync_photos_url: z.string().nullable(),
});
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;

/** GET /api/v1/account/members — members and roles (part 2 §2.2, §3 Member). */
export const ZMembersContext = z.object({
  account_uuid: z.string(),
  members: z.array(
    z.object({
      member_id: z.string(),
      name: z.string(),
      email: z.string(),
      photo: z.string().nullable(),
      created_at: z.string(),
      user_type_id: z.number().int(),
      user_type_display: z.string(),
      is_self: z.boolean(),
    }),
  ),
  /** Account Admin only (part 2 §6). */
  can_invite: z.boolean(),
  /** False for a Billing Owner viewer. */
  can_change_roles: z.boolean(),
  /** LIMIT_PERMISSION_ROLES applies: dropdowns read-only with the tooltip, invite form locked. */
  roles_locked: z.boolean(),
  pending_invitations: z.array(z.object({ email: z.string(), role: z.string(), created_at: z.string() })),
});
export type TMembersContext = z.infer<typeof ZMembersContext>;

/** GET /api/v1/account/labs */
export const ZLabsContext = z.object({
  can_toggle: z.boolean(),
  labs: z.array(z.object({ key: z.string(), name: z.string(), description: z.string(), enabled: z.boolean() })),
});
export type TLabsContext = z.infer<typeof ZLabsContext>;

/** POST /api/v1/account/permissions/ and /api/v1/account/labs/ answer `{ status: 'ok' }`. */
export const ZStatusOk = z.object({ status: z.literal('ok') });
