/**
 * The chat platform registry (ARCHITECTURE §5): what the engine needs from each chat platform,
 * keyed by the team's service value — the targets of a team's members and channels, from the
 * team's linked install, with addresses only that platform's sender reads, and the team's
 * channels for the wizard. A platform joins by adding its entry to CHAT_PLATFORMS; the engine
 * never names one.
 */
import type { TPlatform } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import type { TChatTarget } from '../chat/queue-chat-messages.ts';
import { teamsChannelsOf, teamsChatTargets } from './msteams/chat-targets.ts';
import { chatChannelOfService, SERVICE, type TChatChannelName } from './platform-names.ts';
import { slackChannelsOf, slackChatTargets } from './slack/chat-targets.ts';
import { webexChannelsOf, webexChatTargets } from './webex/chat-targets.ts';

/** Where a team's chat messages go on its platform. */
export interface TTeamChatTargets {
  /** The chat channel name (checkins.channels). */
  platform: TChatChannelName;
  /** userId -> the member's 1:1 target (members without a platform id are absent). */
  members: Map<string, TChatTarget>;
  /** A channel of the team as a target (null when the team has no linked install). */
  channel(channelId: string): TChatTarget | null;
}

/** One chat platform as the engine sees it. */
export interface TChatPlatform {
  service: TPlatform;
  channel: TChatChannelName;
  /** The targets of these members of the team and of its channels, from its linked install. */
  teamChatTargets(db: TDb, teamId: string, userIds: readonly string[]): Promise<TTeamChatTargets>;
  /** The channels of the team's linked install (the broadcast choices); none when not linked. */
  teamChannels(db: TDb, teamId: string): Promise<Array<{ id: string; name: string }>>;
}

/** The chat platforms whose messages this server sends. */
const CHAT_PLATFORMS: readonly TChatPlatform[] = [
  { service: SERVICE.msteams, channel: 'msteams', teamChatTargets: teamsChatTargets, teamChannels: teamsChannelsOf },
  { service: SERVICE.slack, channel: 'slack', teamChatTargets: slackChatTargets, teamChannels: slackChannelsOf },
  { service: SERVICE.webex, channel: 'webex', teamChatTargets: webexChatTargets, teamChannels: webexChannelsOf },
];

/** The registered chat platform of a team's service; null for email teams and platforms not registered. */
export function chatPlatformOf(service: string): TChatPlatform | null {
  const channel = chatChannelOfService(service);
  return CHAT_PLATFORMS.find((platform) => platform.channel === channel) ?? null;
}

/** The targets of a team's members and channels on its platform; null for a team without one. */
export async function teamChatTargets(
  db: TDb,
  team: { id: string; service: string },
  userIds: readonly string[],
): Promise<TTeamChatTargets | null> {
  const platform = chatPlatformOf(team.service);
  return platform ? platform.teamChatTargets(db, team.id, userIds) : null;
}

/** The channels of a team's linked chat install (the wizard's broadcast choices); none for email teams. */
export async function teamChannelsOf(
  db: TDb,
  team: { id: string; service: string },
): Promise<Array<{ id: string; name: string }>> {
  const platform = chatPlatformOf(team.service);
  return platform ? platform.teamChannels(db, team.id) : [];
}
