/**
 * Drives the real @slack/web-api WebClient (configured as the adapter will be: our URL, no SDK
 * retries, rate-limited calls rejected) against the fake, so the fake answers the URLs, bodies and
 * errors the SDK really produces; plus the authorize pages and the signed request builders.
 */
import { createHmac } from 'node:crypto';
import { isValidSlackRequest } from '@slack/bolt';
import {
  ErrorCode,
  type WebAPIHTTPError,
  type WebAPIPlatformError,
  type WebAPIRateLimitedError,
  WebClient,
} from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SLACK_BOT_SCOPES, SLACK_USER_SCOPES } from '../../../manifest/slack/slack-scopes.ts';
import { assertFakesSawOnlyExpectedRequests } from '../fake-server.ts';
import { createManualClock, startFakeSlackApi, type TFakeSlackApi, type TManualClock } from './index.ts';
import { createSlackRequestBuilder, inputValues, slackSignature } from './signed-requests.ts';

const TEAM = 'T0ACME001';
const SIGNING_SECRET = 'signing-secret-for-tests';

function client(fake: TFakeSlackApi, token?: string): WebClient {
  return new WebClient(token, {
    slackApiUrl: `${fake.url}/api/`,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
  });
}

async function platformError(call: Promise<unknown>): Promise<WebAPIPlatformError['data']> {
  const error = (await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  )) as WebAPIPlatformError;
  expect(error.code).toBe(ErrorCode.PlatformError);
  return error.data;
}

describe('the fake Slack Web API through WebClient', () => {
  let fake: TFakeSlackApi;
  let bot: WebClient;

  beforeAll(async () => {
    fake = await startFakeSlackApi();
    fake.addWorkspace({ id: TEAM, name: 'Acme', members: 5, channels: [{ name: 'general' }, { name: 'standups' }] });
    bot = client(fake, fake.botToken(TEAM));
  });
  afterAll(() => fake.close());

  it('answers auth.test and team.info for the token’s workspace', async () => {
    const auth = await bot.auth.test();
    expect(auth).toMatchObject({ ok: true, team_id: TEAM, user_id: fake.workspace(TEAM).botUserId });
    const info = await bot.team.info();
    expect(info.team).toMatchObject({ id: TEAM, name: 'Acme', domain: 'acme' });
  });

  it('refuses a missing, unknown or revoked token as Slack does', async () => {
    expect((await platformError(client(fake).auth.test())).error).toBe('not_authed');
    expect((await platformError(client(fake, 'xoxb-nope').auth.test())).error).toBe('invalid_auth');
  });

  it('posts a DM to a user id into a D channel made on first use, with increasing ts, and updates it', async () => {
    const user = fake.workspace(TEAM).users[0]!;
    const first = await bot.chat.postMessage({ channel: user.id, text: 'Time for standup' });
    expect(first.channel).toMatch(/^D/);
    const second = await bot.chat.postMessage({ channel: user.id, text: 'Reminder' });
    expect(second.channel).toBe(first.channel);
    expect(Number(second.ts)).toBeGreaterThan(Number(first.ts));
    expect(fake.dmChannel(TEAM, user.id)).toBe(first.channel);
    await bot.chat.update({ channel: first.channel!, ts: first.ts!, text: 'Submitted' });
    const [posted] = fake.messages(user.id);
    expect(posted).toMatchObject({ text: 'Submitted', edits: [{ text: 'Time for standup' }] });
    expect((await platformError(bot.chat.update({ channel: user.id, ts: first.ts!, text: 'x' }))).error).toBe(
      'channel_not_found',
    );
  });
});

describe('OAuth install and Sign in with Slack', () => {
  let fake: TFakeSlackApi;
  beforeAll(async () => {
    fake = await startFakeSlackApi();
    fake.addWorkspace({ id: TEAM, name: 'Acme', members: 3, enterpriseId: 'E0GRID001', enterpriseName: 'Acme Group' });
  });
  afterAll(() => fake.close());

  it('redirects the authorize page with a code that oauth.v2.access exchanges once for a bot token', async () => {
    const authorize = new URL(`${fake.url}/oauth/v2/authorize`);
    authorize.search = new URLSearchParams({
      client_id: fake.clientId,
      scope: SLACK_BOT_SCOPES.join(','),
      redirect_uri: 'https://rollcall.example.com/slack/oauth_redirect',
      state: 'signed-state',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://rollcall.example.com/slack/oauth_redirect');
    expect(location.searchParams.get('state')).toBe('signed-state');
    expect(fake.authorizeRequests.at(-1)).toMatchObject({ kind: 'oauth', scopes: [...SLACK_BOT_SCOPES] });
    const exchange = {
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      code: location.searchParams.get('code')!,
      redirect_uri: 'https://rollcall.example.com/slack/oauth_redirect',
    };
    const access = await client(fake).oauth.v2.access(exchange);
    expect(access).toMatchObject({
      ok: true,
      token_type: 'bot',
      team: { id: TEAM, name: 'Acme' },
      enterprise: { id: 'E0GRID001', name: 'Acme Group' },
      authed_user: { id: fake.workspace(TEAM).users[0]!.id },
      bot_user_id: fake.workspace(TEAM).botUserId,
      app_id: fake.appId,
      is_enterprise_install: false,
    });
    expect(access.access_token).toMatch(/^xoxb-/);
    expect((await platformError(client(fake).oauth.v2.access(exchange))).error).toBe('invalid_code');
  });

  it('signs in with Slack: OpenID code -> token -> userInfo with the Slack ids and email', async () => {
    const person = fake.workspace(TEAM).users[1]!;
    fake.signIn(TEAM, person.id);
    const authorize = new URL(`${fake.url}/openid/connect/authorize`);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: fake.clientId,
      scope: SLACK_USER_SCOPES.join(' '),
      redirect_uri: 'https://rollcall.example.com/accounts/slack/callback/',
      state: 's1',
      nonce: 'n1',
    }).toString();
    const location = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    const tokens = await client(fake).openid.connect.token({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      code: location.searchParams.get('code')!,
      redirect_uri: 'https://rollcall.example.com/accounts/slack/callback/',
    });
    const [head, body, signature] = tokens.id_token!.split('.');
    expect(createHmac('sha256', fake.clientSecret).update(`${head}.${body}`).digest('base64url')).toBe(signature);
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toMatchObject({ sub: person.id, nonce: 'n1' });
    const info = await client(fake, tokens.access_token).openid.connect.userInfo();
    expect(info).toMatchObject({
      sub: person.id,
      'https://slack.com/user_id': person.id,
      'https://slack.com/team_id': TEAM,
      email: person.email,
      email_verified: true,
      name: person.realName,
    });
  });
});

describe('limits and failures', () => {
  it('refuses the 21st users.list in a minute with 429 and Retry-After, per workspace', async () => {
    const clock = createManualClock();
    const fake = await startFakeSlackApi({ clock });
    try {
      fake.addWorkspace({ id: TEAM, name: 'Acme', members: 2 });
      const bot = client(fake, fake.botToken(TEAM));
      for (let call = 0; call < 20; call += 1) await bot.users.list({});
      const error = (await bot.users.list({}).catch((caught: unknown) => caught)) as WebAPIRateLimitedError;
      expect(error.code).toBe(ErrorCode.RateLimitedError);
      expect(error.retryAfter).toBe(60);
      expect(fake.rateLimited('users.list', TEAM)).toBe(1);
      clock.advance(60_000);
      await expect(bot.users.list({})).resolves.toMatchObject({ ok: true });
    } finally {
      await fake.close();
    }
  });

  it('failNext fails the next call of a method once', async () => {
    const fake = await startFakeSlackApi();
    try {
      fake.addWorkspace({ id: TEAM, name: 'Acme', members: 2 });
      const bot = client(fake, fake.botToken(TEAM));
      fake.failNext('chat.postMessage', { error: 'account_inactive' });
      const user = fake.workspace(TEAM).users[0]!.id;
      expect((await platformError(bot.chat.postMessage({ channel: user, text: 'hi' }))).error).toBe('account_inactive');
      await expect(bot.chat.postMessage({ channel: user, text: 'hi' })).resolves.toMatchObject({ ok: true });
    } finally {
      await fake.close();
    }
  });
});

describe('signed requests', () => {
  it('signs v0 HMAC-SHA256 over the raw body and builds block_actions with a trigger the fake accepts', async () => {
    const fake = await startFakeSlackApi();
    try {
      fake.addWorkspace({ id: TEAM, name: 'Acme', members: 2 });
      const builder = createSlackRequestBuilder({ signingSecret: SIGNING_SECRET, fake });
      const user = fake.workspace(TEAM).users[0]!.id;
      const request = builder.blockActions({ teamId: TEAM, userId: user, actionId: 'answer' });
      const timestamp = request.headers['x-slack-request-timestamp']!;
      expect(request.headers['x-slack-signature']).toBe(slackSignature(SIGNING_SECRET, timestamp, request.body));
      expect(builder.forged(request).headers['x-slack-signature']).not.toBe(request.headers['x-slack-signature']);
      const payload = JSON.parse(new URLSearchParams(request.body).get('payload')!);
      const view = {
        type: 'modal',
        title: { type: 'plain_text', text: 'Standup' },
        submit: { type: 'plain_text', text: 'Submit' },
        blocks: [
          {
            type: 'input',
            block_id: 'q1',
            label: { type: 'plain_text', text: 'Yesterday?' },
            element: { type: 'plain_text_input', action_id: 'answer', multiline: true },
          },
        ],
      };
      const bot = client(fake, fake.botToken(TEAM));
      const opened = await bot.views.open({ trigger_id: payload.trigger_id, view: view as never });
      expect(opened.view?.id).toMatch(/^V/);
      expect((await platformError(bot.views.open({ trigger_id: payload.trigger_id, view: view as never }))).error).toBe(
        'exchanged_trigger_id',
      );
      expect(inputValues(view, { answer: 'Shipped it' })).toEqual({
        q1: { answer: { type: 'plain_text_input', value: 'Shipped it' } },
      });
    } finally {
      await fake.close();
    }
  });
});

/** A fake with one workspace on a manual clock, closed after the test. */
async function withFake(
  test: (fake: TFakeSlackApi, clock: TManualClock) => Promise<void>,
  options: { members?: number; postMessagePerMinute?: number } = {},
): Promise<void> {
  const clock = createManualClock();
  const fake = await startFakeSlackApi({ clock, postMessagePerMinute: options.postMessagePerMinute });
  try {
    fake.addWorkspace({
      id: TEAM,
      name: 'Acme',
      members: options.members ?? 3,
      channels: [
        { name: 'general' },
        { name: 'standups' },
        { name: 'secret', isPrivate: true },
        { name: 'hidden', isPrivate: true, isMember: false },
        { name: 'old', isArchived: true },
        { name: 'outside', isMember: false },
      ],
    });
    await test(fake, clock);
  } finally {
    await fake.close();
  }
}

const channelId = (fake: TFakeSlackApi, name: string) =>
  fake.workspace(TEAM).channels.find((one) => one.name === name)!.id;

describe('rosters: users.list and conversations.list', () => {
  it('pages users.list by limit/cursor and includes the people an import must skip', () =>
    withFake(
      async (fake) => {
        const bot = client(fake, fake.botToken(TEAM));
        const pages: Array<Array<Record<string, unknown>>> = [];
        let cursor: string | undefined;
        do {
          const answer = await bot.users.list({ limit: 20, ...(cursor ? { cursor } : {}) });
          pages.push(answer.members as Array<Record<string, unknown>>);
          cursor = answer.response_metadata?.next_cursor || undefined;
        } while (cursor);
        const members = pages.flat();
        // 50 members, the app's bot, Slackbot, another bot, a deleted person, two guests, one without email.
        expect(pages.map((one) => one.length)).toEqual([20, 20, 17]);
        expect(new Set(members.map((one) => one.id)).size).toBe(57);
        const full = members.filter(
          (one) =>
            !one.is_bot &&
            !one.deleted &&
            !one.is_restricted &&
            !one.is_ultra_restricted &&
            one.id !== 'USLACKBOT' &&
            (one.profile as { email?: string }).email,
        );
        expect(full).toHaveLength(50);
        expect(members.find((one) => one.id === 'USLACKBOT')).toMatchObject({ is_bot: false });
        expect(members.filter((one) => one.is_bot)).toHaveLength(2);
        expect(members.filter((one) => one.deleted)).toHaveLength(1);
        expect(members.filter((one) => one.is_ultra_restricted)).toHaveLength(1);
        expect(full[0]).toMatchObject({
          profile: { email: 'member1@acme.example', first_name: 'Member', last_name: '1' },
        });
        expect((await platformError(bot.users.list({ cursor: 'bm9wZQ==' }))).error).toBe('invalid_cursor');
      },
      { members: 50 },
    ));

  it('leaves emails out without users:read.email, and answers missing_scope without users:read', () =>
    withFake(async (fake) => {
      const narrow = client(fake, fake.botToken(TEAM, ['users:read']));
      const answer = await narrow.users.list({});
      expect(answer.members?.every((one) => one.profile?.email === undefined)).toBe(true);
      fake.revokeTokens(TEAM);
      const postOnly = client(fake, fake.botToken(TEAM, ['chat:write']));
      expect(await platformError(postOnly.users.list({}))).toMatchObject({
        error: 'missing_scope',
        needed: 'users:read',
      });
    }));

  it('lists public channels by default, private ones the bot is in on request, pages and archive filter', () =>
    withFake(async (fake) => {
      const bot = client(fake, fake.botToken(TEAM));
      const names = async (args: Record<string, unknown>) => {
        const all: string[] = [];
        let cursor: string | undefined;
        do {
          const answer = await bot.conversations.list({ ...args, limit: 2, ...(cursor ? { cursor } : {}) });
          all.push(...(answer.channels ?? []).map((one) => one.name!));
          cursor = answer.response_metadata?.next_cursor || undefined;
        } while (cursor);
        return all;
      };
      expect(await names({})).toEqual(['general', 'standups', 'old', 'outside']);
      expect(await names({ exclude_archived: true })).toEqual(['general', 'standups', 'outside']);
      expect(await names({ types: 'public_channel,private_channel', exclude_archived: true })).toEqual([
        'general',
        'standups',
        'secret',
        'outside',
      ]);
    }));

  it('answers users.info and conversations.open (user_not_found, cannot_dm_bot, user_disabled)', () =>
    withFake(async (fake) => {
      const bot = client(fake, fake.botToken(TEAM));
      const [person] = fake.workspace(TEAM).users;
      expect((await bot.users.info({ user: person!.id })).user).toMatchObject({
        id: person!.id,
        real_name: 'Member 1',
      });
      expect((await platformError(bot.users.info({ user: 'UNOBODY' }))).error).toBe('user_not_found');
      const opened = await bot.conversations.open({ users: person!.id });
      expect(opened.channel?.id).toMatch(/^D/);
      expect((await bot.conversations.open({ users: person!.id })).already_open).toBe(true);
      expect((await platformError(bot.conversations.open({ users: fake.workspace(TEAM).botUserId }))).error).toBe(
        'cannot_dm_bot',
      );
      const gone = fake.workspace(TEAM).users.find((one) => one.deleted)!;
      expect((await platformError(bot.conversations.open({ users: gone.id }))).error).toBe('user_disabled');
    }));
});

describe('messages: channels, threads, updates', () => {
  it('posts to channels, replies in threads, and refuses what Slack refuses', () =>
    withFake(async (fake, clock) => {
      const bot = client(fake, fake.botToken(TEAM));
      const standups = channelId(fake, 'standups');
      const parent = await bot.chat.postMessage({ channel: standups, text: 'Daily standup', blocks: [] });
      const reply = await bot.chat.postMessage({ channel: standups, text: 'Ann: shipped', thread_ts: parent.ts! });
      expect(reply.message).toMatchObject({ thread_ts: parent.ts });
      expect(fake.thread(standups, parent.ts!).map((one) => one.text)).toEqual(['Ann: shipped']);
      expect(fake.messages(standups)).toHaveLength(2);
      // A second apart, so the per-channel limit (3 in 3 s) stays out of the way.
      const refused = async (args: Record<string, unknown>) => {
        clock.advance(1_000);
        return (await platformError(bot.chat.postMessage(args as never))).error;
      };
      expect(await refused({ channel: standups, text: 'x', thread_ts: '1.000001' })).toBe('thread_not_found');
      expect(await refused({ channel: channelId(fake, 'outside'), text: 'x' })).toBe('not_in_channel');
      expect(await refused({ channel: channelId(fake, 'old'), text: 'x' })).toBe('is_archived');
      expect(await refused({ channel: 'C0NOPE', text: 'x' })).toBe('channel_not_found');
      expect(await refused({ channel: standups })).toBe('no_text');
      expect(await refused({ channel: standups, text: 'x'.repeat(40_001) })).toBe('msg_too_long');
      const tooMany = Array.from({ length: 51 }, () => ({ type: 'divider' }));
      expect(await refused({ channel: standups, text: 'x', blocks: tooMany })).toBe('invalid_blocks');
      const longSection = [{ type: 'section', text: { type: 'mrkdwn', text: 'y'.repeat(3_001) } }];
      expect(await refused({ channel: standups, text: 'x', blocks: longSection })).toBe('invalid_blocks');
      expect((await platformError(bot.chat.update({ channel: standups, ts: '1.000001', text: 'x' }))).error).toBe(
        'message_not_found',
      );
    }));

  it('accepts JSON bodies with a Bearer token and form bodies with token=, as Slack does', () =>
    withFake(async (fake) => {
      const token = fake.botToken(TEAM);
      const person = fake.workspace(TEAM).users[0]!.id;
      const json = await fetch(`${fake.url}/api/chat.postMessage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ channel: person, text: 'hello', blocks: [{ type: 'divider' }] }),
      });
      expect(await json.json()).toMatchObject({ ok: true, channel: expect.stringMatching(/^D/) });
      const form = await fetch(`${fake.url}/api/auth.test`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(await form.json()).toMatchObject({ ok: true, team_id: TEAM });
      expect(fake.messages(person)[0]?.blocks).toEqual([{ type: 'divider' }]);
      expect(fake.calls('chat.postMessage')[0]).toMatchObject({ teamId: TEAM, ok: true, args: { text: 'hello' } });
    }));

  it('answers token_revoked once the workspace’s tokens are revoked', () =>
    withFake(async (fake) => {
      const bot = client(fake, fake.botToken(TEAM));
      fake.revokeTokens(TEAM);
      expect((await platformError(bot.auth.test())).error).toBe('token_revoked');
      expect(fake.botToken(TEAM)).not.toBe(bot.token);
    }));

  it('answers unknown_method and fails the test through the network guard', () =>
    withFake(async (fake) => {
      const bot = client(fake, fake.botToken(TEAM));
      expect((await platformError(bot.apiCall('files.upload'))).error).toBe('unknown_method');
      expect(() => assertFakesSawOnlyExpectedRequests()).toThrow('slack-api: unexpected POST /api/files.upload');
    }));
});

describe('rate limits', () => {
  it('lets 3 posts into one channel within 3 s, refuses the 4th with Retry-After, and frees it after 3 s', () =>
    withFake(async (fake, clock) => {
      const bot = client(fake, fake.botToken(TEAM));
      const person = fake.workspace(TEAM).users[0]!.id;
      for (let post = 0; post < 3; post += 1) await bot.chat.postMessage({ channel: person, text: `m${post}` });
      const error = (await bot.chat
        .postMessage({ channel: person, text: 'm3' })
        .catch((caught: unknown) => caught)) as WebAPIRateLimitedError;
      expect(error.code).toBe(ErrorCode.RateLimitedError);
      expect(error.retryAfter).toBe(3);
      // Other channels are not held up; the user id and the D id are one channel.
      await bot.chat.postMessage({ channel: fake.workspace(TEAM).users[1]!.id, text: 'other' });
      const dm = fake.dmChannel(TEAM, person)!;
      await expect(bot.chat.postMessage({ channel: dm, text: 'm3' })).rejects.toMatchObject({ retryAfter: 3 });
      clock.advance(1_000);
      await expect(bot.chat.postMessage({ channel: dm, text: 'm3' })).rejects.toMatchObject({ retryAfter: 2 });
      clock.advance(2_000);
      await bot.chat.postMessage({ channel: dm, text: 'm3' });
      expect(fake.messages(person).map((one) => one.text)).toEqual(['m0', 'm1', 'm2', 'm3']);
      expect(fake.rateLimited('chat.postMessage', TEAM)).toBe(3);
    }));

  it('caps chat.postMessage per workspace over any 60 s (postMessagePerMinute)', () =>
    withFake(
      async (fake, clock) => {
        const bot = client(fake, fake.botToken(TEAM));
        const people = fake.workspace(TEAM).users.slice(0, 6);
        for (const person of people.slice(0, 5)) {
          await bot.chat.postMessage({ channel: person.id, text: 'hi' });
          clock.advance(10_000);
        }
        await expect(bot.chat.postMessage({ channel: people[5]!.id, text: 'hi' })).rejects.toMatchObject({
          code: ErrorCode.RateLimitedError,
          retryAfter: 10,
        });
        clock.advance(10_000);
        await bot.chat.postMessage({ channel: people[5]!.id, text: 'hi' });
        // Another workspace has its own budget.
        fake.addWorkspace({ id: 'T0OTHER01', name: 'Other', members: 1 });
        const other = client(fake, fake.botToken('T0OTHER01'));
        fake.setPostMessagePerMinute(5);
        await other.chat.postMessage({ channel: fake.workspace('T0OTHER01').users[0]!.id, text: 'hi' });
      },
      { members: 6, postMessagePerMinute: 5 },
    ));

  it('keeps the tiers per workspace and method, and can be switched off', () =>
    withFake(async (fake, clock) => {
      const bot = client(fake, fake.botToken(TEAM));
      for (let call = 0; call < 50; call += 1) await bot.team.info();
      await expect(bot.team.info()).rejects.toMatchObject({ code: ErrorCode.RateLimitedError, retryAfter: 60 });
      await bot.users.info({ user: fake.workspace(TEAM).users[0]!.id });
      clock.advance(30_000);
      await expect(bot.team.info()).rejects.toMatchObject({ retryAfter: 30 });
      for (let call = 0; call < 100; call += 1) await bot.auth.test();
      await expect(bot.auth.test()).rejects.toMatchObject({ code: ErrorCode.RateLimitedError });
      fake.setLimits(false);
      for (let call = 0; call < 30; call += 1) await bot.team.info();
      expect(fake.rateLimited('team.info')).toBe(2);
      expect(fake.rateLimited()).toBe(3);
      // oauth.v2.access and openid.* are never limited (no token involved).
    }));

  it('failNext answers 429 with Retry-After, an HTTP 5xx, or an error code, then recovers', () =>
    withFake(async (fake) => {
      const bot = client(fake, fake.botToken(TEAM));
      fake.failNext('users.list', { status: 429, retryAfter: 7 });
      await expect(bot.users.list({})).rejects.toMatchObject({ code: ErrorCode.RateLimitedError, retryAfter: 7 });
      fake.failNext('users.list', { status: 503 });
      const http = (await bot.users.list({}).catch((caught: unknown) => caught)) as WebAPIHTTPError;
      expect(http).toMatchObject({ code: ErrorCode.HTTPError, statusCode: 503 });
      fake.failNext('users.list', { error: 'fatal_error', times: 2 });
      await expect(bot.users.list({})).rejects.toMatchObject({ data: { error: 'fatal_error' } });
      await expect(bot.users.list({})).rejects.toMatchObject({ data: { error: 'fatal_error' } });
      await expect(bot.users.list({})).resolves.toMatchObject({ ok: true });
      expect(fake.calls('users.list').map((one) => one.status)).toEqual([429, 503, 200, 200, 200]);
      expect(fake.rateLimited('users.list')).toBe(0);
    }));
});

describe('modals: trigger ids and views', () => {
  const modal = (title = 'Daily standup') => ({
    type: 'modal',
    callback_id: 'checkin',
    private_metadata: 'run:1',
    title: { type: 'plain_text', text: title },
    submit: { type: 'plain_text', text: 'Submit' },
    blocks: [
      {
        type: 'input',
        block_id: 'q1',
        label: { type: 'plain_text', text: 'What did you do?' },
        element: { type: 'plain_text_input', action_id: 'answer', multiline: true, initial_value: 'draft' },
      },
      {
        type: 'input',
        block_id: 'flags',
        optional: true,
        label: { type: 'plain_text', text: 'Goal' },
        element: {
          type: 'checkboxes',
          action_id: 'flags',
          options: [
            { text: { type: 'plain_text', text: 'Goal met' }, value: 'goal' },
            { text: { type: 'plain_text', text: 'Blocked' }, value: 'blocked' },
          ],
        },
      },
    ],
  });

  it('accepts a trigger once within 3 s of fake or real time, and refuses unknown ones', () =>
    withFake(async (fake, clock) => {
      const bot = client(fake, fake.botToken(TEAM));
      const person = fake.workspace(TEAM).users[0]!.id;
      const open = (trigger_id: string, view = modal()) => bot.views.open({ trigger_id, view: view as never });
      expect((await platformError(open('123.456.abc'))).error).toBe('invalid_trigger_id');
      const late = fake.issueTriggerId(TEAM, person);
      clock.advance(3_001);
      expect((await platformError(open(late))).error).toBe('expired_trigger_id');
      const slow = fake.issueTriggerId(TEAM, person);
      const realNow = Date.now();
      const spy = vi.spyOn(Date, 'now').mockReturnValue(realNow + 3_001);
      try {
        expect((await platformError(open(slow))).error).toBe('expired_trigger_id');
      } finally {
        spy.mockRestore();
      }
      const fresh = fake.issueTriggerId(TEAM, person);
      expect((await platformError(open(fresh, modal('A title longer than 24 chars')))).error).toBe('invalid_arguments');
      const opened = await open(fresh);
      expect(opened.view).toMatchObject({ callback_id: 'checkin', private_metadata: 'run:1', team_id: TEAM });
      expect(fake.view(opened.view!.id!)).toMatchObject({ userId: person });
    }));

  it('updates a view by id with the current hash and refuses a stale hash or unknown view', () =>
    withFake(async (fake) => {
      const bot = client(fake, fake.botToken(TEAM));
      const person = fake.workspace(TEAM).users[0]!.id;
      const opened = await bot.views.open({ trigger_id: fake.issueTriggerId(TEAM, person), view: modal() as never });
      const id = opened.view!.id!;
      const updated = await bot.views.update({ view_id: id, hash: opened.view!.hash, view: modal('Saved') as never });
      expect(updated.view?.hash).not.toBe(opened.view!.hash);
      expect(
        (await platformError(bot.views.update({ view_id: id, hash: opened.view!.hash, view: modal() as never }))).error,
      ).toBe('hash_conflict');
      expect((await platformError(bot.views.update({ view_id: 'V0NOPE', view: modal() as never }))).error).toBe(
        'not_found',
      );
      expect(fake.view(id)?.versions).toHaveLength(2);
    }));
});

describe('authorize pages', () => {
  it('redirects with error=access_denied when told to, and refuses an unknown client id', () =>
    withFake(async (fake) => {
      fake.denyAuthorize();
      const page = (params: Record<string, string>) =>
        fetch(`${fake.url}/oauth/v2/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
      const denied = await page({
        client_id: fake.clientId,
        scope: 'chat:write',
        redirect_uri: 'https://rollcall.example.com/slack/oauth_redirect',
        state: 'st',
      });
      expect(denied.headers.get('location')).toBe(
        'https://rollcall.example.com/slack/oauth_redirect?error=access_denied&state=st',
      );
      const wrong = await page({ client_id: 'nope', scope: 'chat:write', redirect_uri: 'https://x.example/' });
      expect(wrong.status).toBe(400);
      expect(fake.authorizeRequests.map((one) => one.error)).toEqual(['access_denied', 'invalid_client_id']);
    }));

  it('takes client credentials by Basic auth and checks secret, code and redirect_uri', () =>
    withFake(async (fake) => {
      const code = async () => {
        const answer = await fetch(
          `${fake.url}/oauth/v2/authorize?${new URLSearchParams({
            client_id: fake.clientId,
            scope: SLACK_BOT_SCOPES.join(','),
            user_scope: 'identity.basic',
            redirect_uri: 'https://rollcall.example.com/slack/oauth_redirect',
          })}`,
          { redirect: 'manual' },
        );
        return new URL(answer.headers.get('location')!).searchParams.get('code')!;
      };
      const exchange = (authorization: string, body: Record<string, string>) =>
        fetch(`${fake.url}/api/oauth.v2.access`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body).toString(),
        }).then((response) => response.json());
      const basic = (secret: string) => `Basic ${Buffer.from(`${fake.clientId}:${secret}`).toString('base64')}`;
      const redirect_uri = 'https://rollcall.example.com/slack/oauth_redirect';
      expect(await exchange(basic('wrong'), { code: await code(), redirect_uri })).toMatchObject({
        error: 'bad_client_secret',
      });
      expect(
        await exchange(basic(fake.clientSecret), { code: await code(), redirect_uri: 'https://evil.example/' }),
      ).toMatchObject({
        error: 'bad_redirect_uri',
      });
      const installed = await exchange(basic(fake.clientSecret), { code: await code(), redirect_uri });
      expect(installed).toMatchObject({
        ok: true,
        enterprise: null,
        authed_user: { scope: 'identity.basic', token_type: 'user', access_token: expect.stringMatching(/^xoxp-/) },
        scope: SLACK_BOT_SCOPES.join(','),
      });
    }));
});

describe('signed inbound requests', () => {
  it('signs exactly as Bolt verifies: fresh passes, forged and replayed fail', () =>
    withFake(async (fake) => {
      const builder = createSlackRequestBuilder({ signingSecret: SIGNING_SECRET, fake, clock: { now: Date.now } });
      const verify = (request: { headers: Record<string, string>; body: string }) =>
        isValidSlackRequest({
          signingSecret: SIGNING_SECRET,
          body: request.body,
          headers: {
            'x-slack-signature': request.headers['x-slack-signature']!,
            'x-slack-request-timestamp': Number(request.headers['x-slack-request-timestamp']),
          },
        });
      const person = fake.workspace(TEAM).users[0]!;
      const requests = [
        builder.urlVerification('challenge-1'),
        builder.teamJoin(TEAM, person),
        builder.appHomeOpened(TEAM, person.id),
        builder.messageIm(TEAM, person.id, 'hello'),
        builder.blockActions({ teamId: TEAM, userId: person.id, actionId: 'answer', value: 'run:1' }),
        builder.viewClosed({ teamId: TEAM, userId: person.id }),
      ];
      for (const request of requests) {
        expect(verify(request)).toBe(true);
        expect(verify(builder.forged(request))).toBe(false);
        const replayed = builder.replayed(request);
        expect(Number(replayed.headers['x-slack-request-timestamp'])).toBeLessThan(Date.now() / 1000 - 300);
        expect(verify(replayed)).toBe(false);
      }
      expect(JSON.parse(requests[0]!.body)).toEqual({
        token: 'deprecated-verification-token',
        challenge: 'challenge-1',
        type: 'url_verification',
      });
      expect(JSON.parse(requests[1]!.body)).toMatchObject({
        type: 'event_callback',
        team_id: TEAM,
        api_app_id: fake.appId,
        event: { type: 'team_join', user: { id: person.id, profile: { email: person.email } } },
      });
      expect(requests[4]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    }));

  it('builds a view_submission from the modal the app opened, with state values like Slack’s', () =>
    withFake(async (fake) => {
      const builder = createSlackRequestBuilder({ signingSecret: SIGNING_SECRET, fake });
      const bot = client(fake, fake.botToken(TEAM));
      const person = fake.workspace(TEAM).users[0]!.id;
      const press = builder.blockActions({ teamId: TEAM, userId: person, actionId: 'answer' });
      const view = {
        type: 'modal',
        callback_id: 'checkin',
        private_metadata: 'run:1',
        title: { type: 'plain_text', text: 'Standup' },
        submit: { type: 'plain_text', text: 'Submit' },
        blocks: [
          {
            type: 'input',
            block_id: 'q1',
            label: { type: 'plain_text', text: 'Yesterday?' },
            element: { type: 'plain_text_input', action_id: 'a1', initial_value: 'draft' },
          },
          {
            type: 'input',
            block_id: 'q2',
            label: { type: 'plain_text', text: 'Today?' },
            element: { type: 'plain_text_input', action_id: 'a2' },
          },
          {
            type: 'input',
            block_id: 'flags',
            optional: true,
            label: { type: 'plain_text', text: 'Goal' },
            element: {
              type: 'checkboxes',
              action_id: 'flags',
              options: [
                { text: { type: 'plain_text', text: 'Goal met' }, value: 'goal' },
                { text: { type: 'plain_text', text: 'Blocked' }, value: 'blocked' },
              ],
            },
          },
        ],
      };
      const opened = await bot.views.open({ trigger_id: press.payload.trigger_id as string, view: view as never });
      const values = inputValues(view, { a2: '', flags: ['blocked'] });
      expect(values).toEqual({
        q1: { a1: { type: 'plain_text_input', value: 'draft' } },
        q2: { a2: { type: 'plain_text_input', value: null } },
        flags: {
          flags: {
            type: 'checkboxes',
            selected_options: [{ text: { type: 'plain_text', text: 'Blocked' }, value: 'blocked' }],
          },
        },
      });
      const submission = builder.viewSubmission({ teamId: TEAM, userId: person, viewId: opened.view!.id!, values });
      const payload = JSON.parse(new URLSearchParams(submission.body).get('payload')!);
      expect(payload).toMatchObject({
        type: 'view_submission',
        team: { id: TEAM },
        user: { id: person },
        view: { id: opened.view!.id, callback_id: 'checkin', private_metadata: 'run:1', state: { values } },
      });
    }));

  it('revokes the fake’s tokens when it builds app_uninstalled or tokens_revoked', () =>
    withFake(async (fake) => {
      const builder = createSlackRequestBuilder({ signingSecret: SIGNING_SECRET, fake });
      const bot = client(fake, fake.botToken(TEAM));
      const uninstall = builder.appUninstalled(TEAM);
      expect(JSON.parse(uninstall.body)).toMatchObject({ team_id: TEAM, event: { type: 'app_uninstalled' } });
      expect((await platformError(bot.auth.test())).error).toBe('token_revoked');
    }));
});
