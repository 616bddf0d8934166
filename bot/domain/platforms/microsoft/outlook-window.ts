/** The days an Outlook sync covers: today to 60 days on, in the person's own time zone. */
import { addDaysToKey, localDateKey, zonedTimeToUtc } from '../../../../shared/zoned-time.ts';
import { isTimeZone } from '../../teams/change-member-time-zone.ts';

/** How far ahead the calendar is read. */
export const OUTLOOK_WINDOW_DAYS = 60;

/**
 * The person's zone for day arithmetic: their own; when they follow each report's ('default'),
 * their mailbox's (Graph's mailboxSettings.timeZone, already an IANA name); else UTC.
 */
export function outlookZoneOf(userTimeZone: string, mailboxTimeZone?: string | null): string {
  if (userTimeZone !== 'default' && isTimeZone(userTimeZone)) return userTimeZone;
  return mailboxTimeZone && isTimeZone(mailboxTimeZone) ? mailboxTimeZone : 'UTC';
}

/** The window's local days [fromKey, toKey) and the instants that bound it. */
export function outlookWindow(now: Date, timeZone: string) {
  const fromKey = localDateKey(now, timeZone);
  const toKey = addDaysToKey(fromKey, OUTLOOK_WINDOW_DAYS);
  return {
    fromKey,
    toKey,
    start: zonedTimeToUtc(fromKey, 0, 0, timeZone),
    end: zonedTimeToUtc(toKey, 0, 0, timeZone),
  };
}
