/**
 * Reports contracts (spec part 3 §2.1-§2.3, §3, §5, §9), shared by the server and the web app:
 * the report form body of create_new / update_existing, its defaults and messages, the reports
 * list items and the wizard context.
 */
import { z } from 'zod';
import { PLATFORMS } from './roles.ts';
import { parseDaysOfMonth, parseDaysOfWeek } from './schedule.ts';

/** Word-for-word messages of part 3 §5 and §8, plus the ones we designed (marked). */
export const REPORT_MESSAGES = {
  questionRequired: 'required',
  allQuestionsRequired: 'All questions are required',
  channelRequired: 'A channel is required.',
  memberRequired: 'Must include at least one team member',
  dayRequired: 'Must select atleast one day in month or week',
  emailRequired: 'Required',
  emailInvalid: 'Invalid email address',
  emailInvalidAlert: (value: string) => `${value} is not a valid email`,
  seatLimit: 'You need to upgrade your seats.',
  seatLimitShort: 'You need to upgrade',
  seatLimitTenUsers: 'Your plan includes up to 10 users in reports. Upgrade to add more.',
  botMessagesUnavailable: 'This feature is not available yet.',
  confirmDelete: 'Are you sure you want to delete this report?',
  firstReportLive: 'Nice one! Your first report is live.',
  saveBeforeLeaving: 'Make sure to save your changes before navigating away from the page.',
  noStats: 'No stats available yet.',
  submitToSeeStats: 'Submit entries to see stats',
  /** Designed: a name longer than the column allows. */
  nameTooLong: 'Report names have at most 120 characters.',
  /** Designed: an unknown IANA zone. */
  timeZoneInvalid: 'Choose a time zone from the list.',
  /** Designed: a member who is not in the report's team. */
  memberNotInTeam: 'Members must belong to the team of the report.',
  /** Designed: ONE_REPORT_LIMIT reached. */
  oneReportLimit: 'Your plan includes one report. Upgrade to create more.',
  /** Designed: GET /report/trigger/ on a report whose run for today is already open. */
  triggered: 'The report was sent. Members are getting their check-ins now.',
  paused: 'The report is paused.',
  resumed: 'The report is active again.',
  deleted: 'The report was deleted.',
} as const;

export const QUESTION_MAX_LENGTH = 500;
export const MAX_QUESTIONS = 20;
export const MESSAGE_MAX_LENGTH = 2000;
export const MAX_SUMMARY_EMAILS = 50;

export const SCHEDULE_TYPES = ['weekly', 'monthly', 'custom'] as const;
export const NOTIFICATION_TYPE_VALUES = ['platform', 'email', 'platform_email'] as const;
export const SUMMARY_FORMATS = ['members', 'questions'] as const;
export const SUMMARY_DAYS = ['same_day', 'next_day'] as const;
export const SUMMARY_TIMINGS = ['at_time', 'after_delay'] as const;
export const VIDEO_MEETING_TYPES = ['disabled', 'msteams'] as const;

/** Placeholders of the bot messages (part 3 §9). */
export const BOT_MESSAGE_PLACEHOLDERS = [
  '{{team_name}}',
  '{{report_name}}',
  '{{report_date}}',
  '{{edit_link}}',
  '{{dashboard_link}}',
  '{{time_left}}',
] as const;
/** Variables of the intro and closing messages (part 3 §9). */
export const WIZARD_MESSAGE_VARIABLES = ['{{name}}', '{{report}}', '{{team}}'] as const;

/** Default texts of the customisable messages (part 3 §9); Reset puts these back. */
export const DEFAULT_BOT_MESSAGES = {
  intro_message:
    'Hi {{name}}! It is time for the {{report}} report of {{team}}. Your answers will be shared in #standup.',
  closing_message: 'Good job! Thanks for completing your check-in for {{report}}.',
  public_message_title: "Here is {{team_name}}'s report for the report {{report_name}} on {{report_date}}",
  public_message_subtitle: 'I will post the reports as each team member gives their submission.',
  reminder_one: 'Hey! Please take a moment to check in with your team for {{report_name}}. {{time_left}}',
  reminder_two: 'The {{report_name}} check-in is almost over. Add your answers now: {{edit_link}}',
  report_finished_message: 'Thanks! Your answers for {{report_name}} are in. See the team on {{dashboard_link}}',
  report_out_of_time_message: 'The {{report_name}} check-in for {{report_date}} has closed.',
  private_message:
    'Your answers to {{report_name}} are private: only you, the team admins and the report owner see them.',
} as const;
export type TBotMessageName = keyof typeof DEFAULT_BOT_MESSAGES;
export const BOT_MESSAGE_NAMES = Object.keys(DEFAULT_BOT_MESSAGES) as TBotMessageName[];

/** Defaults of part 3 §9. */
export const REPORT_DEFAULTS = {
  name: 'My Custom Report',
  timeZone: 'America/Toronto',
  hour: 10,
  minute: 0,
  dayOfMonth: '1,15',
  dayOfWeek: '1-5',
  sendReminderEnabled: true,
  summaryHour: 12,
  summaryMinute: 0,
  summaryDay: 'same_day',
  schedule: 'weekly',
  summaryFormat: 'members',
  notificationType: 'platform',
} as const;

/** Zones already accepted: building an Intl formatter costs ~0.3 ms, and a run checks its report's zone. */
const KNOWN_ZONES = new Set<string>();

function isIanaZone(zone: string): boolean {
  if (KNOWN_ZONES.has(zone)) return true;
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  // Only accepted names are kept, and there are a few hundred of them.
  KNOWN_ZONES.add(zone);
  return true;
}

/** A zone name Intl knows ('UTC', 'America/Toronto'). */
export const ZTimeZone = z.string().trim().refine(isIanaZone, REPORT_MESSAGES.timeZoneInvalid);

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** True when an extra summary address looks like an email (the wizard's alert uses it too). */
export function isEmailLike(value: string): boolean {
  return EMAIL_LIKE.test(value.trim()) && value.trim().length <= 254;
}

export const ZReportQuestion = z.object({
  type: z.literal('text', { error: 'Only text questions are available.' }),
  value: z.string().trim().max(QUESTION_MAX_LENGTH, `Questions have at most ${QUESTION_MAX_LENGTH} characters.`),
  /** Stable key of an existing question; absent for a new one (answers are stored by key). */
  key: z.string().max(40).optional(),
});

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const message = z.string().max(MESSAGE_MAX_LENGTH, `Messages have at most ${MESSAGE_MAX_LENGTH} characters.`);

/**
 * The report form (part 3 §3): the body of POST /api/v1/report/create_new/ and update_existing/.
 * Every field has a default, so a sparse body is completed the way the wizard would fill it.
 */
export const ZReportFormFields = z.object({
  name: z.string().trim().max(120, REPORT_MESSAGES.nameTooLong).default(''),
  config: z.object({
    fields: z.array(ZReportQuestion).max(MAX_QUESTIONS, `A report has at most ${MAX_QUESTIONS} questions.`),
    hour: int(0, 23).default(REPORT_DEFAULTS.hour),
    minute: int(0, 59).default(REPORT_DEFAULTS.minute),
    time_zone: ZTimeZone.default(REPORT_DEFAULTS.timeZone),
    /** 'HH:MM', as the time picker shows it; the server derives it from hour and minute. */
    time_value: z.string().optional(),
    day_of_week: z.string().default(REPORT_DEFAULTS.dayOfWeek),
    day_of_month: z.string().default(REPORT_DEFAULTS.dayOfMonth),
    video_meeting_type: z.enum(VIDEO_MEETING_TYPES).default('disabled'),
    send_reminder_enabled: z.boolean().default(REPORT_DEFAULTS.sendReminderEnabled),
  }),
  task: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  channel: z.string().max(200).default(''),
  channel_team_slug: z.string().max(200).default(''),
  channel_label: z.string().max(200).default(''),
  intro_message: message.default(DEFAULT_BOT_MESSAGES.intro_message),
  closing_message: message.default(DEFAULT_BOT_MESSAGES.closing_message),
  open_next_report: z.boolean().default(false),
  private_reports_enabled: z.boolean().default(false),
  notification_type: z.enum(NOTIFICATION_TYPE_VALUES).default(REPORT_DEFAULTS.notificationType),
  report_summary_hour: int(0, 23).default(REPORT_DEFAULTS.summaryHour),
  report_summary_minute: int(0, 59).default(REPORT_DEFAULTS.summaryMinute),
  report_summary_timezone: z.string().default(''),
  /** Send the summary at all (to participants and extra emails). */
  report_summary_enabled: z.boolean().default(true),
  enable_channel_broadcast: z.boolean().default(false),
  report_summary_day: z.enum(SUMMARY_DAYS).default(REPORT_DEFAULTS.summaryDay),
  /** Designed: the summary goes at report_summary_hour:minute, or a delay after the run opens. */
  summary_timing: z.enum(SUMMARY_TIMINGS).default('at_time'),
  /** Summary delay (part 3 §2.3 Notifications): hours 0-23 and minutes 0-59 after the run opens. */
  summary_period: int(0, 23).default(2),
  summary_period_min: int(0, 59).default(0),
  schedule: z.enum(SCHEDULE_TYPES).default(REPORT_DEFAULTS.schedule),
  send_summary_all: z.boolean().default(true),
  email_notifications: z.array(z.string()).max(MAX_SUMMARY_EMAILS).default([]),
  goal_tracking_enabled: z.boolean().default(false),
  summary_format: z.enum(SUMMARY_FORMATS).default(REPORT_DEFAULTS.summaryFormat),
  /** User ids of the members. */
  users: z.array(z.string()).max(5000).default([]),
  /** The report being updated (update_existing only). */
  report_slug: z.string().default(''),
  task_id: z.string().optional(),
  /** The team the report belongs to; the viewer's current team when empty. */
  team_slug: z.string().default(''),
  action: z.enum(['SAVE', 'RUN']).default('SAVE'),
  edit_mode: z.enum(['CREATE', 'UPDATE']).default('CREATE'),
  section: z.string().optional(),
  cron_exp: z.string().optional(),
  db_cron_exp: z.string().optional(),
  reminder_one: message.default(DEFAULT_BOT_MESSAGES.reminder_one),
  reminder_two: message.default(DEFAULT_BOT_MESSAGES.reminder_two),
  public_message_title: message.default(DEFAULT_BOT_MESSAGES.public_message_title),
  public_message_subtitle: message.default(DEFAULT_BOT_MESSAGES.public_message_subtitle),
  report_finished_message: message.default(DEFAULT_BOT_MESSAGES.report_finished_message),
  report_out_of_time_message: message.default(DEFAULT_BOT_MESSAGES.report_out_of_time_message),
  private_message: message.default(DEFAULT_BOT_MESSAGES.private_message),
  /** Designed: publish (enable) on create; Pause/Publish in the schedule section flip it. */
  enabled: z.boolean().default(true),
});

/** The report form with the cross-field rules of part 3 §5 (a wizard draft may break them; a save may not). */
export const ZReportForm = ZReportFormFields.superRefine((form, ctx) => {
  form.config.fields.forEach((field, index) => {
    if (field.value === '')
      ctx.addIssue({
        code: 'custom',
        path: ['config', 'fields', index, 'value'],
        message: REPORT_MESSAGES.questionRequired,
      });
  });
  if (form.config.fields.length === 0)
    ctx.addIssue({ code: 'custom', path: ['config', 'fields'], message: REPORT_MESSAGES.allQuestionsRequired });
  if (form.users.length === 0)
    ctx.addIssue({ code: 'custom', path: ['users'], message: REPORT_MESSAGES.memberRequired });
  if (form.enable_channel_broadcast && form.channel.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['channel'], message: REPORT_MESSAGES.channelRequired });
  const daysOk =
    form.schedule === 'weekly'
      ? (parseDaysOfWeek(form.config.day_of_week) ?? []).length > 0
      : (parseDaysOfMonth(form.config.day_of_month) ?? []).length > 0 &&
        (form.schedule === 'custom' || (parseDaysOfMonth(form.config.day_of_month) ?? []).length === 1);
  if (!daysOk) {
    const path = form.schedule === 'weekly' ? 'day_of_week' : 'day_of_month';
    ctx.addIssue({ code: 'custom', path: ['config', path], message: REPORT_MESSAGES.dayRequired });
  }
  form.email_notifications.forEach((email, index) => {
    if (email.trim() !== '' && !isEmailLike(email))
      ctx.addIssue({ code: 'custom', path: ['email_notifications', index], message: REPORT_MESSAGES.emailInvalid });
  });
  if (form.report_summary_timezone !== '' && !isIanaZone(form.report_summary_timezone))
    ctx.addIssue({ code: 'custom', path: ['report_summary_timezone'], message: REPORT_MESSAGES.timeZoneInvalid });
});
export type TReportFormInput = z.input<typeof ZReportForm>;
export type TReportForm = z.output<typeof ZReportForm>;

/** Answer of create_new / update_existing. */
export const ZReportSaveAnswer = z.object({
  ok: z.literal(true),
  report_id: z.string(),
  slug: z.string(),
  dashboard_url: z.string(),
  /** True when this was the account's first report (the wizard shows the success modal). */
  first_report: z.boolean(),
  /** RUN: the run was started. */
  triggered: z.boolean(),
});
export type TReportSaveAnswer = z.infer<typeof ZReportSaveAnswer>;

/** Stats of a report run (part 3 §3 last_report_data.stats; percentages by part 3 §9). */
export const ZReportStats = z.object({
  entries_count: z.number().int(),
  links: z.number().int(),
  entries_percent: z.number().int(),
  goal_count: z.number().int(),
  goal_percent: z.number().int(),
  blocked_count: z.number().int(),
  blocked_percent: z.number().int(),
});
export type TReportStats = z.infer<typeof ZReportStats>;

/** Percent rounded to a whole number; 0 when there is nothing to divide by. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** Stats from counts: participation = entries over linked members; goals and blockers over entries. */
export function reportStats(counts: { entries: number; links: number; goals: number; blocked: number }): TReportStats {
  return {
    entries_count: counts.entries,
    links: counts.links,
    entries_percent: percentOf(counts.entries, counts.links),
    goal_count: counts.goals,
    goal_percent: percentOf(counts.goals, counts.entries),
    blocked_count: counts.blocked,
    blocked_percent: percentOf(counts.blocked, counts.entries),
  };
}

/** One card of GET /api/v1/reports (the reports list, part 3 §2.1). */
export const ZReportListItem = z.object({
  slug: z.string(),
  report_id: z.string(),
  report_name: z.string(),
  team_slug: z.string(),
  team_name: z.string(),
  enabled: z.boolean(),
  enabled_members: z.number().int(),
  channel_label: z.string(),
  private_reports_enabled: z.boolean(),
  goal_tracking_enabled: z.boolean(),
  /** Schedule in words with its zone, or UNAVAILABLE_SCHEDULE. */
  schedule_text: z.string(),
  /** The viewer may edit, pause and delete it. */
  can_manage: z.boolean(),
  last_report_data: z
    .object({
      key: z.string(),
      human_date: z.string(),
      dashboard_url: z.string(),
      stats: ZReportStats,
    })
    .nullable(),
});
export type TReportListItem = z.infer<typeof ZReportListItem>;

export const ZReportsList = z.object({
  reports: z.array(ZReportListItem),
  /** ONE_REPORT_LIMIT is set and the account already has a report. */
  create_locked: z.boolean(),
  can_create: z.boolean(),
});
export type TReportsList = z.infer<typeof ZReportsList>;

/** A member the wizard can assign (part 3 §3 wizard context account_members). */
export const ZWizardMember = z.object({
  id: z.string(),
  label: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  timezone: z.object({ zone: z.string() }),
  platform_data: z.object({ id: z.string(), platform_service: z.enum(PLATFORMS), platform_label: z.string() }),
  /** Already counted as a billed participant (in another enabled report), so adding is free. */
  counted: z.boolean(),
});
export type TWizardMember = z.infer<typeof ZWizardMember>;

/**
 * GET /api/v1/report/wizard?report_id= (edit) or ?template= (create): everything the wizard needs.
 * `form` is the report form to start from (the saved report, or the template filled with defaults).
 */
export const ZReportWizardContext = z.object({
  edit_mode: z.enum(['CREATE', 'UPDATE']),
  report_id: z.string().nullable(),
  report_slug: z.string().nullable(),
  enabled: z.boolean(),
  form: z.custom<TReportForm>(),
  account_members: z.array(ZWizardMember),
  /** Billed seat count; null when unlimited (trial). */
  available_participants: z.number().int().nullable(),
  usage: z.object({ participants: z.number().int() }),
  team_list: z.array(z.object({ slug: z.string(), team_name: z.string(), service: z.enum(PLATFORMS) })),
  team_channels: z.array(z.object({ id: z.string(), label: z.string(), team_slug: z.string() })),
  saved_report_members: z.array(z.string()),
  report: z.object({ team_service: z.enum(PLATFORMS), team_slug: z.string(), team_name: z.string() }),
  /** The account has no report yet (Publish shows the success modal). */
  first_report: z.boolean(),
  feature_map: z.array(z.string()),
  /** 1 in development (part 3 §9), 15 otherwise. */
  time_step_minutes: z.number().int(),
});
export type TReportWizardContext = z.infer<typeof ZReportWizardContext>;

/** Wizard sections in order (part 3 §2.3). */
export const WIZARD_SECTIONS = ['QUESTIONS', 'MEMBERS', 'SCHEDULE', 'SHARE', 'VISIBILITY'] as const;
export type TWizardSection = (typeof WIZARD_SECTIONS)[number];
export const WIZARD_SECTION_LABELS: Record<TWizardSection, string> = {
  QUESTIONS: 'Questions',
  MEMBERS: 'Members',
  SCHEDULE: 'Schedule',
  SHARE: 'Share',
  VISIBILITY: 'Visibility & Permissions',
};

/** Field errors of a form, keyed by dotted path ('config.fields.0.value', 'users'). */
export function reportFormErrors(input: unknown): Record<string, string[]> {
  const parsed = ZReportForm.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
