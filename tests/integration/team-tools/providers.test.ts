/**
 * The Asana, Trello and Clubhouse providers against their fakes (issue 23): authorise URLs, the
 * code/token/key exchange, refresh, identify, the editor panel's data and search, revoke, and a
 * refused token surfacing as ToolAuthError (never a crash).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asanaProvider } from '../../../bot/domain/work-tools/providers/asana.ts';
import { clubhouseProvider } from '../../../bot/domain/work-tools/providers/clubhouse.ts';
import { TEAM_TOOL_PROVIDERS } from '../../../bot/domain/work-tools/providers/team-tool-providers.ts';
import { trelloProvider } from '../../../bot/domain/work-tools/providers/trello.ts';
import { type TOpenConnection, ToolAuthError } from '../../../bot/domain/work-tools/tool-provider.ts';
import type { TEnv } from '../../../bot/env.ts';
import { startFakeAsana, type TFakeAsana } from '../../fakes/work-tools/asana.ts';
import { startFakeClubhouse, type TFakeClubhouse } from '../../fakes/work-tools/clubhouse.ts';
import { startFakeTrello, type TFakeTrello } from '../../fakes/work-tools/trello.ts';
import { testEnv } from '../../helpers/test-server.ts';

let asana: TFakeAsana;
let trello: TFakeTrello;
let clubhouse: TFakeClubhouse;
let env: TEnv;

const open = (accessToken: string, refreshToken: string | null = null): TOpenConnection => ({
  accessToken,
  refreshToken,
  expiresAt: null,
  externalId: null,
  externalName: null,
  meta: {},
});

beforeAll(async () => {
  [asana, trello, clubhouse] = await Promise.all([startFakeAsana(), startFakeTrello(), startFakeClubhouse()]);
  env = testEnv({
    PUBLIC_URL: 'http://rollcall.test',
    ASANA_CLIENT_ID: asana.clientId,
    ASANA_CLIENT_SECRET: asana.clientSecret,
    ASANA_URL: asana.url,
    TRELLO_API_KEY: trello.apiKey,
    TRELLO_URL: 'https://trello.example.test',
    TRELLO_API_URL: trello.url,
    CLUBHOUSE_API_URL: clubhouse.url,
  });
});

afterAll(async () => {
  await Promise.all([asana.close(), trello.close(), clubhouse.close()]);
});

describe('the team tool providers registry', () => {
  it('holds the three providers under their tool keys, each for its flow', () => {
    expect(TEAM_TOOL_PROVIDERS.asana.flow).toBe('redirect');
    expect(TEAM_TOOL_PROVIDERS.trello.flow).toBe('hash-token');
    expect(TEAM_TOOL_PROVIDERS.clubhouse.flow).toBe('api-key');
    expect(asanaProvider.available(env)).toBe(true);
    expect(asanaProvider.available(testEnv())).toBe(false);
    expect(trelloProvider.available(testEnv())).toBe(false);
    expect(clubhouseProvider.available(testEnv())).toBe(true);
  });
});

describe('Asana', () => {
  it('sends the person to the authorise page with state, redirect and a PKCE challenge', () => {
    const url = new URL(
      asanaProvider.authorizeUrl!(env, {
        state: 'S1',
        redirectUri: 'http://rollcall.test/oauth/callback/asana/',
        codeVerifier: 'v'.repeat(43),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${asana.url}/-/oauth_authorize`);
    expect(url.searchParams.get('client_id')).toBe(asana.clientId);
    expect(url.searchParams.get('state')).toBe('S1');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges a code, identifies the person, refreshes, lists workspaces and finds tasks', async () => {
    asana.codes.set('good-code', { accessToken: 'asana-a1', refreshToken: 'asana-r1' });
    const tokens = await asanaProvider.exchange(env, {
      code: 'good-code',
      redirectUri: 'http://rollcall.test/cb',
      codeVerifier: 'v'.repeat(43),
    });
    expect(tokens.accessToken).toBe('asana-a1');
    expect(tokens.refreshToken).toBe('asana-r1');
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const body = new URLSearchParams(asana.calls('POST', '/-/oauth_token').at(-1)!.body);
    expect(body.get('code_verifier')).toBe('v'.repeat(43));

    const identity = await asanaProvider.identify(env, tokens);
    expect(identity).toMatchObject({ externalId: '9001', externalName: 'Ada Asana' });

    const refreshed = await asanaProvider.refresh!(env, 'asana-r1');
    expect(refreshed.accessToken).not.toBe('asana-a1');
    expect(refreshed.refreshToken).toBe('asana-r1');

    expect(await asanaProvider.data!(env, open(refreshed.accessToken))).toEqual({
      workspaces: [{ id: '1001', name: 'Acme Workspace' }],
    });
    const tasks = await asanaProvider.search(env, open(refreshed.accessToken), {
      query: 'launch',
      workspace_gid: '1001',
    });
    expect(tasks).toEqual([
      { id: '3001', title: 'Write the launch post', url: 'https://app.asana.com/0/0/3001', detail: 'Launch' },
    ]);
    await asanaProvider.revoke!(env, open(refreshed.accessToken, 'asana-r1'));
    expect(asana.calls('POST', '/-/oauth_revoke')).toHaveLength(1);
  });

  it('turns a used code and a refused token into ToolAuthError', async () => {
    await expect(
      asanaProvider.exchange(env, { code: 'unknown', redirectUri: 'x', codeVerifier: null }),
    ).rejects.toBeInstanceOf(ToolAuthError);
    await expect(asanaProvider.data!(env, open('not-a-token'))).rejects.toBeInstanceOf(ToolAuthError);
  });
});

describe('Trello', () => {
  it('authorises with a hash token coming back to the Trello callback page with the state', () => {
    const url = new URL(trelloProvider.authorizeUrl!(env, { state: 'S2', redirectUri: 'ignored', codeVerifier: null }));
    expect(`${url.origin}${url.pathname}`).toBe('https://trello.example.test/1/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      expiration: 'never',
      name: 'Rollcall',
      scope: 'read',
      response_type: 'token',
      key: trello.apiKey,
      return_url: 'http://rollcall.test/team/settings/services/trello-callback/?state=S2',
    });
  });

  it('takes the token, identifies, lists workspaces, searches cards and revokes', async () => {
    const token = 'a'.repeat(64);
    trello.tokens.set(token, { id: 'tm1', username: 'tina', fullName: 'Tina Trello' });
    const tokens = await trelloProvider.exchange(env, { code: token, redirectUri: '', codeVerifier: null });
    expect(tokens).toEqual({ accessToken: token, refreshToken: null, expiresAt: null });
    expect(await trelloProvider.identify(env, tokens)).toMatchObject({ externalId: 'tm1', externalName: 'tina' });
    expect(await trelloProvider.data!(env, open(token))).toEqual({ workspaces: [{ id: 'org1', name: 'Acme' }] });
    expect(await trelloProvider.search(env, open(token), { query: 'login', workspace_gid: 'org1' })).toEqual([
      { id: 'card1', title: 'Fix the login bug', url: 'https://trello.com/c/abc', detail: 'Bugs' },
    ]);
    // The token travels in the Authorization header, never in the URL.
    expect(trello.requests.every((request) => !request.query.toString().includes(token))).toBe(true);
    await trelloProvider.revoke!(env, open(token));
    expect(trello.calls('DELETE', '/1/tokens/:token')).toHaveLength(1);
  });

  it('refuses something that is not a token, and a token Trello does not know', async () => {
    await expect(
      trelloProvider.exchange(env, { code: '<script>', redirectUri: '', codeVerifier: null }),
    ).rejects.toBeInstanceOf(ToolAuthError);
    await expect(trelloProvider.identify(env, open('b'.repeat(64)))).rejects.toBeInstanceOf(ToolAuthError);
  });
});

describe('Clubhouse', () => {
  it('takes the key, identifies with the workspace, lists workflows and searches stories', async () => {
    clubhouse.tokens.set('ch-good-key', 'm-1');
    const tokens = await clubhouseProvider.exchange(env, { code: 'ch-good-key', redirectUri: '', codeVerifier: null });
    expect(await clubhouseProvider.identify(env, tokens)).toMatchObject({
      externalId: 'm-1',
      externalName: 'Cleo Club',
      meta: { workspace: 'acme-eng' },
    });
    expect(clubhouse.calls('GET', '/api/v3/member').at(-1)!.headers['shortcut-token']).toBe('ch-good-key');
    expect(await clubhouseProvider.data!(env, open('ch-good-key'))).toEqual({
      workflows: [{ id: '500', name: 'Engineering' }],
    });
    expect(
      await clubhouseProvider.search(env, open('ch-good-key'), { query: 'onboarding', workflow_id: '500' }),
    ).toEqual([
      {
        id: '42',
        title: 'Ship the onboarding flow',
        url: 'https://app.shortcut.com/acme-eng/story/42',
        detail: 'feature',
      },
    ]);
    expect(
      await clubhouseProvider.search(env, open('ch-good-key'), { query: 'onboarding', workflow_id: '999' }),
    ).toEqual([]);
  });

  it('turns an invalid key into ToolAuthError', async () => {
    await expect(clubhouseProvider.identify(env, open('wrong-key'))).rejects.toBeInstanceOf(ToolAuthError);
  });
});
