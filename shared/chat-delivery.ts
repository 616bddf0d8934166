/**
 * When a chat platform took a prompt, read from the status it answered (checkins.msgStatusCode):
 * one rule for the dashboard's entry cards and the home page's delivery problems, so the two
 * never disagree. Microsoft Teams answers 201 Created; Slack and Cisco Webex answer 200 OK, so
 * any 2xx counts there. An error code recorded with the status is always a failure.
 */
import type { TPlatform } from './roles.ts';

/** The one status a platform answers when it takes a message, where it has exactly one (Teams 201). */
export const CHAT_TAKEN_EXACT_STATUS: Readonly<Partial<Record<TPlatform, number>>> = { MSTEAMS: 201 };
/** Every other platform took the message when it answered a status in [from, below). */
export const CHAT_TAKEN_RANGE = { from: 200, below: 300 } as const;

/** Whether the answer `statusCode` of a platform means it took the message. */
export function chatStatusTaken(platform: TPlatform, statusCode: number): boolean {
  const exact = CHAT_TAKEN_EXACT_STATUS[platform];
  if (exact !== undefined) return statusCode === exact;
  return statusCode >= CHAT_TAKEN_RANGE.from && statusCode < CHAT_TAKEN_RANGE.below;
}

/**
 * Whether a recorded chat answer is a failed delivery: so the dashboard and home page show
 * 'Failed to send through {platform}' for the same check-ins. No answer yet is no failure.
 */
export function isChatDeliveryFailure(
  platform: TPlatform,
  statusCode: number | null,
  errorCode: string | null,
): boolean {
  if (statusCode === null) return false;
  return errorCode !== null || !chatStatusTaken(platform, statusCode);
}
