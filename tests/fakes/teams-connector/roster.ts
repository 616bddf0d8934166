/**
 * What the fake Teams connector knows: teams with their rosters and channels, and the 1:1 chats
 * the bot opened. Resolves a conversation id (team, channel, channel thread or 1:1) to the members
 * Teams would list for it, shaped as the Teams docs give a TeamsChannelAccount.
 */
import type { TFakeTeam, TFakeTeamsMember } from './types.ts';

/** The id Teams keeps for the bot's 1:1 chat with a user: the same every time it is asked. */
export function personalConversationId(memberId: string): string {
  return `a:1:${memberId}`;
}

/** A channel thread's id is `<channelId>;messageid=<root activity id>`. */
export function threadConversationId(channelId: string, activityId: string): string {
  return `${channelId};messageid=${activityId}`;
}

/** Strips a thread suffix, leaving the channel (or chat) id. */
export function baseConversationId(conversationId: string): string {
  const cut = conversationId.indexOf(';messageid=');
  return cut === -1 ? conversationId : conversationId.slice(0, cut);
}

export type TResolvedConversation =
  | { kind: 'team'; team: TFakeTeam }
  | { kind: 'personal'; member: TFakeTeamsMember | { id: string }; tenantId: string | undefined };

/** A member as GET .../members answers it (TeamsChannelAccount). */
export function toChannelAccount(member: TFakeTeamsMember | { id: string }, tenantId: string | undefined) {
  if (!('aadObjectId' in member)) return { id: member.id, ...(tenantId ? { tenantId } : {}) };
  return {
    id: member.id,
    name: member.name,
    aadObjectId: member.aadObjectId,
    email: member.email,
    userPrincipalName: member.userPrincipalName ?? member.email,
    ...(member.givenName === undefined ? {} : { givenName: member.givenName }),
    ...(member.surname === undefined ? {} : { surname: member.surname }),
    ...(tenantId ? { tenantId } : {}),
    userRole: member.userRole ?? 'user',
  };
}

/** The fake's teams and the bot's 1:1 chats, filled by addTeam/addMember and createConversation. */
export class FakeRoster {
  private readonly teams = new Map<string, TFakeTeam>();
  private readonly personal = new Map<string, { member: TFakeTeamsMember | { id: string }; tenantId?: string }>();

  addTeam(team: TFakeTeam): void {
    const channels = team.channels.some((channel) => channel.id === team.id)
      ? [...team.channels]
      : [{ id: team.id }, ...team.channels];
    this.teams.set(team.id, { ...team, members: [...team.members], channels });
  }

  addMember(teamId: string, member: TFakeTeamsMember): void {
    const team = this.teams.get(teamId);
    if (!team) throw new Error(`fake Teams connector: no team ${teamId}; addTeam first`);
    team.members.push(member);
  }

  team(teamId: string): TFakeTeam | undefined {
    return this.teams.get(teamId);
  }

  /** A known user by Bot Framework id or AAD object id. */
  findMember(id: string): TFakeTeamsMember | undefined {
    for (const team of this.teams.values()) {
      const member = team.members.find((one) => one.id === id || one.aadObjectId === id);
      if (member) return member;
    }
    return undefined;
  }

  /** Which team a channel id belongs to. */
  teamOfChannel(channelId: string): TFakeTeam | undefined {
    for (const team of this.teams.values()) if (team.channels.some((channel) => channel.id === channelId)) return team;
    return undefined;
  }

  /** Opens (or finds) the bot's 1:1 chat with a user. */
  openPersonal(memberId: string, tenantId: string): string {
    const id = personalConversationId(memberId);
    if (!this.personal.has(id))
      this.personal.set(id, { member: this.findMember(memberId) ?? { id: memberId }, tenantId });
    return id;
  }

  /** The team or 1:1 chat a conversation id names; a known user's `a:1:` chat exists without being opened. */
  resolve(conversationId: string): TResolvedConversation | undefined {
    const base = baseConversationId(conversationId);
    const team = this.teams.get(base) ?? this.teamOfChannel(base);
    if (team) return { kind: 'team', team };
    const chat = this.personal.get(base);
    if (chat) return { kind: 'personal', member: chat.member, tenantId: chat.tenantId };
    if (base.startsWith('a:1:')) {
      const member = this.findMember(base.slice('a:1:'.length));
      const tenantId = member && [...this.teams.values()].find((one) => one.members.includes(member))?.tenantId;
      if (member) return { kind: 'personal', member, tenantId };
    }
    return undefined;
  }

  /** The members Teams lists for a resolved conversation, as channel accounts. */
  membersOf(conversation: TResolvedConversation) {
    if (conversation.kind === 'personal') return [toChannelAccount(conversation.member, conversation.tenantId)];
    return conversation.team.members.map((member) => toChannelAccount(member, conversation.team.tenantId));
  }
}
