/**
 * The summary delay inputs (spec part 3 §2.3 Notifications, §5): whole hours 0-23
 * (summary_period) and minutes 0-59 (summary_period_min). While typing, a bad value shows an
 * error and is not stored; leaving the input clamps it into range.
 */

export type TDelayUnit = 'hours' | 'minutes';

/** The largest value of each part. */
export const DELAY_MAX: Record<TDelayUnit, number> = { hours: 23, minutes: 59 };

export interface TDelayRead {
  /** The value to store; undefined while the text is not a whole number in range. */
  value: number | undefined;
  error: string | undefined;
}

/** The message for a value out of range or not a whole number. */
export function delayError(unit: TDelayUnit): string {
  const label = unit === 'hours' ? 'Hours' : 'Minutes';
  return `${label} must be a whole number from 0 to ${DELAY_MAX[unit]}.`;
}

/** Reads what the user typed: a whole number in range, or the error to show. */
export function readDelayPart(text: string, unit: TDelayUnit): TDelayRead {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value > DELAY_MAX[unit]) return { value: undefined, error: delayError(unit) };
  return { value, error: undefined };
}

/** The value to keep when the user leaves the input: the typed number clamped into range, else `fallback`. */
export function clampDelayPart(text: string, unit: TDelayUnit, fallback: number): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return fallback;
  return Math.min(DELAY_MAX[unit], Math.max(0, Math.trunc(value)));
}
