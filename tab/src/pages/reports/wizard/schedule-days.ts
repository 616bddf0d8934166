/**
 * Schedule editing rules of the wizard (spec part 3 §2.3 Schedule, §4): switching between weekly,
 * monthly and custom, toggling weekdays (Sunday = 0) and days of the month, setting the time,
 * and the schedule the readable sentence describes.
 */
import type { TReportForm } from '../../../../../shared/reports.ts';
import {
  daysOfWeekText,
  parseDaysOfMonth,
  parseDaysOfWeek,
  type TSchedule,
  type TScheduleType,
  weekdayFlags,
} from '../../../../../shared/schedule.ts';
import { type TClockTime, timeValue } from './schedule-time-options.ts';

/** Full names for the S M T W T F S toggles, whose letters alone are ambiguous to a screen reader. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The days of the month grid (part 3 §9: days 1-31). */
export const MONTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 1);

/** Day-of-week text after pressing `day`'s toggle; no day left means every day ('*', part 3 §4). */
export function toggleWeekday(dayOfWeek: string, day: number): string {
  const flags = weekdayFlags(dayOfWeek);
  flags[day] = !flags[day];
  const days = flags.flatMap((on, index) => (on ? [index] : []));
  return daysOfWeekText(days);
}

/** The chosen days of the month; none when the text is empty or broken. */
export function monthDayList(dayOfMonth: string): number[] {
  return parseDaysOfMonth(dayOfMonth) ?? [];
}

/**
 * Day-of-month text after pressing `day` in the grid. Monthly permits one day: pressing a day
 * chooses it alone, pressing the chosen day clears it. Custom permits several: pressing toggles.
 * No day left gives '' (not '*'), so the form asks the user to pick one.
 */
export function toggleMonthDay(dayOfMonth: string, day: number, type: 'monthly' | 'custom'): string {
  const days = monthDayList(dayOfMonth);
  if (type === 'monthly') return days.length === 1 && days[0] === day ? '' : String(day);
  const next = days.includes(day) ? days.filter((chosen) => chosen !== day) : [...days, day];
  return next.sort((a, b) => a - b).join(',');
}

/**
 * The form after choosing a schedule type. Changing the type clears the chosen days (part 3 §4):
 * weekly falls back to every day ('*', an empty weekday selection means all days); monthly and
 * custom start with no day ('') so the user must pick.
 */
export function withScheduleType(form: TReportForm, type: TScheduleType): TReportForm {
  if (type === form.schedule) return form;
  const config =
    type === 'weekly' ? { ...form.config, day_of_week: daysOfWeekText([]) } : { ...form.config, day_of_month: '' };
  return { ...form, schedule: type, config };
}

/** The form after picking a run time: hour, minute and the 'HH:MM' time_value together. */
export function withRunTime(form: TReportForm, time: TClockTime): TReportForm {
  return {
    ...form,
    config: { ...form.config, hour: time.hour, minute: time.minute, time_value: timeValue(time.hour, time.minute) },
  };
}

/**
 * The schedule the form describes, for the readable sentence; undefined while the days are not a
 * valid choice (no day, or several days on a monthly report) so no misleading sentence shows.
 */
export function formSchedule(form: TReportForm): TSchedule | undefined {
  const { config } = form;
  const base = { type: form.schedule, hour: config.hour, minute: config.minute, timeZone: config.time_zone };
  if (form.schedule === 'weekly') {
    const daysOfWeek = parseDaysOfWeek(config.day_of_week);
    return daysOfWeek === undefined || daysOfWeek.length === 0 ? undefined : { ...base, daysOfWeek, daysOfMonth: [] };
  }
  const daysOfMonth = monthDayList(config.day_of_month);
  if (daysOfMonth.length === 0 || (form.schedule === 'monthly' && daysOfMonth.length !== 1)) return undefined;
  return { ...base, daysOfWeek: [], daysOfMonth };
}
