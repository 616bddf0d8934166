/**
 * Builders of the activities Teams posts to the bot's /api/messages, as plain JSON in the shapes
 * the Teams docs give (conversationUpdate on install and roster changes, Action.Execute invokes,
 * personal messages), so integration tests drive the bot the way a tenant would.
 */
import { randomUUID } from 'node:crypto';
import { personalConversationId } from './roster.ts';
import type { TFakeTeam, TFakeTeamsMember } from './types.ts';

/** The bot's own account in every activity. */
export const BOT = { id: '28:rollcall-bot', name: 'Rollcall' } as const;

/** An inbound activity: plain JSON, the fields tests read typed, the rest open. */
export interface TInboundActivity {
  type: 'conversationUpdate' | 'message' | 'invoke';
  id: string;
  timestamp: string;
  channelId: 'msteams';
  serviceUrl: string;
  from: { id: string; name?: string; aadObjectId?: string };
  recipient: { id: string; name: string };
  conversation: { id: string; conversationType: 'personal' | 'channel'; isGroup?: boolean; tenantId: string };
  channelData: Record<string, unknown>;
  [field: string]: unknown;
}

function userAccount(user: TFakeTeamsMember) {
  return { id: user.id, name: user.name, aadObjectId: user.aadObjectId };
}

function envelope(serviceUrl: string, from: TInboundActivity['from']) {
  return {
    id: `f:${randomUUID()}`,
    timestamp: new Date().toISOString(),
    channelId: 'msteams' as const,
    serviceUrl,
    from,
  };
}

function teamConversation(team: TFakeTeam) {
  return { id: team.id, conversationType: 'channel' as const, isGroup: true, tenantId: team.tenantId };
}

function teamChannelData(team: TFakeTeam, eventType: string) {
  return {
    team: { id: team.id, name: team.name, ...(team.aadGroupId ? { aadGroupId: team.aadGroupId } : {}) },
    tenant: { id: team.tenantId },
    eventType,
  };
}

/** Someone installs the bot in a team (channelData.settings.selectedChannel when they picked a channel). */
export function botAddedToTeam(options: {
  serviceUrl: string;
  team: TFakeTeam;
  installer: TFakeTeamsMember;
  settings?: { selectedChannel: { id: string } };
}): TInboundActivity {
  const { serviceUrl, team, installer, settings } = options;
  return {
    type: 'conversationUpdate',
    ...envelope(serviceUrl, userAccount(installer)),
    recipient: BOT,
    conversation: teamConversation(team),
    channelData: { ...teamChannelData(team, 'teamMemberAdded'), ...(settings ? { settings } : {}) },
    membersAdded: [{ id: BOT.id }],
  };
}

/** Someone installs the bot for themselves (personal scope); the chat id is Teams' stable 1:1 id. */
export function botAddedToPersonalChat(options: {
  serviceUrl: string;
  tenantId: string;
  user: TFakeTeamsMember;
  conversationId?: string;
}): TInboundActivity {
  const { serviceUrl, tenantId, user } = options;
  return {
    type: 'conversationUpdate',
    ...envelope(serviceUrl, userAccount(user)),
    recipient: BOT,
    conversation: {
      id: options.conversationId ?? personalConversationId(user.id),
      conversationType: 'personal',
      tenantId,
    },
    channelData: { tenant: { id: tenantId } },
    membersAdded: [{ id: BOT.id }],
  };
}

/** Someone removes the bot from a team (the team is uninstalled). */
export function botRemovedFromTeam(options: {
  serviceUrl: string;
  team: TFakeTeam;
  remover: TFakeTeamsMember;
}): TInboundActivity {
  const { serviceUrl, team, remover } = options;
  return {
    type: 'conversationUpdate',
    ...envelope(serviceUrl, userAccount(remover)),
    recipient: BOT,
    conversation: teamConversation(team),
    channelData: teamChannelData(team, 'teamMemberRemoved'),
    membersRemoved: [{ id: BOT.id }],
  };
}

/** A user joins a team the bot is in (add them to the fake's roster too, as Teams would). */
export function memberAddedToTeam(options: {
  serviceUrl: string;
  team: TFakeTeam;
  member: TFakeTeamsMember;
  addedBy?: TFakeTeamsMember;
}): TInboundActivity {
  const { serviceUrl, team, member } = options;
  return {
    type: 'conversationUpdate',
    ...envelope(serviceUrl, userAccount(options.addedBy ?? member)),
    recipient: BOT,
    conversation: teamConversation(team),
    channelData: teamChannelData(team, 'teamMemberAdded'),
    membersAdded: [{ id: member.id, aadObjectId: member.aadObjectId }],
  };
}

/** A user leaves (or is removed from) a team the bot is in. */
export function memberRemovedFromTeam(options: {
  serviceUrl: string;
  team: TFakeTeam;
  member: TFakeTeamsMember;
}): TInboundActivity {
  const { serviceUrl, team, member } = options;
  return {
    type: 'conversationUpdate',
    ...envelope(serviceUrl, userAccount(member)),
    recipient: BOT,
    conversation: teamConversation(team),
    channelData: teamChannelData(team, 'teamMemberRemoved'),
    membersRemoved: [{ id: member.id, aadObjectId: member.aadObjectId }],
  };
}

/** A 19: id is a channel (or its thread); anything else here is the user's 1:1 chat. */
function conversationFor(conversationId: string, tenantId: string): TInboundActivity['conversation'] {
  return conversationId.startsWith('19:')
    ? { id: conversationId, conversationType: 'channel', isGroup: true, tenantId }
    : { id: conversationId, conversationType: 'personal', tenantId };
}

/** A user presses an Action.Execute button on one of the bot's Adaptive Cards (Universal Actions). */
export function actionExecute(options: {
  serviceUrl: string;
  tenantId: string;
  user: TFakeTeamsMember;
  conversationId: string;
  replyToId?: string;
  verb: string;
  data: Record<string, unknown>;
}): TInboundActivity {
  const { serviceUrl, tenantId, user, conversationId, replyToId, verb, data } = options;
  return {
    type: 'invoke',
    name: 'adaptiveCard/action',
    ...envelope(serviceUrl, userAccount(user)),
    recipient: BOT,
    conversation: conversationFor(conversationId, tenantId),
    channelData: {
      tenant: { id: tenantId },
      source: { name: 'message' },
      ...(replyToId ? { legacy: { replyToId } } : {}),
    },
    ...(replyToId ? { replyToId } : {}),
    locale: 'en-US',
    value: { action: { type: 'Action.Execute', verb, data }, trigger: 'manual' },
  };
}

/** A user writes to the bot in their 1:1 chat (clientInfo carries their time zone, as Teams sends it). */
export function messageFrom(options: {
  serviceUrl: string;
  tenantId: string;
  user: TFakeTeamsMember;
  conversationId: string;
  text: string;
  timezone?: string;
}): TInboundActivity {
  const { serviceUrl, tenantId, user, conversationId, text } = options;
  return {
    type: 'message',
    ...envelope(serviceUrl, userAccount(user)),
    recipient: BOT,
    conversation: conversationFor(conversationId, tenantId),
    channelData: { tenant: { id: tenantId } },
    text,
    textFormat: 'plain',
    locale: 'en-US',
    entities: [
      { type: 'clientInfo', locale: 'en-US', country: 'US', platform: 'Web', timezone: options.timezone ?? 'UTC' },
    ],
  };
}
