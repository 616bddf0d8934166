/**
 * Which channel carries a member's messages (spec part 3 §2.3 notification types): chat, email or
 * both. Chat adapters (Teams, Slack, Webex) register here as their issues land; until a team's
 * platform has one, its members are reached by email so no check-in is lost.
 */

export type TChannelName = 'email' | 'msteams' | 'slack' | 'webex';

const PLATFORM_CHANNEL: Record<string, TChannelName | undefined> = {
  MSTEAMS: 'msteams',
  SLACK: 'slack',
  SPARK: 'webex',
};

/** The channels for a member of a team on `service` under the report's notification type. */
export function channelsFor(
  service: string,
  notificationType: 'platform' | 'email' | 'platform_email',
  availableChatChannels: ReadonlySet<TChannelName>,
): TChannelName[] {
  const chat = PLATFORM_CHANNEL[service];
  const chatReady = chat !== undefined && availableChatChannels.has(chat);
  if (!chatReady || notificationType === 'email') return ['email'];
  if (notificationType === 'platform') return [chat];
  return [chat, 'email'];
}
