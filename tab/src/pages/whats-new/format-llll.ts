/**
 * Release-note dates as the spec writes them (part 1 §9: moment's 'llll', e.g. "Wed, Nov 25, 2026
 * 2:30 AM"), drawn with Intl in the viewer's own time zone instead of shipping a date library.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "ddd, MMM D, YYYY h:mm A" of an ISO date-time, in `timeZone` (the viewer's zone when omitted);
 * the text itself for something that is not a date.
 */
export function formatLlll(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const period = (parts.dayPeriod ?? '').toUpperCase();
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${period}`;
}
