/**
 * Drives the real @slack/web-api WebClient (configured as the adapter will be: our URL, no SDK
 * retries, rate-limited calls rejected) against the fake, so the fake answers the URLs, bodies and
 * errors the SDK really produces; plus the authorize pages and the signed request builders.
 */
import { createHmac } from 'node:crypto';
import { ErrorCode, type WebAPIPlatformError, type WebAPIRateLimitedError, WebClient } from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLACK_BOT_SCOPES, SLACK_USER_SCOPES } from '../../../manifest/slack/slack-scopes.ts';
import { createManualClock, startFakeSlackApi, type TFakeSlackApi } from './index.ts';
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
