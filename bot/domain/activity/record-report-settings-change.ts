/**
 * 'updated-report-settings' in the team activity feed (part 3 §2.11): when someone saves a report
 * over its previous settings, the feed says who and which settings changed ('Bo updated the report
 * settings of Daily Standup (Schedule, Questions)'). A save that changes nothing records nothing.
 */
import type { TDb } from '../../db/client.ts';
import type { TReportRow } from '../reports/report-settings.ts';
import { recordActivity } from './record-activity.ts';

/** Designed: the label of each stored setting, as the wizard's sections name them. */
const SETTING_LABELS: Record<string, string> = {
  schedule: 'Schedule',
  task: 'Schedule',
  channel: 'Channel',
  channel_team_slug: 'Channel',
  channel_label: 'Channel',
  enable_channel_broadcast: 'Channel',
  intro_message: 'Messages',
  closing_message: 'Messages',
  reminder_one: 'Reminders',
  reminder_two: 'Reminders',
  public_message_title: 'Messages',
  public_message_subtitle: 'Messages',
  report_finished_message: 'Messages',
  report_out_of_time_message: 'Messages',
  private_message: 'Messages',
  open_next_report: 'Open next report',
  private_reports_enabled: 'Private reports',
  notification_type: 'Notifications',
  report_summary_hour: 'Summary',
  report_summary_minute: 'Summary',
  report_summary_timezone: 'Summary',
  report_summary_enabled: 'Summary',
  report_summary_day: 'Summary',
  summary_timing: 'Summary',
  summary_period: 'Summary',
  summary_period_min: 'Summary',
  send_summary_all: 'Summary',
  summary_format: 'Summary',
  email_notifications: 'Email notifications',
  goal_tracking_enabled: 'Goal tracking',
};

/** A stable text of a JSON value (object keys sorted), to compare settings saved in any key order. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableText(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The report as compared: columns and settings, members as a set. */
export interface TReportSnapshot {
  report: TReportRow;
  memberIds: readonly string[];
}

/**
 * Why: the feed names what changed in words a member knows (the wizard's sections), not the
 * stored keys; each label once, in the wizard's order of first appearance.
 */
export function reportSettingsChanges(before: TReportSnapshot, after: TReportSnapshot): string[] {
  const changes = new Set<string>();
  if (before.report.name !== after.report.name) changes.add('Name');
  const questionsOf = (report: TReportRow) => report.questions.map((question) => question.value);
  if (stableText(questionsOf(before.report)) !== stableText(questionsOf(after.report))) changes.add('Questions');
  if (stableText([...before.memberIds].sort()) !== stableText([...after.memberIds].sort())) changes.add('Members');
  if (
    before.report.cron !== after.report.cron ||
    before.report.timeZone !== after.report.timeZone ||
    before.report.scheduleType !== after.report.scheduleType
  )
    changes.add('Schedule');
  if (before.report.enabled !== after.report.enabled) changes.add(after.report.enabled ? 'Published' : 'Paused');
  const oldSettings = before.report.settings;
  const newSettings = after.report.settings;
  for (const key of new Set([...Object.keys(oldSettings), ...Object.keys(newSettings)])) {
    if (key === 'config') {
      // The schedule's own fields are compared above; the rest of config has its own labels.
      const oldConfig = (oldSettings.config ?? {}) as Record<string, unknown>;
      const newConfig = (newSettings.config ?? {}) as Record<string, unknown>;
      if (oldConfig.video_meeting_type !== newConfig.video_meeting_type) changes.add('Video meeting');
      if (oldConfig.send_reminder_enabled !== newConfig.send_reminder_enabled) changes.add('Reminders');
      continue;
    }
    if (stableText(oldSettings[key]) !== stableText(newSettings[key]))
      changes.add(SETTING_LABELS[key] ?? 'Other settings');
  }
  return [...changes];
}

/** Records the change by `userId` (nothing when the save changed nothing); answers the labels recorded. */
export async function recordReportSettingsChange(
  db: TDb,
  input: { userId: string; before: TReportSnapshot; after: TReportSnapshot; at: Date },
): Promise<string[]> {
  const changes = reportSettingsChanges(input.before, input.after);
  if (changes.length === 0) return [];
  const report = input.after.report;
  await recordActivity(db, {
    accountId: report.accountId,
    teamId: report.teamId,
    userId: input.userId,
    actorLabel: null,
    source: 'rollcall',
    verb: 'updated-report-settings',
    occurredAt: input.at,
    data: { report_id: report.id, report_name: report.name.slice(0, 200), changes },
    deliveryKey: null,
  });
  return changes;
}
