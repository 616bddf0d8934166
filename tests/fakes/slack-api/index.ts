/**
 * A local stand-in for Slack: the Web API methods Rollcall calls (`${url}/api/<method>`), the OAuth
 * and Sign in with Slack authorize pages, workspaces as data, Slack's rate limits with 429 and
 * Retry-After, injected failures, and a log of every call and posted message. Point SLACK_URL at
 * `url`. Built on tests/fakes/fake-server.ts, so an unknown route or method fails the test.
 */
import { SLACK_BOT_SCOPES } from '../../../manifest/slack/slack-scopes.ts';
import { startFakeServer, type TRecordedRequest } from '../fake-server.ts';
import { clientOf, readArgs, tokenOf } from './args.ts';
import { realClock } from './clock.ts';
import { FakeSlackLimits } from './limits.ts';
import { fail, ratelimited, type TMethodResult, WEB_API_METHODS } from './methods.ts';
import { FakeSlackOAuth } from './oauth.ts';
import type { TFakeSlackApi, TFakeSlackApiOptions, TFakeSlackCall, TFakeSlackFailure } from './types.ts';
import { FakeSlackWorld, type TFakeToken } from './workspaces.ts';

export { BLOCK_KIT_LIMITS, blockProblems, viewProblems } from './block-kit-limits.ts';
export { createManualClock, realClock, type TManualClock } from './clock.ts';
export { SLACK_METHOD_TIERS } from './limits.ts';
export type * from './types.ts';

const UNLIMITED_METHODS = new Set(['oauth.v2.access', 'openid.connect.token', 'openid.connect.userInfo']);

/** The answer for an injected failure. */
function injected(failure: TFakeSlackFailure): TMethodResult {
  const status = failure.status ?? 200;
  if (status === 429) {
    const answer = ratelimited(failure.retryAfter ?? 1);
    if (failure.error) answer.body.error = failure.error;
    return answer;
  }
  const error = failure.error ?? (status >= 500 ? 'internal_error' : 'fatal_error');
  return { status, body: { ok: false, error } };
}

/** Starts the fake on a free loopback port. */
export async function startFakeSlackApi(options: TFakeSlackApiOptions = {}): Promise<TFakeSlackApi> {
  const clock = options.clock ?? realClock;
  const settings = {
    clientId: options.clientId ?? '1234567890.0987654321',
    clientSecret: options.clientSecret ?? 'fake-slack-client-secret',
    appId: options.appId ?? 'A0FAKEAPP1',
  };
  const world = new FakeSlackWorld(clock);
  const limits = new FakeSlackLimits(clock, options.postMessagePerMinute ?? 300);
  limits.enabled = options.limits ?? true;
  const oauth = new FakeSlackOAuth(world, clock, settings);
  const log: TFakeSlackCall[] = [];
  const failures: Array<{ method: string; failure: TFakeSlackFailure; remaining: number }> = [];
  const server = await startFakeServer('slack-api');

  /** Auth, scope and tier checks, then the method; null for a method the fake does not know. */
  function answer(method: string, request: TRecordedRequest): { result: TMethodResult; token?: TFakeToken } | null {
    const args = readArgs(request);
    if (args === null) return { result: fail('invalid_json') };
    if (method === 'oauth.v2.access') return { result: oauth.oauthAccess(args, clientOf(request, args)) };
    if (method === 'openid.connect.token') return { result: oauth.openidToken(args, clientOf(request, args)) };
    const spec = WEB_API_METHODS[method];
    if (!spec && method !== 'openid.connect.userInfo') return null;
    const tokenText = tokenOf(request, args);
    if (!tokenText) return { result: fail('not_authed') };
    const token = world.tokens.get(tokenText);
    if (!token) return { result: fail('invalid_auth') };
    if (token.revoked) return { result: fail('token_revoked'), token };
    if (method === 'openid.connect.userInfo') return { result: oauth.userInfo(token), token };
    if (!spec) return null;
    if (spec.tokens && !spec.tokens.includes(token.kind)) return { result: fail('not_allowed_token_type'), token };
    if (spec.scope && !token.scopes.includes(spec.scope))
      return { result: fail('missing_scope', { needed: spec.scope, provided: token.scopes.join(',') }), token };
    if (method !== 'chat.postMessage' && !UNLIMITED_METHODS.has(method)) {
      const refused = limits.admit(method, token.teamId);
      if (refused) return { result: ratelimited(refused.retryAfter), token };
    }
    const workspace = world.workspace(token.teamId);
    return { result: spec.handle({ world, limits, clock, appId: settings.appId, args, token, workspace }), token };
  }

  const webApi = (request: TRecordedRequest) => {
    const method = request.params.method ?? '';
    const args = readArgs(request) ?? {};
    const pending = failures.findIndex((one) => one.method === method);
    let outcome: { result: TMethodResult; token?: TFakeToken } | null;
    if (pending >= 0) {
      const failure = failures[pending]!;
      failure.remaining -= 1;
      if (failure.remaining <= 0) failures.splice(pending, 1);
      outcome = { result: injected(failure.failure), token: world.tokens.get(tokenOf(request, args) ?? '') };
    } else outcome = answer(method, request);
    if (outcome === null) {
      server.unexpected.push(request);
      outcome = { result: fail('unknown_method') };
    }
    const { result, token } = outcome;
    log.push({
      method,
      ...(token ? { teamId: token.teamId, token: token.token } : {}),
      args: Object.fromEntries(Object.entries(args).filter(([key]) => key !== 'token' && key !== 'client_secret')),
      status: result.status ?? 200,
      ok: result.body.ok === true,
      ...(typeof result.body.error === 'string' ? { error: result.body.error } : {}),
      at: clock.now(),
    });
    return { status: result.status ?? 200, headers: result.headers, body: result.body };
  };

  server.on({ method: 'POST', path: '/api/:method', respond: webApi });
  server.on({ method: 'GET', path: '/api/:method', respond: webApi });
  server.on({ method: 'GET', path: '/oauth/v2/authorize', respond: (request) => oauth.authorize('oauth', request) });
  server.on({
    method: 'GET',
    path: '/openid/connect/authorize',
    respond: (request) => oauth.authorize('openid', request),
  });

  const resolveChannel = (channel: string): string[] => {
    if (!/^[UW]/.test(channel)) return [channel];
    return [...world.workspaces.values()].flatMap((workspace) => {
      const dm = world.dmWith(workspace.id, channel, false);
      return dm ? [dm.id] : [];
    });
  };

  return {
    url: server.url,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    appId: settings.appId,
    clock,
    addWorkspace: (input) => world.addWorkspace(input),
    workspace: (teamId) => world.workspace(teamId),
    addMember: (teamId, input) => world.addUser(teamId, input),
    addChannel: (teamId, input) => world.addChannel(teamId, input),
    botToken: (teamId, scopes = SLACK_BOT_SCOPES) => world.botToken(teamId, scopes).token,
    revokeTokens: (teamId) => world.revokeTokens(teamId),
    signIn: (teamId, userId) => oauth.signIn(teamId, userId),
    denyAuthorize: (times = 1) => oauth.denyAuthorize(times),
    authorizeRequests: oauth.authorizeRequests,
    issueTriggerId: (teamId, userId) => world.issueTrigger(teamId, userId),
    calls: (method) => (method ? log.filter((call) => call.method === method) : [...log]),
    messages: (channel) => {
      if (channel === undefined) return [...world.messages];
      const ids = resolveChannel(channel);
      return world.messages.filter((message) => ids.includes(message.channel));
    },
    dmChannel: (teamId, userId) => world.dmWith(teamId, userId, false)?.id,
    thread: (channel, threadTs) => {
      const ids = resolveChannel(channel);
      return world.messages.filter((message) => ids.includes(message.channel) && message.threadTs === threadTs);
    },
    view: (viewId) => world.views.get(viewId),
    views: () => [...world.views.values()],
    failNext: (method, failure = {}) => {
      failures.push({ method, failure, remaining: Math.max(1, failure.times ?? 1) });
    },
    setLimits: (on) => {
      limits.enabled = on;
    },
    setPostMessagePerMinute: (perMinute) => {
      limits.postMessagePerMinute = perMinute;
    },
    rateLimited: (method, teamId) => limits.rejectedCount(method, teamId),
    close: () => server.close(),
  };
}
