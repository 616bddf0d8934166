/** The answers of the team pages' API calls (checked with zod so the pages only see typed data). */
import { z } from 'zod';
import { PLATFORMS } from '../../../../shared/roles.ts';

export const ZTeamMember = z.object({
  member_id: z.union([z.string(), z.number()]),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  created_at: z.string(),
  /** null: the member uses the time zone set in each report ('Default in Report'). */
  timezone: z.string().nullable(),
  user_timezone: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** GET /api/v1/team/settings/general */
export const ZTeamSettingsGeneral = z.object({
  team: z.object({
    slug: z.string(),
    team_name: z.string(),
    service: z.enum(PLATFORMS),
    member_count: z.number().int(),
    channel_count: z.number().int(),
    uuid: z.string(),
  }),
  members: z.array(ZTeamMember),
  can_manage: z.boolean(),
});
export type TTeamSettingsGeneral = z.infer<typeof ZTeamSettingsGeneral>;

/** POST /api/v1/settings/ { type: 'change_tz', ... } */
export const ZStatusOkAnswer = z.object({ status: z.literal('ok') });

/** POST /team/settings/members/action/add/ */
export const ZInviteAnswer = z.object({
  ok: z.literal(true),
  rows: z.array(
    z.object({
      index: z.number().int(),
      status: z.enum(['added', 'error', 'skipped']),
      message: z.string().optional(),
    }),
  ),
  message: z.string(),
});
export type TInviteAnswer = z.infer<typeof ZInviteAnswer>;
