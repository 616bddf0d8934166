/**
 * How a report form (shared/reports.ts) is stored: name, questions, schedule and members in their
 * own columns, every other setting in `settings`; and back again for the wizard.
 */
import { randomBytes } from 'node:crypto';
import { type TReportForm, ZReportForm, ZReportFormFields } from '../../../shared/reports.ts';
import { parseDaysOfMonth, parseDaysOfWeek, scheduleToCron, type TSchedule } from '../../../shared/schedule.ts';
import type { reports, TStoredQuestion } from '../../db/schema/index.ts';
import { readStoredSettings, reportSettingsFallbacks } from './stored-report-settings.ts';

export type TReportRow = typeof reports.$inferSelect;

/** The stored settings: the form without what has its own column or only means something in one request. */
export type TReportSettings = Omit<
  TReportForm,
  | 'name'
  | 'users'
  | 'team_slug'
  | 'report_slug'
  | 'action'
  | 'edit_mode'
  | 'section'
  | 'cron_exp'
  | 'db_cron_exp'
  | 'task_id'
  | 'enabled'
  | 'config'
> & { config: Omit<TReportForm['config'], 'fields'> };

/** The schedule a form describes. */
export function scheduleOfForm(form: TReportForm): TSchedule {
  return {
    type: form.schedule,
    hour: form.config.hour,
    minute: form.config.minute,
    timeZone: form.config.time_zone,
    daysOfWeek: form.schedule === 'weekly' ? (parseDaysOfWeek(form.config.day_of_week) ?? []) : [],
    daysOfMonth: form.schedule === 'weekly' ? [] : (parseDaysOfMonth(form.config.day_of_month) ?? []),
  };
}

/** A short random key for a new question (answers are stored under it, so it never changes). */
export function newQuestionKey(): string {
  return `q_${randomBytes(6).toString('base64url')}`;
}

/** Questions with keys: existing keys kept when they belong to this report, new ones minted. */
export function keyedQuestions(form: TReportForm, previous: readonly TStoredQuestion[] = []): TStoredQuestion[] {
  const known = new Set(previous.map((question) => question.key));
  const used = new Set<string>();
  return form.config.fields.map((field) => {
    const key = field.key && known.has(field.key) && !used.has(field.key) ? field.key : newQuestionKey();
    used.add(key);
    return { key, type: 'text', value: field.value };
  });
}

/** The columns a form sets on a report row. */
export function reportColumnsOfForm(form: TReportForm) {
  const {
    name,
    users,
    team_slug,
    report_slug,
    action,
    edit_mode,
    section,
    cron_exp,
    db_cron_exp,
    task_id,
    enabled,
    ...rest
  } = form;
  const { fields, ...config } = rest.config;
  const time_value = `${String(config.hour).padStart(2, '0')}:${String(config.minute).padStart(2, '0')}`;
  const settings: TReportSettings = { ...rest, config: { ...config, time_value } };
  return {
    name,
    scheduleType: form.schedule,
    cron: scheduleToCron(scheduleOfForm(form)),
    timeZone: form.config.time_zone,
    settings: settings as unknown as Record<string, unknown>,
  };
}

/**
 * The stored settings of a report, completed with today's defaults (a row may predate a new
 * field). A field that fails today's schema falls back on its own, privacy on when in doubt, and
 * is logged (stored-report-settings.ts).
 */
export function settingsOf(report: TReportRow): TReportSettings {
  const { settings, fallbacks } = readStoredSettings(report.settings);
  reportSettingsFallbacks(report, fallbacks);
  return settings;
}

/** The form the wizard edits for a saved report. */
export function formOfReport(report: TReportRow, extra: { memberIds: string[]; teamSlug: string }): TReportForm {
  const stored = report.settings as { config?: Record<string, unknown> };
  const parsed = ZReportForm.safeParse({
    ...stored,
    name: report.name,
    config: {
      ...(stored.config ?? {}),
      fields: report.questions.map(({ type, value, key }) => ({ type, value, key })),
    },
    users: extra.memberIds,
    report_slug: report.slug,
    team_slug: extra.teamSlug,
    edit_mode: 'UPDATE',
    enabled: report.enabled,
  });
  if (parsed.success) return parsed.data;
  // A stored report that no longer validates (say, a question emptied by hand in the database)
  // still opens: the wizard shows what is wrong. Keep what parses, without the cross-field rules.
  return ZReportFormFields.parse({
    name: report.name,
    config: { fields: report.questions.map(({ type, value, key }) => ({ type, value, key })) },
    users: extra.memberIds,
    report_slug: report.slug,
    team_slug: extra.teamSlug,
    edit_mode: 'UPDATE',
    enabled: report.enabled,
  });
}
