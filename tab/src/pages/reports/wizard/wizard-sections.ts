/**
 * The wizard's accordion (spec part 3 §2.3): section order, which section owns a form field (so
 * an error, ours or the server's, opens the right one) and the section remembered per report.
 */
import { type TWizardSection, WIZARD_SECTIONS } from '../../../../../shared/reports.ts';

/** The section after `section`, or null after the last one (which shows the final button). */
export function nextSection(section: TWizardSection): TWizardSection | null {
  return WIZARD_SECTIONS[WIZARD_SECTIONS.indexOf(section) + 1] ?? null;
}

/** True for a value stored by an older build or typed by hand that is still a section name. */
export function isWizardSection(value: unknown): value is TWizardSection {
  return typeof value === 'string' && (WIZARD_SECTIONS as readonly string[]).includes(value);
}

const SCHEDULE_FIELDS = [
  'schedule',
  'enabled',
  'open_next_report',
  'cron_exp',
  'db_cron_exp',
  'task_id',
  'config.hour',
  'config.minute',
  'config.time_zone',
  'config.time_value',
  'config.day_of_week',
  'config.day_of_month',
];
const SHARE_FIELDS = [
  'channel',
  'channel_team_slug',
  'channel_label',
  'team_slug',
  'notification_type',
  'enable_channel_broadcast',
  'send_summary_all',
  'email_notifications',
  'summary_format',
  'summary_timing',
  'summary_period',
  'summary_period_min',
  'config.send_reminder_enabled',
];
const VISIBILITY_FIELDS = [
  'private_reports_enabled',
  'goal_tracking_enabled',
  'task',
  'config.video_meeting_type',
  'intro_message',
  'closing_message',
  'public_message_title',
  'public_message_subtitle',
  'reminder_one',
  'reminder_two',
  'report_finished_message',
  'report_out_of_time_message',
  'private_message',
];

function isUnder(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/**
 * The section that shows a field's error, by dotted path ('config.fields.0.value' -> QUESTIONS);
 * null for the header's name and for paths no section shows (the page lists those on top).
 */
export function sectionOfPath(path: string): TWizardSection | null {
  if (isUnder(path, 'config.fields')) return 'QUESTIONS';
  if (isUnder(path, 'users')) return 'MEMBERS';
  if (SCHEDULE_FIELDS.some((field) => isUnder(path, field))) return 'SCHEDULE';
  if (path.startsWith('report_summary_') || SHARE_FIELDS.some((field) => isUnder(path, field))) return 'SHARE';
  if (VISIBILITY_FIELDS.some((field) => isUnder(path, field))) return 'VISIBILITY';
  return null;
}

/** The sections that have at least one of `errors`, in accordion order. */
export function sectionsWithErrors(errors: Readonly<Record<string, readonly string[]>>): TWizardSection[] {
  const found = new Set(Object.keys(errors).map(sectionOfPath));
  return WIZARD_SECTIONS.filter((section) => found.has(section));
}

/** Errors the page shows on top: neither the name field nor any section displays them. */
export function unplacedErrors(errors: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(errors)
    .filter(([path]) => path !== 'name' && sectionOfPath(path) === null)
    .flatMap(([, messages]) => messages);
}

/** localStorage key of the last opened section: per report, 'new' while creating (part 3 §2.3). */
export function sectionStorageKey(reportId: string | null): string {
  return `rollcall.wizard.section.${reportId ?? 'new'}`;
}

/** The remembered section, or null when none was stored or storage is unavailable (private mode). */
export function readRememberedSection(key: string): TWizardSection | null {
  try {
    const value = window.localStorage.getItem(key);
    return isWizardSection(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the open section; a full or blocked storage only loses the convenience. */
export function rememberSection(key: string, section: TWizardSection): void {
  try {
    window.localStorage.setItem(key, section);
  } catch {
    // Nothing to do: the wizard opens on its first section next time.
  }
}

/** id of a section's accordion header button, so Continue can move keyboard focus to it. */
export function sectionHeaderId(section: TWizardSection): string {
  return `report-wizard-section-${section.toLowerCase()}`;
}
