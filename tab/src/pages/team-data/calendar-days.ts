/** Calendar arithmetic on plain year/month/day numbers, so no time zone can shift a day. */

export interface TMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The day written YYYY-MM-DD. */
export function dayKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Today in the viewer's calendar, as YYYY-MM-DD (local date parts, not UTC). */
export function todayKey(now: Date = new Date()): string {
  return dayKey(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The month containing today. */
export function currentMonth(now: Date = new Date()): TMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The month `delta` months after `from` (negative goes back). */
export function addMonths(from: TMonth, delta: number): TMonth {
  const index = from.year * 12 + (from.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** How many days the month has (UTC arithmetic on numbers only). */
function daysInMonth({ year, month }: TMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weekday of the month's 1st: 0 = Sunday. */
function firstWeekday({ year, month }: TMonth): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

/** One square of the grid: its position (0..41) and its day, or null for another month's day. */
export interface TGridCell {
  slot: number;
  day: number | null;
}

/** The month as weeks Sunday to Saturday; days of other months are null. */
export function monthWeeks(month: TMonth): TGridCell[][] {
  const lead = firstWeekday(month);
  const total = Math.ceil((lead + daysInMonth(month)) / 7) * 7;
  const weeks: TGridCell[][] = [];
  for (let slot = 0; slot < total; slot += 1) {
    const day = slot - lead + 1;
    if (slot % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({ slot, day: day >= 1 && day <= daysInMonth(month) ? day : null });
  }
  return weeks;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'December 2026'. */
export function monthLabel({ year, month }: TMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** 'Tuesday, December 1, 2026', for a day button's accessible name. */
export function dayLabel({ year, month }: TMonth, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return `${weekday}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
