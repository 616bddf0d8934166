/**
 * Which channel carries a member's messages (spec part 3 §2.3 notification types): chat, email or
 * both. A team's chat platform comes from the platform registry (bot/domain/platforms); until the
 * member is reachable there, they are reached by email so no check-in is lost.
 */
import {
  chatChannelOfService,
  EMAIL_CHANNEL,
  type TChannelName,
  type TChatChannelName,
} from '../../domain/platforms/platform-names.ts';

export type { TChannelName };

/** The channels for a member of a team on `service` under the report's notification type. */
export function channelsFor(
  service: string,
  notificationType: 'platform' | 'email' | 'platform_email',
  availableChatChannels: ReadonlySet<TChatChannelName>,
): TChannelName[] {
  const chat = chatChannelOfService(service);
  const chatReady = chat !== undefined && availableChatChannels.has(chat);
  if (!chatReady || notificationType === 'email') return [EMAIL_CHANNEL];
  if (notificationType === 'platform') return [chat];
  return [chat, EMAIL_CHANNEL];
}
