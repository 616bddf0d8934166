/**
 * The one place in bot/core and bot/domain that names the platforms (ARCHITECTURE §5): the spec's
 * service values (teams.service, users.platform), the chat channel names stored on a check-in
 * (checkins.channels, chat_messages.platform) and the labels the product shows ('Failed to send
 * through {label}'). Everything else asks here, so adding a platform touches this registry and its
 * adapter, not the engine (tests/architecture/platform-constants.test.ts holds it).
 */
import { PLATFORM_LABELS, type TPlatform } from '../../../shared/roles.ts';

/** The spec's platform values of teams and users. */
export const SERVICE = {
  msteams: 'MSTEAMS',
  slack: 'SLACK',
  webex: 'SPARK',
  email: 'EMAIL',
  none: 'NONE',
} as const satisfies Record<string, TPlatform>;

/** The chat channel names a check-in's prompt can go through. */
export type TChatChannelName = 'msteams' | 'slack' | 'webex';
/** Every channel a member can be reached on. */
export type TChannelName = 'email' | TChatChannelName;

/** The email channel's name (checkins.channels). */
export const EMAIL_CHANNEL = 'email' satisfies TChannelName;

/** A chat platform: its service value, its channel name and how the product names it. */
export interface TChatPlatformName {
  service: TPlatform;
  channel: TChatChannelName;
  label: string;
  /** Reports can add a video meeting link (Teams meetings). */
  videoMeetings: boolean;
  /** Member photos can be synced from the platform's directory. */
  photoSync: boolean;
}

/** The chat platforms (Cisco Webex's spec value is SPARK). */
export const CHAT_PLATFORM_NAMES: readonly TChatPlatformName[] = [
  {
    service: SERVICE.msteams,
    channel: 'msteams',
    label: PLATFORM_LABELS.MSTEAMS,
    videoMeetings: true,
    photoSync: true,
  },
  { service: SERVICE.slack, channel: 'slack', label: PLATFORM_LABELS.SLACK, videoMeetings: false, photoSync: false },
  { service: SERVICE.webex, channel: 'webex', label: PLATFORM_LABELS.SPARK, videoMeetings: false, photoSync: false },
];

/** The chat channel of a team's service; undefined for email teams and teams without a platform. */
export function chatChannelOfService(service: string): TChatChannelName | undefined {
  return CHAT_PLATFORM_NAMES.find((platform) => platform.service === service)?.channel;
}

/** The spec's platform value of a chat channel name (msgStatusPlatform shows it); null when unknown. */
export function serviceOfChannel(channel: string | null | undefined): TPlatform | null {
  return CHAT_PLATFORM_NAMES.find((platform) => platform.channel === channel)?.service ?? null;
}

/** How the product names a channel ('Email', 'Microsoft Teams', ...); an unknown name as it is. */
export function channelLabel(channel: string): string {
  if (channel === EMAIL_CHANNEL) return PLATFORM_LABELS.EMAIL;
  return CHAT_PLATFORM_NAMES.find((platform) => platform.channel === channel)?.label ?? channel;
}

/** The chat channel among a check-in's channels (a prompt goes through at most one chat platform). */
export function chatChannelIn(channels: readonly string[]): TChatChannelName | undefined {
  return CHAT_PLATFORM_NAMES.find((platform) => channels.includes(platform.channel))?.channel;
}

/** Whether a team's or user's service is plain email. */
export function isEmailService(service: string): boolean {
  return service === SERVICE.email;
}

/** Whether a service is a chat platform (Teams, Slack, Webex). */
export function isChatService(service: string): boolean {
  return chatChannelOfService(service) !== undefined;
}

/** Whether reports of a team on this service may add a video meeting (Teams only today). */
export function offersVideoMeetings(service: string): boolean {
  return CHAT_PLATFORM_NAMES.some((platform) => platform.service === service && platform.videoMeetings);
}

/** Whether member photos of a team on this service can be synced from its platform. */
export function syncsPhotos(service: string): boolean {
  return CHAT_PLATFORM_NAMES.some((platform) => platform.service === service && platform.photoSync);
}
