/**
 * The fake connector's conversation routes, as the Agents SDK's ConnectorClient calls them:
 * createConversation (1:1 chats and channel threads), send, reply and update activity.
 */
import { z } from 'zod';
import type { TFakeRoute, TRecordedRequest } from '../fake-server.ts';
import { errorResponse } from './gate.ts';
import { baseConversationId, type FakeRoster, threadConversationId } from './roster.ts';
import type { TRecordedActivity } from './types.ts';

/** What the routes share with the connector handle. */
export interface TConnectorState {
  readonly url: string;
  readonly roster: FakeRoster;
  readonly activities: TRecordedActivity[];
  readonly updates: TRecordedActivity[];
  readonly conversations: Array<{ id: string; parameters: Record<string, unknown> }>;
  nextActivityId(): string;
}

const ZActivityBody = z.record(z.string(), z.unknown());

/** ConversationParameters as the SDK sends them (`agent` on the wire where Bot Framework says `bot`). */
const ZConversationParameters = z.looseObject({
  isGroup: z.boolean().optional(),
  members: z.array(z.looseObject({ id: z.string().min(1) })).optional(),
  tenantId: z.string().optional(),
  channelData: z
    .looseObject({
      tenant: z.looseObject({ id: z.string() }).optional(),
      channel: z.looseObject({ id: z.string() }).optional(),
    })
    .optional(),
  activity: ZActivityBody.nullish(),
});

function notFound(conversationId: string) {
  return errorResponse(404, 'ConversationNotFound', `Conversation not found: ${conversationId}`);
}

function createConversation(state: TConnectorState, request: TRecordedRequest) {
  const parsed = ZConversationParameters.safeParse(request.json);
  if (!parsed.success)
    return errorResponse(400, 'BadArgument', `Invalid ConversationParameters: ${parsed.error.message}`);
  const parameters = parsed.data;
  const activity = parameters.activity ?? undefined;
  const record = (id: string, activityId?: string) => {
    if (activity && activityId)
      state.activities.push({ conversationId: id, replyToId: null, activityId, activity, at: Date.now() });
    state.conversations.push({ id, parameters });
    return { status: 201, body: { id, ...(activityId ? { activityId } : {}), serviceUrl: state.url } };
  };

  const channelId = parameters.channelData?.channel?.id;
  if (channelId) {
    if (!state.roster.teamOfChannel(channelId)) return notFound(channelId);
    if (!activity) return errorResponse(400, 'BadArgument', 'A channel conversation starts with an activity');
    const activityId = state.nextActivityId();
    return record(threadConversationId(channelId, activityId), activityId);
  }
  if (parameters.isGroup) return errorResponse(400, 'BadArgument', 'Bots cannot start group chats in Teams');
  const member = parameters.members?.length === 1 ? parameters.members[0] : undefined;
  if (!member) return errorResponse(400, 'BadArgument', 'A 1:1 conversation needs exactly one member');
  const tenantId = parameters.tenantId ?? parameters.channelData?.tenant?.id;
  if (!tenantId) return errorResponse(400, 'BadArgument', 'Tenant id is required (tenantId or channelData.tenant.id)');
  const id = state.roster.openPersonal(member.id, tenantId);
  return record(id, activity ? state.nextActivityId() : undefined);
}

function postActivity(state: TConnectorState, request: TRecordedRequest) {
  const { conversationId = '', replyToId } = request.params;
  if (!state.roster.resolve(conversationId)) return notFound(conversationId);
  const activity = ZActivityBody.safeParse(request.json);
  if (!activity.success) return errorResponse(400, 'BadArgument', 'The body must be an activity object');
  const activityId = state.nextActivityId();
  state.activities.push({
    conversationId,
    replyToId: replyToId ?? null,
    activityId,
    activity: activity.data,
    at: Date.now(),
  });
  return { status: 201, body: { id: activityId } };
}

function updateActivity(state: TConnectorState, request: TRecordedRequest) {
  const { conversationId = '', activityId = '' } = request.params;
  if (!state.roster.resolve(conversationId)) return notFound(conversationId);
  const base = baseConversationId(conversationId);
  const sent = state.activities.some(
    (one) => one.activityId === activityId && baseConversationId(one.conversationId) === base,
  );
  if (!sent) return errorResponse(404, 'ActivityNotFound', `No activity ${activityId} in ${conversationId}`);
  const activity = ZActivityBody.safeParse(request.json);
  if (!activity.success) return errorResponse(400, 'BadArgument', 'The body must be an activity object');
  state.updates.push({ conversationId, replyToId: null, activityId, activity: activity.data, at: Date.now() });
  return { status: 200, body: { id: activityId } };
}

/** The conversation and activity routes, in the fake-server's form. */
export function conversationRoutes(state: TConnectorState): TFakeRoute[] {
  return [
    { method: 'POST', path: '/v3/conversations', respond: (request) => createConversation(state, request) },
    {
      method: 'POST',
      path: '/v3/conversations/:conversationId/activities',
      respond: (request) => postActivity(state, request),
    },
    {
      method: 'POST',
      path: '/v3/conversations/:conversationId/activities/:replyToId',
      respond: (request) => postActivity(state, request),
    },
    {
      method: 'PUT',
      path: '/v3/conversations/:conversationId/activities/:activityId',
      respond: (request) => updateActivity(state, request),
    },
  ];
}
