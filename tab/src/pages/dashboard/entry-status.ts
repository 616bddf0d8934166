/**
 * What an entry card says about its state (spec part 3 §2.7 entry card states): answered, on
 * vacation, or waiting with 'Sent {time} through {channels}', and a Teams delivery failure.
 */
import { DASHBOARD_MESSAGES, type TDashboardEntry } from '../../../../shared/dashboard.ts';

export type TEntryState = 'completed' | 'vacation' | 'waiting';

const CHANNELS = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The card's state: an answered entry shows its answers even if the member is now on vacation. */
export function entryState(entry: Pick<TDashboardEntry, 'completed' | 'vacation'>): TEntryState {
  if (entry.completed) return 'completed';
  return entry.vacation ? 'vacation' : 'waiting';
}

/**
 * 'Sent 2 hours ago through Email and Microsoft Teams', or 'Not sent yet'; a member asked in their
 * own time zone adds their local time: '... (asked 10:00 PST, their time)', or 'To be asked 10:00
 * GMT+5:30, their time' before it comes.
 */
export function sentLine(
  entry: Pick<TDashboardEntry, 'last_link_sent_difference' | 'notification_types' | 'asked_local'>,
): string {
  const when = entry.last_link_sent_difference;
  const local = entry.asked_local ?? null;
  if (when === null) return local === null ? 'Not sent yet' : `To be asked ${local}, their time`;
  const channels = entry.notification_types.filter((channel) => channel.trim() !== '');
  const sent = channels.length === 0 ? `Sent ${when}` : `Sent ${when} through ${CHANNELS.format(channels)}`;
  return local === null ? sent : `${sent} (asked ${local}, their time)`;
}

/**
 * 'Failed to send through Microsoft Teams. Code - {code}' when Teams answered anything but 201
 * (the error code when Teams gave one, else the status), or null.
 */
export function teamsDeliveryFailure(
  entry: Pick<TDashboardEntry, 'msgStatusPlatform' | 'msgStatusCode' | 'msgStatusErrorCode'>,
): string | null {
  if (entry.msgStatusPlatform !== 'MSTEAMS' || entry.msgStatusCode === null || entry.msgStatusCode === 201) {
    return null;
  }
  const code = entry.msgStatusErrorCode ?? String(entry.msgStatusCode);
  return DASHBOARD_MESSAGES.teamsDeliveryFailed.replace('{code}', code);
}

/** Work-tool links are drawn only when they are web addresses. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
