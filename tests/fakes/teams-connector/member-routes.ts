/**
 * The fake connector's roster routes, as TeamsInfo calls them: paged and whole member lists, one
 * member, team details and the team's channels. Teams answers pagedmembers at most 500 per page.
 */
import type { TFakeResponse, TFakeRoute, TRecordedRequest } from '../fake-server.ts';
import type { TConnectorState } from './conversation-routes.ts';
import { errorResponse } from './gate.ts';

const DEFAULT_PAGE_SIZE = 200;
const MAX_PAGE_SIZE = 500;

type THandler = (state: TConnectorState, request: TRecordedRequest) => TFakeResponse;

function notFound(id: string) {
  return errorResponse(404, 'ConversationNotFound', `Conversation not found: ${id}`);
}

function pageSizeOf(raw: string | null): number {
  const asked = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(asked) || asked < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(asked, MAX_PAGE_SIZE);
}

/** Continuation tokens are opaque to the bot; here they carry the next offset. */
function offsetOf(token: string | null, total: number): number | undefined {
  if (!token) return 0;
  const offset = Number(Buffer.from(token, 'base64url').toString('utf8'));
  return Number.isInteger(offset) && offset > 0 && offset < total ? offset : undefined;
}

function pagedMembers(state: TConnectorState, request: TRecordedRequest) {
  const conversationId = request.params.conversationId ?? '';
  const conversation = state.roster.resolve(conversationId);
  if (!conversation) return notFound(conversationId);
  const members = state.roster.membersOf(conversation);
  const offset = offsetOf(request.query.get('continuationToken'), members.length);
  if (offset === undefined) return errorResponse(400, 'BadArgument', 'Invalid continuation token');
  const end = offset + pageSizeOf(request.query.get('pageSize'));
  const continuationToken = end < members.length ? Buffer.from(String(end)).toString('base64url') : undefined;
  return { body: { members: members.slice(offset, end), ...(continuationToken ? { continuationToken } : {}) } };
}

function members(state: TConnectorState, request: TRecordedRequest) {
  const conversationId = request.params.conversationId ?? '';
  const conversation = state.roster.resolve(conversationId);
  if (!conversation) return notFound(conversationId);
  return { body: state.roster.membersOf(conversation) };
}

function member(state: TConnectorState, request: TRecordedRequest) {
  const { conversationId = '', memberId = '' } = request.params;
  const conversation = state.roster.resolve(conversationId);
  if (!conversation) return notFound(conversationId);
  // Teams finds a member by Bot Framework id or by AAD object id.
  const found = state.roster
    .membersOf(conversation)
    .find((one) => one.id === memberId || ('aadObjectId' in one && one.aadObjectId === memberId));
  if (!found) return errorResponse(404, 'MemberNotFoundInConversation', `Member ${memberId} not found`);
  return { body: found };
}

function teamDetails(state: TConnectorState, request: TRecordedRequest) {
  const teamId = request.params.teamId ?? '';
  const team = state.roster.team(teamId);
  if (!team) return notFound(teamId);
  return {
    body: {
      id: team.id,
      name: team.name,
      aadGroupId: team.aadGroupId ?? null,
      memberCount: team.members.length,
      channelCount: team.channels.length,
    },
  };
}

function teamChannels(state: TConnectorState, request: TRecordedRequest) {
  const teamId = request.params.teamId ?? '';
  const team = state.roster.team(teamId);
  if (!team) return notFound(teamId);
  return { body: { conversations: team.channels.map(({ id, name }) => (name === undefined ? { id } : { id, name })) } };
}

/** The roster routes, in the fake-server's form (pagedmembers in both spellings: the SDK sends pagedMembers). */
export function memberRoutes(state: TConnectorState): TFakeRoute[] {
  const get = (path: string, answer: THandler): TFakeRoute => ({
    method: 'GET',
    path,
    respond: (request) => answer(state, request),
  });
  return [
    get('/v3/conversations/:conversationId/pagedmembers', pagedMembers),
    get('/v3/conversations/:conversationId/pagedMembers', pagedMembers),
    get('/v3/conversations/:conversationId/members', members),
    get('/v3/conversations/:conversationId/members/:memberId', member),
    get('/v3/teams/:teamId', teamDetails),
    get('/v3/teams/:teamId/conversations', teamChannels),
  ];
}
