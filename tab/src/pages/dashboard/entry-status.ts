/**
 * What an entry card says about its state (spec part 3 §2.7 entry card states): answered, on
 * vacation, or waiting with 'Sent {time} through {channels}', and a chat delivery failure.
 */
import { isChatDeliveryFailure } from '../../../../shared/chat-delivery.ts';
import { DASHBOARD_MESSAGES, type TDashboardEntry } from '../../../../shared/dashboard.ts';
import { awayDetail } from '../../../../shared/holidays.ts';
import { PLATFORM_LABELS } from '../../../../shared/roles.ts';

export type TEntryState = 'completed' | 'vacation' | 'waiting';

const CHANNELS = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The card's state: an answered entry shows its answers even if the member is now on vacation. */
export function entryState(entry: Pick<TDashboardEntry, 'completed' | 'vacation'>): TEntryState {
  if (entry.completed) return 'completed';
  return entry.vacation ? 'vacation' : 'waiting';
}

/** Why a member is away, for the lists of the question view: 'On vacation (public holiday: Christmas Day)'. */
export function awayLine(entry: Pick<TDashboardEntry, 'away_reason' | 'holiday_name'>): string {
  return `On vacation${awayDetail(entry)}`;
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
 * 'Failed to send through {platform}. Code - {code}' when a chat platform refused the prompt (the
 * error code when it gave one, else the status), by the shared rule (shared/chat-delivery.ts) the
 * home page uses too. Null otherwise.
 */
export function chatDeliveryFailure(
  entry: Pick<TDashboardEntry, 'msgStatusPlatform' | 'msgStatusCode' | 'msgStatusErrorCode'>,
): string | null {
  const platform = entry.msgStatusPlatform;
  if (platform !== 'MSTEAMS' && platform !== 'SLACK' && platform !== 'SPARK') return null;
  if (!isChatDeliveryFailure(platform, entry.msgStatusCode, entry.msgStatusErrorCode)) return null;
  const code = entry.msgStatusErrorCode ?? String(entry.msgStatusCode);
  return DASHBOARD_MESSAGES.chatDeliveryFailed.replace('{platform}', PLATFORM_LABELS[platform]).replace('{code}', code);
}

/** Work-tool links are drawn only when they are web addresses. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
