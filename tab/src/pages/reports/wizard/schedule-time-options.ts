/**
 * The choices of the wizard's time pickers (spec part 3 §2.3, §5, §9): every time of day in steps
 * of the context's time_step_minutes (15, or 1 in development), no empty value and no seconds,
 * each shown as '10:00 AM' and stored as hour, minute and 'HH:MM'.
 */
import { formatTime } from '../../../../../shared/schedule.ts';

export interface TClockTime {
  hour: number;
  minute: number;
}

export interface TTimeOption extends TClockTime {
  /** 'HH:MM', the value of config.time_value. */
  value: string;
  /** '10:00 AM'. */
  label: string;
}

/** The picker step when the context's step is unusable (part 3 §9). */
export const DEFAULT_TIME_STEP_MINUTES = 15;
const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' from an hour and a minute, the format of config.time_value. */
export function timeValue(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** True for a whole hour 0-23 and a whole minute 0-59. */
export function isClockTime(time: TClockTime): boolean {
  const { hour, minute } = time;
  return Number.isInteger(hour) && Number.isInteger(minute) && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59;
}

/** Reads 'HH:MM' (a picker value) back into hour and minute; undefined for anything else, seconds included. */
export function parseTimeValue(value: string): TClockTime | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const time = { hour: Number(match[1]), minute: Number(match[2]) };
  return isClockTime(time) ? time : undefined;
}

/** The step to use: a whole number of minutes from 1 to 720, else the default 15. */
export function timeStep(stepMinutes: number): number {
  return Number.isInteger(stepMinutes) && stepMinutes >= 1 && stepMinutes <= MINUTES_PER_DAY / 2
    ? stepMinutes
    : DEFAULT_TIME_STEP_MINUTES;
}

/**
 * Every time of day from 00:00 in steps of `stepMinutes`. A `current` time off the grid (saved
 * with another step) is kept in its place, so the picker never shows a value it does not list.
 */
export function timeOptions(stepMinutes: number, current?: TClockTime): TTimeOption[] {
  const step = timeStep(stepMinutes);
  const minutes = new Set<number>();
  for (let at = 0; at < MINUTES_PER_DAY; at += step) minutes.add(at);
  if (current !== undefined && isClockTime(current)) minutes.add(current.hour * 60 + current.minute);
  return [...minutes]
    .sort((a, b) => a - b)
    .map((at) => {
      const hour = Math.floor(at / 60);
      const minute = at % 60;
      return { hour, minute, value: timeValue(hour, minute), label: formatTime(hour, minute) };
    });
}
