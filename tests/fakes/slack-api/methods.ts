/**
 * The Web API methods the product calls, answered from the fake's world as Slack answers them:
 * HTTP 200 with `{ ok: true, ... }` or `{ ok: false, error }`. Auth, scopes and the method tiers are
 * checked by the dispatcher (index.ts) before a handler runs; chat.postMessage takes its own
 * per-channel limit once it knows the channel.
 */
import { bool, num, str, structured, type TArgs } from './args.ts';
import { BLOCK_KIT_LIMITS, blockProblems, viewProblems } from './block-kit-limits.ts';
import type { FakeSlackLimits } from './limits.ts';
import { presentChannel, presentMessage, presentTeam, presentUser } from './presenters.ts';
import type { TFakeClock, TFakeSlackChannel, TFakeSlackMessage, TFakeSlackView, TFakeSlackWorkspace } from './types.ts';
import type { FakeSlackWorld, TFakeToken } from './workspaces.ts';

export interface TMethodResult {
  status?: number;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

export interface TMethodContext {
  world: FakeSlackWorld;
  limits: FakeSlackLimits;
  clock: TFakeClock;
  appId: string;
  args: TArgs;
  /** The checked token (bot or user) for methods that need one. */
  token: TFakeToken;
  workspace: TFakeSlackWorkspace;
}

export interface TMethodSpec {
  /** Scope the token must hold; `missing_scope` otherwise. */
  scope?: string;
  /** Token kinds accepted; default bot and user. */
  tokens?: Array<TFakeToken['kind']>;
  handle(context: TMethodContext): TMethodResult;
}

export const TRIGGER_TTL_MS = 3_000;
const MAX_PAGE = 1_000;

export const ok = (body: Record<string, unknown> = {}): TMethodResult => ({ body: { ok: true, ...body } });
export const fail = (error: string, extra: Record<string, unknown> = {}): TMethodResult => ({
  body: { ok: false, error, ...extra },
});
export const ratelimited = (retryAfter: number): TMethodResult => ({
  status: 429,
  headers: { 'retry-after': String(retryAfter) },
  body: { ok: false, error: 'ratelimited' },
});

const invalidArguments = (messages: string[]) =>
  fail('invalid_arguments', { response_metadata: { messages: messages.map((message) => `[ERROR] ${message}`) } });

/** One page of `items` from `cursor` (opaque: base64 of "<method>:<offset>"), `limit` at most 1,000. */
function page<T>(
  items: T[],
  args: TArgs,
  method: string,
  defaultLimit: number,
): { page: T[]; nextCursor: string } | { error: string } {
  const limit = Math.min(Math.max(num(args, 'limit') || defaultLimit, 1), MAX_PAGE);
  let offset = 0;
  const cursor = str(args, 'cursor');
  if (cursor) {
    const decoded = Buffer.from(cursor, 'base64').toString('utf8');
    const match = new RegExp(`^${method.replace('.', '\\.')}:(\\d+)$`).exec(decoded);
    if (!match || Number(match[1]) > items.length) return { error: 'invalid_cursor' };
    offset = Number(match[1]);
  }
  const end = offset + limit;
  return {
    page: items.slice(offset, end),
    nextCursor: end < items.length ? Buffer.from(`${method}:${end}`).toString('base64') : '',
  };
}

/** chat.postMessage's channel: a user id means the app's DM with them (made on first use). */
function postTarget(
  context: TMethodContext,
  channelArg: string | undefined,
): { channel: TFakeSlackChannel } | { error: string } {
  const { world, workspace } = context;
  if (!channelArg) return { error: 'channel_not_found' };
  if (/^[UW]/.test(channelArg)) {
    const user = world.findUser(workspace.id, channelArg);
    if (!user) return { error: 'channel_not_found' };
    if (user.isBot || user.id === 'USLACKBOT') return { error: 'cannot_dm_bot' };
    // Slack accepts a DM to a deactivated person (the DM history still exists): no error here.
    return { channel: world.dmWith(workspace.id, user.id, true)! };
  }
  const channel = world.findChannel(workspace.id, channelArg);
  if (!channel) return { error: 'channel_not_found' };
  if (channel.isArchived) return { error: 'is_archived' };
  if (!channel.isMember) return { error: 'not_in_channel' };
  return { channel };
}

function messageProblems(args: TArgs): TMethodResult | undefined {
  const text = str(args, 'text') ?? '';
  const blocks = structured(args, 'blocks');
  const attachments = structured(args, 'attachments');
  if (!text && blocks === undefined && attachments === undefined) return fail('no_text');
  if (text.length > BLOCK_KIT_LIMITS.messageText) return fail('msg_too_long');
  const problems = blockProblems(blocks, 'message');
  if (problems.length) return fail('invalid_blocks', { errors: problems, response_metadata: { messages: problems } });
  return undefined;
}

function presentView(record: TFakeSlackView, context: TMethodContext) {
  const { view } = record;
  return {
    id: record.id,
    team_id: record.teamId,
    type: view.type,
    title: view.title,
    submit: view.submit ?? null,
    close: view.close ?? null,
    blocks: view.blocks ?? [],
    private_metadata: view.private_metadata ?? '',
    callback_id: view.callback_id ?? '',
    external_id: view.external_id ?? '',
    state: { values: {} },
    hash: record.hash,
    clear_on_close: view.clear_on_close ?? false,
    notify_on_close: view.notify_on_close ?? false,
    root_view_id: record.id,
    previous_view_id: null,
    app_id: context.appId,
    app_installed_team_id: record.teamId,
    bot_id: context.workspace.botId,
  };
}

/** The trigger's state: undefined when views.open may use it (and it is now used). */
function consumeTrigger(context: TMethodContext, triggerId: string | undefined): string | undefined {
  if (!triggerId) return 'invalid_arguments';
  const trigger = context.world.triggers.get(triggerId);
  if (!trigger || trigger.teamId !== context.workspace.id) return 'invalid_trigger_id';
  if (trigger.used) return 'exchanged_trigger_id';
  if (context.clock.now() - trigger.issuedAt > TRIGGER_TTL_MS || Date.now() - trigger.issuedAtReal > TRIGGER_TTL_MS)
    return 'expired_trigger_id';
  trigger.used = true;
  return undefined;
}

export const WEB_API_METHODS: Record<string, TMethodSpec> = {
  'auth.test': {
    handle: ({ token, workspace }) =>
      ok({
        url: `https://${workspace.domain}.slack.com/`,
        team: workspace.name,
        user: token.kind === 'bot' ? 'rollcall' : token.userId,
        team_id: workspace.id,
        user_id: token.userId,
        ...(token.kind === 'bot' ? { bot_id: workspace.botId } : {}),
        ...(workspace.enterprise ? { enterprise_id: workspace.enterprise.id } : {}),
        is_enterprise_install: false,
      }),
  },

  'team.info': {
    scope: 'team:read',
    handle: ({ args, workspace }) => {
      const team = str(args, 'team');
      if (team && team !== workspace.id) return fail('team_not_found');
      return ok({ team: presentTeam(workspace) });
    },
  },

  'users.list': {
    scope: 'users:read',
    handle: ({ args, token, workspace, appId }) => {
      const result = page(workspace.users, args, 'users.list', MAX_PAGE);
      if ('error' in result) return fail(result.error);
      const withEmail = token.scopes.includes('users:read.email');
      return ok({
        members: result.page.map((user) => presentUser(user, workspace, withEmail, appId)),
        cache_ts: Math.floor(Date.now() / 1000),
        response_metadata: { next_cursor: result.nextCursor },
      });
    },
  },

  'users.info': {
    scope: 'users:read',
    handle: ({ args, token, world, workspace, appId }) => {
      const user = world.findUser(workspace.id, str(args, 'user') ?? '');
      if (!user) return fail('user_not_found');
      return ok({ user: presentUser(user, workspace, token.scopes.includes('users:read.email'), appId) });
    },
  },

  'conversations.list': {
    scope: 'channels:read',
    handle: ({ args, workspace }) => {
      const types = new Set((str(args, 'types') ?? 'public_channel').split(',').map((type) => type.trim()));
      const excludeArchived = bool(args, 'exclude_archived');
      const channels = workspace.channels.filter((channel) => {
        if (excludeArchived && channel.isArchived) return false;
        if (channel.dmUserId) return types.has('im');
        if (channel.isPrivate) return types.has('private_channel') && channel.isMember;
        return types.has('public_channel');
      });
      const result = page(channels, args, 'conversations.list', 100);
      if ('error' in result) return fail(result.error);
      return ok({
        channels: result.page.map((channel) => presentChannel(channel, workspace)),
        response_metadata: { next_cursor: result.nextCursor },
      });
    },
  },

  'conversations.open': {
    scope: 'im:write',
    handle: ({ args, world, workspace }) => {
      const channelArg = str(args, 'channel');
      if (channelArg) {
        const channel = world.findChannel(workspace.id, channelArg);
        return channel?.dmUserId ? ok({ channel: { id: channel.id } }) : fail('channel_not_found');
      }
      const users = (str(args, 'users') ?? '').split(',').filter(Boolean);
      if (users.length === 0) return fail('users_list_not_supplied');
      if (users.length > 1) return fail('not_supported_by_fake', { detail: 'group DMs are not modelled' });
      const user = world.findUser(workspace.id, users[0]!);
      if (!user) return fail('user_not_found');
      if (user.isBot || user.id === 'USLACKBOT') return fail('cannot_dm_bot');
      if (user.deleted) return fail('user_disabled');
      const existing = world.dmWith(workspace.id, user.id, false);
      const channel = existing ?? world.dmWith(workspace.id, user.id, true)!;
      const shape = bool(args, 'return_im') ? presentChannel(channel, workspace) : { id: channel.id };
      return ok({ ...(existing ? { no_op: true, already_open: true } : {}), channel: shape });
    },
  },

  'chat.postMessage': {
    scope: 'chat:write',
    handle: (context) => {
      const { args, world, workspace, limits, clock, appId } = context;
      const target = postTarget(context, str(args, 'channel'));
      const refused = limits.admit(
        'chat.postMessage',
        workspace.id,
        'channel' in target ? target.channel.id : str(args, 'channel'),
      );
      if (refused) return ratelimited(refused.retryAfter);
      if ('error' in target) return fail(target.error);
      const problem = messageProblems(args);
      if (problem) return problem;
      const channel = target.channel;
      const threadTs = str(args, 'thread_ts');
      if (threadTs && !world.messages.some((one) => one.channel === channel.id && one.ts === threadTs && !one.threadTs))
        return fail('thread_not_found');
      const blocks = structured(args, 'blocks');
      const message: TFakeSlackMessage = {
        teamId: workspace.id,
        channel: channel.id,
        ts: world.nextTs(),
        ...(threadTs ? { threadTs } : {}),
        text: str(args, 'text') ?? '',
        ...(Array.isArray(blocks) ? { blocks } : {}),
        edits: [],
        postedAt: clock.now(),
      };
      world.messages.push(message);
      return ok({ channel: channel.id, ts: message.ts, message: presentMessage(message, workspace, appId) });
    },
  },

  'chat.update': {
    scope: 'chat:write',
    handle: ({ args, world, workspace, clock, appId }) => {
      const channelId = str(args, 'channel') ?? '';
      if (!world.findChannel(workspace.id, channelId)) return fail('channel_not_found');
      const message = world.messages.find((one) => one.channel === channelId && one.ts === str(args, 'ts'));
      if (!message) return fail('message_not_found');
      const problem = messageProblems(args);
      if (problem) return problem;
      message.edits.push({
        text: message.text,
        ...(message.blocks ? { blocks: message.blocks } : {}),
        at: clock.now(),
      });
      const blocks = structured(args, 'blocks');
      const text = str(args, 'text');
      if (text !== undefined) message.text = text;
      if (Array.isArray(blocks)) message.blocks = blocks;
      return ok({
        channel: channelId,
        ts: message.ts,
        text: message.text,
        message: presentMessage(message, workspace, appId),
      });
    },
  },

  'views.open': {
    handle: (context) => {
      const { args, world, workspace } = context;
      const view = structured(args, 'view');
      const problems = viewProblems(view, 'modal');
      if (problems.length) return invalidArguments(problems);
      const triggerError = consumeTrigger(context, str(args, 'trigger_id'));
      if (triggerError) return fail(triggerError);
      const trigger = world.triggers.get(str(args, 'trigger_id')!)!;
      const record = world.newView(workspace.id, trigger.userId, view as Record<string, unknown>);
      return ok({ view: presentView(record, context) });
    },
  },

  'views.update': {
    handle: (context) => {
      const { args, world, workspace } = context;
      const viewId = str(args, 'view_id');
      const externalId = str(args, 'external_id');
      if (!viewId && !externalId) return invalidArguments(['view_id or external_id is required']);
      const record = viewId
        ? world.views.get(viewId)
        : [...world.views.values()].find((one) => one.view.external_id === externalId);
      if (!record || record.teamId !== workspace.id) return fail('not_found');
      const hash = str(args, 'hash');
      if (hash && hash !== record.hash) return fail('hash_conflict');
      const view = structured(args, 'view');
      const problems = viewProblems(view, 'modal');
      if (problems.length) return invalidArguments(problems);
      record.view = view as Record<string, unknown>;
      record.versions.push(record.view);
      record.hash = world.newHash();
      return ok({ view: presentView(record, context) });
    },
  },

  'views.publish': {
    handle: (context) => {
      const { args, world, workspace } = context;
      const userId = str(args, 'user_id') ?? '';
      if (!world.findUser(workspace.id, userId)) return fail('user_not_found');
      const view = structured(args, 'view');
      const problems = viewProblems(view, 'home');
      if (problems.length) return invalidArguments(problems);
      const record = world.newView(workspace.id, userId, view as Record<string, unknown>);
      return ok({ view: presentView(record, context) });
    },
  },
};
