/**
 * Accounts and sign-in contracts (spec part 1 §2.2-§2.9, §5, §9; part 2 §2.2, §2.3): the form
 * fields, their limits and the messages word for word, shared by the server's validation and the
 * web app's forms.
 *
 * Form posts answer JSON to `Accept: application/json`: success is `{ ok: true, redirect }`
 * (the page to go to next) and a refusal is the usual error body with `fields` (field -> messages,
 * `__all__` for messages that belong to no field). Without that header they redirect.
 */
import { z } from 'zod';

/** Text inputs allow at most 254 characters (part 1 §5, §9). */
export const MAX_INPUT = 254;

export const ACCOUNT_MESSAGES = {
  organizationRequired: 'Organization name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsMismatch: 'Passwords do not match or invalid',
  emailUsed: 'Unable to register: That email is already used.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address.',
  tooLong: `Ensure this value has at most ${MAX_INPUT} characters.`,
  badCredentials: 'Please enter a correct email and password. Note that both fields may be case-sensitive.',
  tooManySignIns: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  invalidLink: 'Oops! This link is invalid',
  magicLinkInvalid: 'That sign-in link is invalid or has expired. Request a new one below.',
  resetSent: 'If an account exists for that email, we sent a link to choose a new password. It is valid for 24 hours.',
  magicLinkSent: 'If an account exists for that email, we sent a sign-in link. It is valid for 15 minutes.',
  passwordSaved: 'Your password was saved. You can sign in with it now.',
  passwordChanged: 'Your password was changed.',
  currentPasswordWrong: 'Your current password was entered incorrectly.',
  invitationInvalid: 'This invitation is invalid or was already used.',
  invitationSent: 'Invitation sent to {email}.',
  alreadyMember: '{email} is already a member of this organization.',
  /** A login opens one organisation, and an invitation link cannot register an email that has one. */
  memberElsewhere:
    '{email} already has a Rollcall login in another organization, and a login belongs to one organization. Invite another email address of theirs, or ask them to delete their other organization first.',
  /** The invite form added someone who already had a login (no invitation to accept). */
  addedExistingLogin:
    '{email} already had a Rollcall login and was added to your organization. We emailed them to sign in.',
  organizationUpdated: 'Organization name updated.',
  permissionsDenied: 'You do not have permission to do that.',
  rolesLocked: 'This plan does not allow changing roles',
  lastAdmin: 'An organization needs at least one Account Admin.',
  ownRole: 'You cannot change your own role.',
  trialReset: 'Your trial was extended by 14 days.',
  trialResetRefused: 'This trial cannot be reset again. Please choose a plan on the billing page.',
  verificationResent: 'We sent the verification email again.',
  emailVerified: 'Your email address is verified. Finish setting up your account.',
  signedOut: 'You are signed out.',
} as const;

/** `{email}`-style placeholders filled in. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const ZText = (required?: string) =>
  z
    .string()
    .trim()
    .max(MAX_INPUT, ACCOUNT_MESSAGES.tooLong)
    .refine((value) => !required || value.length > 0, { message: required ?? '' });

export const ZEmail = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(MAX_INPUT, ACCOUNT_MESSAGES.tooLong)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** Part 1 §9 survey options; the first of each list is its default unless noted. */
export const SURVEY_OPTIONS = {
  platform: [
    { value: 'MSTEAMS', label: 'Microsoft Teams' },
    { value: 'SLACK', label: 'Slack' },
    { value: 'SPARK', label: 'Cisco Webex Teams' },
    { value: 'EMAIL', label: 'Email' },
  ],
  job_title: [
    'Engineering',
    'Product Management',
    'Founder/CEO',
    'Design',
    'Marketing',
    'Sales',
    'Project Management',
    'Other',
  ],
  pm_tool: [
    'We do not use a tool',
    'JIRA',
    'Microsoft Planner',
    'Asana',
    'Trello',
    'Clubhouse',
    'Azure Devops',
    'Other',
  ],
  standup: ['Manually over chat', 'Video/Audio call', 'Email', 'Excel/Docs', "We don't do standups currently", 'Other'],
  ref_source: ['App store listing', 'Google', 'Word of mouth', 'Other'],
} as const;

export const SURVEY_DEFAULTS = {
  platform: 'MSTEAMS',
  job_title: 'Engineering',
  pm_tool: 'We do not use a tool',
  standup: 'Manually over chat',
  ref_source: 'App store listing',
} as const;

const oneOf = <T extends readonly string[]>(values: T, fallback: T[number]) =>
  z
    .string()
    .optional()
    .transform((value) => (value && (values as readonly string[]).includes(value) ? value : fallback) as T[number]);

/** POST /accounts/login/ */
export const ZLoginForm = z.object({
  username: z.string().trim().max(MAX_INPUT, ACCOUNT_MESSAGES.tooLong).min(1, ACCOUNT_MESSAGES.emailRequired),
  password: z.string().max(1024).min(1, 'Password is required'),
  next: z.string().max(2048).optional(),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

/** POST /accounts/signup/ (signup start) and the email-only forms (forgot password, magic link). */
export const ZEmailForm = z.object({ email: ZEmail });

/** The password pair of every form that sets one. */
const passwordPair = {
  password1: z.string().max(1024),
  password2: z.string().max(1024),
};

/** POST /accounts/signup/{hash}/confirm/ — the final step of the multi-step signup. */
export const ZSignupForm = z.object({
  email: ZEmail.optional(),
  ...passwordPair,
  phone: ZText().optional().default(''),
  fname: ZText(ACCOUNT_MESSAGES.firstNameRequired),
  lname: ZText(ACCOUNT_MESSAGES.lastNameRequired),
  organization: ZText(ACCOUNT_MESSAGES.organizationRequired),
  ref_source: oneOf(SURVEY_OPTIONS.ref_source, SURVEY_DEFAULTS.ref_source),
  platform: oneOf(
    SURVEY_OPTIONS.platform.map((p) => p.value),
    SURVEY_DEFAULTS.platform,
  ),
  job_title: oneOf(SURVEY_OPTIONS.job_title, SURVEY_DEFAULTS.job_title),
  pm_tool: oneOf(SURVEY_OPTIONS.pm_tool, SURVEY_DEFAULTS.pm_tool),
  standup: oneOf(SURVEY_OPTIONS.standup, SURVEY_DEFAULTS.standup),
});
export type TSignupForm = z.infer<typeof ZSignupForm>;

/** POST /accounts/invite/{hash}/confirm/ — invited signup. */
export const ZInvitedSignupForm = z.object({
  fname: ZText(ACCOUNT_MESSAGES.firstNameRequired),
  lname: ZText(ACCOUNT_MESSAGES.lastNameRequired),
  email: ZEmail.optional(),
  phone: ZText().optional().default(''),
  job_title: ZText().optional().default(''),
  ...passwordPair,
});
export type TInvitedSignupForm = z.infer<typeof ZInvitedSignupForm>;

/** POST /accounts/password-reset/{uuid}/ */
export const ZPasswordResetForm = z.object(passwordPair);

/** POST /my/settings/password/ — set_password or change_password names the button pressed. */
export const ZMyPasswordForm = z.object({
  ...passwordPair,
  current_password: z.string().max(1024).optional(),
  set_password: z.string().optional(),
  change_password: z.string().optional(),
});

/** Signup context for /accounts/signup/{hash}/confirm/ (part 1 §3). */
export const ZSignupContext = z.object({
  email: z.string(),
  is_fname: z.boolean(),
  is_lname: z.boolean(),
  is_SSO: z.boolean(),
  is_verified: z.boolean(),
  /** The names a single-sign-on provider gave (is_fname / is_lname say whether there are any). */
  fname: z.string().optional(),
  lname: z.string().optional(),
  platform: z.string(),
  slug: z.string(),
});
export type TSignupContext = z.infer<typeof ZSignupContext>;

/** Context of /accounts/invite/{hash}/confirm/. */
export const ZInvitationContext = z.object({
  invited_by_name: z.string(),
  organization: z.string(),
  email: z.string(),
  role: z.string(),
});
export type TInvitationContext = z.infer<typeof ZInvitationContext>;

/** Invite to organization (part 2 §7): only these roles may be offered. */
export const INVITE_ROLES = [
  { value: 0, label: 'Billing Owner' },
  { value: 2, label: 'Team Admin' },
] as const;

/** POST /accounts/settings/members/ */
export const ZInviteForm = z.object({
  'invite-email': ZEmail,
  'invite-role': z.coerce
    .number()
    .refine((role) => role === 0 || role === 2, { message: 'Choose Billing Owner or Team Admin.' }),
  account_uuid: z.string().max(64).optional(),
});

/** POST /api/v1/account/permissions/ */
export const ZPermissionChange = z.object({
  membership_id: z.string().max(64),
  user_type_id: z.coerce.number().int().min(0).max(3),
});

/** POST /accounts/settings/general (organisation name). */
export const ZOrganizationForm = z.object({
  name: ZText('Organization name is required'),
});

/** Labs an account admin can turn on (spec part 2 §2.2; the multi-plan and private-report labs). */
export const LABS = [
  {
    key: 'multiplan',
    name: 'Multi-plan billing',
    description: 'Choose between the Basic, Team and Business plans on the billing page.',
  },
  {
    key: 'private_reports',
    name: 'Private reports',
    description: "Reports whose answers only the respondent, team admins and the report's owner can read.",
  },
] as const;
export type TLabKey = (typeof LABS)[number]['key'];

/** POST /api/v1/account/labs/ */
export const ZLabToggle = z.object({
  lab: z.enum(LABS.map((lab) => lab.key) as [TLabKey, ...TLabKey[]]),
  enabled: z.boolean(),
});

/** Answer of a successful form post: where to go next, and a message to show there. */
export const ZFormOk = z.object({
  ok: z.literal(true),
  redirect: z.string().optional(),
  message: z.string().optional(),
});
export type TFormOk = z.infer<typeof ZFormOk>;
