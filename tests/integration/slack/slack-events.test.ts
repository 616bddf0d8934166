/**
 * POST /slack/events (issue 18): every request is checked against Slack's v0 signature and its
 * five-minute window before anything else; forged, replayed, unsigned and altered requests get 401
 * and change nothing. Signed ones reach Bolt: url_verification answers its challenge,
 * app_uninstalled and tokens_revoked disconnect the workspace and erase its tokens, and anything
 * from a workspace we do not know is acknowledged and ignored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackInstalls, teams } from '../../../bot/db/schema/index.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { eventEnvelope, SLACK_TEST_SETTINGS, signedHeaders, storeInstall } from './slack-test-kit.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ env: SLACK_TEST_SETTINGS });
});
afterAll(() => server?.stop());

const post = (body: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/slack/events', headers, payload: body });

const installOf = async (id: string) =>
  (await server.db.select().from(slackInstalls).where(eq(slackInstalls.id, id)))[0]!;

describe('the signature check', () => {
  it('refuses forged, replayed, unsigned and altered requests with 401, changing nothing', async () => {
    const account = await buildAccount(server.db);
    const install = await storeInstall(server.db, account, { slackTeamId: 'TSIG1' });
    const body = eventEnvelope('TSIG1', { type: 'app_uninstalled' });
    const now = Math.floor(Date.now() / 1000);

    const forged = await post(body, signedHeaders(body, { secret: 'not-the-signing-secret' }));
    const replayed = await post(body, signedHeaders(body, { timestampSeconds: now - 6 * 60 }));
    const fromTheFuture = await post(body, signedHeaders(body, { timestampSeconds: now + 6 * 60 }));
    const { 'x-slack-signature': _signature, ...withoutSignature } = signedHeaders(body);
    const { 'x-slack-request-timestamp': _timestamp, ...withoutTimestamp } = signedHeaders(body);
    const unsigned = await post(body, { 'content-type': 'application/json' });
    const noSignature = await post(body, withoutSignature);
    const noTimestamp = await post(body, withoutTimestamp);
    const altered = await post(body.replace('TSIG1', 'TSIG2'), signedHeaders(body));
    for (const response of [forged, replayed, fromTheFuture, unsigned, noSignature, noTimestamp, altered]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('Invalid Slack request signature.');
    }

    const after = await installOf(install.id);
    expect(after.status).toBe('pending');
    expect(after.botTokenSealed).toBe(install.botTokenSealed);

    // The same body, signed now, goes through: it was the signature that was refused.
    expect((await post(body, signedHeaders(body))).statusCode).toBe(200);
    expect((await installOf(install.id)).botTokenSealed).toBeNull();
  });

  it('accepts a request within the five-minute window', async () => {
    const body = JSON.stringify({ type: 'url_verification', challenge: 'window-challenge', token: 't' });
    const response = await post(
      body,
      signedHeaders(body, { timestampSeconds: Math.floor(Date.now() / 1000) - 4 * 60 }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('Slack handshakes', () => {
  it('answers url_verification with its challenge', async () => {
    const body = JSON.stringify({
      token: 'legacy',
      challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P',
      type: 'url_verification',
    });
    const response = await post(body, signedHeaders(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' });
  });

  it('answers ssl_check with 200', async () => {
    const body = 'token=legacy&ssl_check=1';
    const response = await post(body, signedHeaders(body, { contentType: 'application/x-www-form-urlencoded' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a signed body that is not one of Slack’s shapes with 400', async () => {
    const body = '[1,2,3]';
    expect((await post(body, signedHeaders(body))).statusCode).toBe(400);
  });
});

describe('the install’s life', () => {
  it('app_uninstalled disconnects every install of the workspace and erases the tokens; the team stays', async () => {
    const account = await buildAccount(server.db);
    const other = await buildAccount(server.db);
    const team = await buildTeam(server.db, account, { service: 'SLACK' });
    const linked = await storeInstall(server.db, account, { slackTeamId: 'TGONE', status: 'linked', teamId: team.id });
    const pending = await storeInstall(server.db, other, { slackTeamId: 'TGONE' });
    const elsewhere = await storeInstall(server.db, other, { slackTeamId: 'TSTAYS' });

    const body = eventEnvelope('TGONE', { type: 'app_uninstalled' });
    const response = await post(body, signedHeaders(body));
    expect(response.statusCode).toBe(200);

    for (const id of [linked.id, pending.id]) {
      const row = await installOf(id);
      expect(row.status).toBe('removed');
      expect(row.botTokenSealed).toBeNull();
      expect(row.removedAt).not.toBeNull();
    }
    expect((await installOf(linked.id)).teamId).toBe(team.id);
    expect((await installOf(elsewhere.id)).botTokenSealed).toBe(elsewhere.botTokenSealed);
    const [kept] = await server.db.select().from(teams).where(eq(teams.id, team.id));
    expect(kept).toMatchObject({ name: team.name, service: 'SLACK' });
  });

  it('tokens_revoked for the bot disconnects the workspace; a revoked user token alone changes nothing', async () => {
    const account = await buildAccount(server.db);
    const install = await storeInstall(server.db, account, { slackTeamId: 'TREVOKE', botUserId: 'UBOTREV' });

    const userOnly = eventEnvelope('TREVOKE', { type: 'tokens_revoked', tokens: { oauth: ['UPERSON'] } });
    expect((await post(userOnly, signedHeaders(userOnly))).statusCode).toBe(200);
    expect((await installOf(install.id)).botTokenSealed).toBe(install.botTokenSealed);

    const bot = eventEnvelope('TREVOKE', { type: 'tokens_revoked', tokens: { bot: ['UBOTREV'] } });
    expect((await post(bot, signedHeaders(bot))).statusCode).toBe(200);
    const row = await installOf(install.id);
    expect(row.status).toBe('removed');
    expect(row.botTokenSealed).toBeNull();
  });

  it('acknowledges and ignores events and interactivity of an unknown workspace', async () => {
    const event = eventEnvelope('TUNKNOWN', { type: 'team_join', user: { id: 'UNEW', team_id: 'TUNKNOWN' } });
    expect((await post(event, signedHeaders(event))).statusCode).toBe(200);

    const uninstall = eventEnvelope('TNEVERSEEN', { type: 'app_uninstalled' });
    expect((await post(uninstall, signedHeaders(uninstall))).statusCode).toBe(200);

    const payload = JSON.stringify({
      type: 'block_actions',
      team: { id: 'TUNKNOWN', domain: 'unknown' },
      user: { id: 'UWHO', team_id: 'TUNKNOWN' },
      api_app_id: 'A0ROLLCALL',
      trigger_id: '1.2.3',
      actions: [{ type: 'button', action_id: 'answer', block_id: 'b', action_ts: '1700000000.1' }],
    });
    const form = `payload=${encodeURIComponent(payload)}`;
    const response = await post(form, signedHeaders(form, { contentType: 'application/x-www-form-urlencoded' }));
    expect(response.statusCode).toBe(200);
  });
});
