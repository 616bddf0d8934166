/** Team settings contracts (spec part 3 §2.9, §5): hashtags and vacations, shared by server and web app. */
import { z } from 'zod';
import { PLATFORMS } from './roles.ts';

export const HASHTAG_MESSAGES = {
  note: 'no spaces, no # symbol needed',
  invalid: 'Use letters, numbers, - or _ only: no spaces, no # symbol needed.',
  required: 'Enter a hashtag.',
  duplicate: 'This team already has that hashtag.',
  confirmDelete: 'Are you sure you want to delete this hashtag?',
} as const;

/** POST /team/settings/hashtags/ — one tag, letters/digits/-/_ up to 50 characters. */
export const ZHashtagForm = z.object({
  tag: z
    .string()
    .trim()
    .min(1, HASHTAG_MESSAGES.required)
    .max(50, 'Hashtags have at most 50 characters.')
    .regex(/^[\p{L}\p{N}_-]*$/u, HASHTAG_MESSAGES.invalid),
});

/** GET /api/v1/team/settings/hashtags */
export const ZHashtagsContext = z.object({
  /** Each tag with the day it was added and its entries (the hashtag dashboard). */
  hashtags: z.array(z.object({ tag: z.string(), created_at: z.string(), entries_link: z.string() })),
  can_edit: z.boolean(),
  locked: z.boolean(),
});
export type THashtagsContext = z.infer<typeof ZHashtagsContext>;

/** A calendar day, YYYY-MM-DD. */
export const ZDay = z.iso.date({ error: 'Days are written YYYY-MM-DD.' });

/**
 * POST /api/v1/account/settings/ — set_vacations (mine) or set_team_vacations (the current team's).
 * For mine, only the days picked by hand: a posted day that Outlook synced stays Outlook's.
 */
export const ZVacationUpdate = z.object({
  type: z.enum(['set_vacations', 'set_team_vacations'], { error: 'Unknown settings change.' }),
  selected_vacations: z.array(ZDay).max(1000, 'Too many days at once.'),
});

/** GET /api/v1/my/vacations and /api/v1/team/vacations */
export const ZVacationsContext = z.object({
  /** The days picked on the page (for a person: not those synced from Outlook, which are below). */
  selected_vacations: z.array(z.string()),
  /** Of the person's days, those synced from Outlook (read-only on the page; absent for a team). */
  outlook_days: z.array(z.string()).optional(),
  can_edit: z.boolean(),
  locked: z.boolean(),
});
export type TVacationsContext = z.infer<typeof ZVacationsContext>;

/** Notification preferences (spec part 3 §2.3): chat only, email only, or both. */
export const NOTIFICATION_TYPES = [
  { value: 'platform', label: 'Chat notification only' },
  { value: 'email', label: 'Email notification only' },
  { value: 'platform_email', label: 'Chat and email notifications' },
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number]['value'];

/** Profile photo rules: the server refuses anything else with these messages. */
export const PHOTO_RULES = {
  maxBytes: 2 * 1024 * 1024,
  tooLarge: 'Photos can be at most 2 MB.',
  badType: 'Upload a PNG, JPEG, GIF or WebP image.',
} as const;

/** GET /api/v1/my/settings/general */
export const ZMyGeneralSettings = z.object({
  email: z.string(),
  timezone: z.string(),
  notification_type: z.string(),
  notification_options: z.array(z.object({ value: z.string(), label: z.string() })),
  photo_url: z.string().nullable(),
});
export type TMyGeneralSettings = z.infer<typeof ZMyGeneralSettings>;

/** Data retention options (spec part 3 §2.12, §9). */
export const RETENTION_POLICIES = [
  { value: 'disabled', label: 'No retention policy set' },
  { value: '2w', label: '2 weeks' },
  { value: '1m', label: '1 month' },
  { value: '3m', label: '3 months' },
  { value: '6m', label: '6 months' },
  { value: '1y', label: '1 year' },
  { value: '2y', label: '2 years' },
] as const;
export type TRetentionPolicy = (typeof RETENTION_POLICIES)[number]['value'];

export const SECURITY_MESSAGES = {
  confirmRevoke: 'Are you sure you want to revoke permissions for this user?',
  sharedBy: 'This team has been shared with you by {name} (Admin)',
  purgeWarning: 'Purged data cannot be restored.',
} as const;

/** POST /teams/invite/ */
export const ZShareForm = z.object({
  share_email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' })),
  team_slug: z.string().max(200),
});

/** POST /teams/save_data_retention/ */
export const ZRetentionForm = z.object({
  retention_policy: z.enum(RETENTION_POLICIES.map((p) => p.value) as [TRetentionPolicy, ...TRetentionPolicy[]], {
    error: 'Choose one of the retention options.',
  }),
});

/** GET /api/v1/team/settings/security */
export const ZSecurityContext = z.object({
  team_slug: z.string(),
  shared_users: z.array(z.object({ email: z.string(), name: z.string(), shared_by: z.string().nullable() })),
  /** Team Admin or Account Admin: the share form (spec part 3 §2.12). */
  can_share: z.boolean(),
  /** User type ADMIN: the list of shared users. */
  can_see_shared: z.boolean(),
  /** For a viewer the team was shared with: 'This team has been shared with you by {name} (Admin)'. */
  shared_by_note: z.string().nullable(),
  retention_policy: z.string(),
  can_edit_retention: z.boolean(),
  retention_locked: z.boolean(),
});
export type TSecurityContext = z.infer<typeof ZSecurityContext>;

/** A row of the team members table (GET /api/v1/team/settings/general). */
export const ZTeamMember = z.object({
  member_id: z.string(),
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
  /** Why a chat team is asked by email (an email-only plan); null otherwise. */
  plan_notice: z.string().nullable().optional(),
});
export type TTeamSettingsGeneral = z.infer<typeof ZTeamSettingsGeneral>;

/** POST /team/settings/members/action/add/ — one result per submitted row. */
export const ZAddMembersAnswer = z.object({
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
export type TAddMembersAnswer = z.infer<typeof ZAddMembersAnswer>;
