/**
 * Report schedules (spec part 3 §2.1, §2.3, §3, §4): the wizard's weekly / monthly / custom
 * choices, their day fields (day_of_week '0-6' with Sunday 0, ranges or '*'; day_of_month a list
 * or '*'), the cron expression the scheduler runs, and the schedule in words the reports list and
 * the wizard show, with what the daylight-saving rule does to it. Browser-safe: both sides use it.
 */
import { addDaysToKey, localDateKey, localTimeKind, wallClockAt, zonedTimeToUtc } from './zoned-time.ts';

export type TScheduleType = 'weekly' | 'monthly' | 'custom';

export interface TSchedule {
  type: TScheduleType;
  hour: number;
  minute: number;
  /** IANA time zone. */
  timeZone: string;
  /** Weekly: days 0-6, Sunday = 0. */
  daysOfWeek: number[];
  /** Monthly (one day) and custom (several): days 1-31. */
  daysOfMonth: number[];
}

export const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The message the reports list shows for a schedule it cannot put in words (part 3 §2.1). */
export const UNAVAILABLE_SCHEDULE = 'Unavailable: Please save your report again';

/**
 * Reads day-of-week text — '1-5', '1-6', '2-5', '*', '1,3,5', or mixes like '0,2-4' — into sorted
 * unique days 0-6; undefined when the text is not such a list.
 */
export function parseDaysOfWeek(text: string): number[] | undefined {
  return parseDayList(text.trim(), 0, 6);
}

/** Reads day-of-month text ('1,15', '*', '1-5') into sorted unique days 1-31; undefined when invalid. */
export function parseDaysOfMonth(text: string): number[] | undefined {
  return parseDayList(text.trim(), 1, 31);
}

function parseDayList(text: string, min: number, max: number): number[] | undefined {
  if (text === '*') return range(min, max);
  if (text === '') return undefined;
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(part.trim());
    if (!match) return undefined;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < min || to > max || from > to) return undefined;
    for (let day = from; day <= to; day++) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Per-day flags from day-of-week text (the wizard's S M T W T F S toggles). */
export function weekdayFlags(text: string): boolean[] {
  const days = parseDaysOfWeek(text) ?? [];
  return ALL_DAYS.map((day) => days.includes(day));
}

/** Day-of-week text from toggled days; no day selected means every day (part 3 §4). */
export function daysOfWeekText(days: readonly number[]): string {
  const unique = [...new Set(days)].filter((day) => day >= 0 && day <= 6).sort((a, b) => a - b);
  if (unique.length === 0 || unique.length === 7) return '*';
  return unique.join(',');
}

/** Day-of-month text from chosen days ('*' when none). */
export function daysOfMonthText(days: readonly number[]): string {
  const unique = [...new Set(days)].filter((day) => day >= 1 && day <= 31).sort((a, b) => a - b);
  return unique.length === 0 ? '*' : unique.join(',');
}

/** The cron expression (minute hour day-of-month month day-of-week) the scheduler registers. */
export function scheduleToCron(schedule: TSchedule): string {
  const { minute, hour } = schedule;
  if (schedule.type === 'weekly') return `${minute} ${hour} * * ${daysOfWeekText(schedule.daysOfWeek)}`;
  return `${minute} ${hour} ${daysOfMonthText(schedule.daysOfMonth)} * *`;
}

/** '10:00 AM', '4:30 PM'. */
export function formatTime(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  const last = day % 10;
  return `${day}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 'every weekday at 10:00 AM', 'every Friday at 4:00 PM', 'on the 1st and 15th of every month at 10:00 AM'. */
export function scheduleInWords(schedule: TSchedule): string {
  const at = `at ${formatTime(schedule.hour, schedule.minute)}`;
  if (schedule.type === 'weekly') {
    const days = schedule.daysOfWeek.length === 0 ? ALL_DAYS : [...new Set(schedule.daysOfWeek)].sort((a, b) => a - b);
    if (days.length === 7) return `every day ${at}`;
    if (days.join(',') === '1,2,3,4,5') return `every weekday ${at}`;
    if (days.join(',') === '0,6') return `every weekend day ${at}`;
    return `every ${joinWords(days.map((day) => WEEKDAY_NAMES[day] ?? ''))} ${at}`;
  }
  const days = [...new Set(schedule.daysOfMonth)].sort((a, b) => a - b);
  if (days.length === 0 || days.length === 31) return `every day of the month ${at}`;
  return `on the ${joinWords(days.map(ordinal))} of every month ${at}`;
}

/** The wizard's sentence: 'This report will run every weekday at 10:00 AM in the America/Toronto timezone'. */
export function scheduleSentence(schedule: TSchedule): string {
  return `This report will run ${scheduleInWords(schedule)} in the ${schedule.timeZone} timezone`;
}

/** Days whose run time the notes look at: the coming year. */
const NOTE_DAYS = 366;

/**
 * What the daylight-saving rule does to this schedule in the coming year, in words for the wizard
 * (at most one note for a time that does not exist, one for a time that happens twice), e.g. 'On
 * 2027-03-28, 1:30 AM does not exist in Europe/London; that day the report runs at 2:00 AM.' Why:
 * the rule (ARCHITECTURE §3.5) is invisible until the day it applies; the user should know it then.
 */
export function scheduleDstNotes(schedule: TSchedule, now: Date): string[] {
  const { hour, minute, timeZone } = schedule;
  const weekly = schedule.type === 'weekly';
  const days = new Set(weekly ? schedule.daysOfWeek : schedule.daysOfMonth);
  const today = localDateKey(now, timeZone);
  let skipped: string | undefined;
  let twice: string | undefined;
  for (let offset = 0; offset < NOTE_DAYS && (skipped === undefined || twice === undefined); offset++) {
    const key = addDaysToKey(today, offset);
    const date = new Date(`${key}T00:00:00Z`);
    const day = weekly ? date.getUTCDay() : date.getUTCDate();
    if (days.size > 0 && !days.has(day)) continue;
    const kind = localTimeKind(key, hour, minute, timeZone);
    const at = `On ${key}, ${formatTime(hour, minute)}`;
    if (kind === 'skipped' && skipped === undefined) {
      const runs = wallClockAt(zonedTimeToUtc(key, hour, minute, timeZone), timeZone);
      skipped = `${at} does not exist in ${timeZone}; that day the report runs at ${formatTime(runs.hour, runs.minute)}.`;
    } else if (kind === 'twice' && twice === undefined) {
      twice = `${at} happens twice in ${timeZone}; the report runs at the first.`;
    }
  }
  return [skipped, twice].filter((note): note is string => note !== undefined);
}

/**
 * The reports list's schedule text from a stored report config: weekly from minute, hour and
 * day_of_week; monthly from minute, hour and day_of_month; anything else (or a broken field) is
 * UNAVAILABLE_SCHEDULE.
 */
export function describeStoredSchedule(config: {
  schedule?: string;
  hour?: number;
  minute?: number;
  day_of_week?: string;
  day_of_month?: string;
  time_zone?: string;
}): string {
  const { hour, minute } = config;
  const validTime =
    Number.isInteger(hour) && Number.isInteger(minute) && hour! >= 0 && hour! <= 23 && minute! >= 0 && minute! <= 59;
  if (!validTime) return UNAVAILABLE_SCHEDULE;
  const timeZone = config.time_zone ?? 'UTC';
  if (config.schedule === 'weekly') {
    const days = parseDaysOfWeek(config.day_of_week ?? '');
    if (!days) return UNAVAILABLE_SCHEDULE;
    return `${capitalize(scheduleInWords({ type: 'weekly', hour: hour!, minute: minute!, timeZone, daysOfWeek: days, daysOfMonth: [] }))} (${timeZone})`;
  }
  if (config.schedule === 'monthly') {
    const days = parseDaysOfMonth(config.day_of_month ?? '');
    if (!days) return UNAVAILABLE_SCHEDULE;
    return `${capitalize(scheduleInWords({ type: 'monthly', hour: hour!, minute: minute!, timeZone, daysOfWeek: [], daysOfMonth: days }))} (${timeZone})`;
  }
  return UNAVAILABLE_SCHEDULE;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
