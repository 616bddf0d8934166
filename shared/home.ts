/**
 * The home page (issue 17, spec part 1 §2.1, §6, part 3 §6): what `GET /api/v1/home` answers a
 * signed-in viewer, and the role shortcuts both sides read. A Team Member in no report gets the
 * waiting view instead; guests never call it (they see the landing page).
 */
import { z } from 'zod';
import type { TAccountTypeId } from './roles.ts';

/** How many rows each list of the home page holds at most (a 500-member account stays fast). */
export const HOME_LIMITS = {
  todayRuns: 30,
  managedReports: 30,
  /** Names shown per report under 'needs attention'; the rest are counted. */
  attentionNames: 5,
  admins: 10,
  /** A check-in still pending this long after its prompt time counts as not reached. */
  promptGraceMinutes: 10,
  /** A managed report's latest run older than this is not looked at for problems. */
  attentionWindowDays: 7,
} as const;

export const ZHomeOpenCheckin = z.object({
  link: z.string(),
  report_name: z.string(),
  team_name: z.string(),
});
export type THomeOpenCheckin = z.infer<typeof ZHomeOpenCheckin>;

/** One of today's runs of the viewer's teams (today in the report's own zone). */
export const ZHomeRun = z.object({
  report_name: z.string(),
  team_name: z.string(),
  /** The run's date (YYYY-MM-DD) in the report's zone, and written out. */
  run_date: z.string(),
  long_date: z.string(),
  time_zone: z.string(),
  /** When the run opened (ISO instant); the page writes it in the report's zone. */
  opened_at: z.string(),
  answered: z.number().int(),
  asked: z.number().int(),
  /** Blocked entries; null when the viewer may not count them (a private report's other members). */
  blockers: z.number().int().nullable(),
  dashboard_link: z.string(),
  /** The viewer's own check-in of this run, when they are asked in it and not on vacation. */
  own_checkin: z.object({ link: z.string(), submitted: z.boolean() }).nullable(),
});
export type THomeRun = z.infer<typeof ZHomeRun>;

/** A member a run did not reach, or whose message failed on one channel. */
export const ZHomeAttentionMember = z.object({
  name: z.string(),
  email: z.string(),
  reason: z.string(),
});
export type THomeAttentionMember = z.infer<typeof ZHomeAttentionMember>;

/** A report the viewer manages, with what of its latest run needs them. */
export const ZHomeManagedReport = z.object({
  report_name: z.string(),
  team_name: z.string(),
  enabled: z.boolean(),
  time_zone: z.string(),
  /** The next scheduled run (ISO instant), null when paused. */
  next_run_at: z.string().nullable(),
  latest_run_date: z.string().nullable(),
  dashboard_link: z.string().nullable(),
  manage_link: z.string(),
  /** Members the latest run reached on no channel (never asked, or every channel failed). */
  not_reached_count: z.number().int(),
  not_reached: z.array(ZHomeAttentionMember),
  /** Members whose message failed on one channel but went through another. */
  delivery_failure_count: z.number().int(),
  delivery_failures: z.array(ZHomeAttentionMember),
});
export type THomeManagedReport = z.infer<typeof ZHomeManagedReport>;

export const ZHomeShortcut = z.object({
  label: z.string(),
  href: z.string(),
  description: z.string(),
});
export type THomeShortcut = z.infer<typeof ZHomeShortcut>;

/** Someone who can add a waiting member to a report. */
export const ZHomeAdmin = z.object({ name: z.string(), email: z.string(), role: z.string() });
export type THomeAdmin = z.infer<typeof ZHomeAdmin>;

export const ZHomeOverview = z.object({
  view: z.literal('home'),
  first_name: z.string(),
  account_name: z.string(),
  /** Now, as the server's clock has it (ISO), so "today" reads the same on both sides. */
  now: z.string(),
  open_checkins: z.array(ZHomeOpenCheckin),
  today_runs: z.array(ZHomeRun),
  /** Null for viewers who manage no reports (Team Members). */
  managed_reports: z.array(ZHomeManagedReport).nullable(),
  managed_reports_total: z.number().int(),
  shortcuts: z.array(ZHomeShortcut),
});
export type THomeOverview = z.infer<typeof ZHomeOverview>;

/** Part 3 §6: a Team Member in no report sees only a waiting page. */
export const ZHomeWaiting = z.object({
  view: z.literal('waiting'),
  first_name: z.string(),
  account_name: z.string(),
  admins: z.array(ZHomeAdmin),
  shortcuts: z.array(ZHomeShortcut),
});
export type THomeWaiting = z.infer<typeof ZHomeWaiting>;

export const ZHome = z.discriminatedUnion('view', [ZHomeOverview, ZHomeWaiting]);
export type THome = z.infer<typeof ZHome>;

/** Why a member was not reached or a channel failed, in the dashboard's words where it has them. */
export const HOME_REASONS = {
  notAsked: 'Not asked: their prompt time has passed and nothing was sent.',
  emailFailed: 'The check-in email could not be sent.',
  chatFailed: (platform: string, code: string) => `Failed to send through ${platform}. Code - ${code}`,
} as const;

const SHORTCUTS = {
  dashboard: { label: 'Dashboard', href: '/dashboard/', description: "Your team's latest report run." },
  reports: { label: 'Reports', href: '/reports/', description: 'Every report of your teams, with its stats.' },
  newReport: {
    label: 'Create a report',
    href: '/reports/presets/',
    description: 'Start a standup or check-in from a template.',
  },
  teamSettings: {
    label: 'Team Settings',
    href: '/team/settings/general/',
    description: 'Members, time zones and the platform of your team.',
  },
  addTeam: { label: 'Add a team', href: '/teams/new/', description: 'Connect another team or create an email team.' },
  accountUsage: {
    label: 'Account Usage',
    href: '/accounts/settings/general/',
    description: 'Your organisation, its plan and its active members.',
  },
  accountMembers: {
    label: 'Account Members',
    href: '/accounts/settings/members/',
    description: 'Who is in the account, and their roles.',
  },
  mySettings: { label: 'My Settings', href: '/my/settings/general/', description: 'Your name, photo and time zone.' },
  myVacations: {
    label: 'My vacations',
    href: '/my/settings/vacations/',
    description: 'Days off, when Rollcall does not ask you.',
  },
} as const satisfies Record<string, THomeShortcut>;

/**
 * The home page's shortcuts by role, as part 1 §6's table gives each type its pages: Billing
 * Owners the account pages, Account Admins and Team Admins reports and teams, Team Members their
 * own settings. Only pages that exist are linked.
 */
export const HOME_SHORTCUTS: Readonly<Record<TAccountTypeId, readonly THomeShortcut[]>> = {
  0: [SHORTCUTS.dashboard, SHORTCUTS.accountUsage, SHORTCUTS.accountMembers],
  1: [
    SHORTCUTS.dashboard,
    SHORTCUTS.reports,
    SHORTCUTS.newReport,
    SHORTCUTS.teamSettings,
    SHORTCUTS.addTeam,
    SHORTCUTS.accountUsage,
    SHORTCUTS.accountMembers,
  ],
  2: [
    SHORTCUTS.dashboard,
    SHORTCUTS.reports,
    SHORTCUTS.newReport,
    SHORTCUTS.teamSettings,
    SHORTCUTS.addTeam,
    SHORTCUTS.mySettings,
  ],
  3: [SHORTCUTS.dashboard, SHORTCUTS.mySettings, SHORTCUTS.myVacations],
};
