/**
 * Each sender's own verification, good and bad (GitLab token, Bitbucket and Clubhouse HMACs, Azure
 * DevOps basic password, Zapier header or token), what each maps to, the plan locks (LIMIT_SERVICES,
 * LIMIT_ZAPIER), and bodies a sender or an attacker can send: too big (413), not JSON or not the
 * sender's shape (400), never a 500, nothing stored on any refusal; and the per-team rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamServiceSettings } from '../../../bot/db/schema/index.ts';
import { WEBHOOK_IN_PER_MINUTE } from '../../../bot/http/routes/webhooks-in/webhooks-in-routes.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import {
  azurePush,
  azureWorkItemCreated,
  azureWorkItemUpdated,
  bitbucketPush,
  clubhouseStoryMoved,
  githubPush,
  gitlabPush,
  signedDelivery,
  zapierEvent,
} from '../../fakes/webhook-senders/index.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { buildWebhookWorld, itemsOf, post, secretOf, type TWebhookWorld } from './kit.ts';

let t: TTestApp;
let w: TWebhookWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWebhookWorld(t);
});
afterAll(() => t?.close());

const alice = () => ({ name: 'Alice Doe', email: w.alice.email, login: 'alice' });

describe('each sender verifies its own way and maps its events', () => {
  it('GitLab: X-Gitlab-Token must be the secret; a Push Hook is a push', async () => {
    const secret = await secretOf(t, w.team, 'gitlab');
    expect((await post(t, 'gitlab', w.team, gitlabPush(alice()), { secret: `${secret}x` })).status).toBe(401);
    const ok = await post(t, 'gitlab', w.team, gitlabPush(alice()), { secret, deliveryId: 'gl-1' });
    expect(ok).toEqual({ status: 200, body: { ok: true, stored: 1 } });
    const [item] = await itemsOf(t, w.team, 'gitlab');
    expect(item).toMatchObject({
      verb: 'pushed',
      userId: w.alice.id,
      deliveryKey: 'gl-1',
      data: { service: 'gitlab', repo: 'acme/api', branch: 'feature/login', commit_count: 1 },
    });
    expect((await post(t, 'gitlab', w.team, { object_kind: 'note' }, { secret, event: 'Note Hook' })).status).toBe(202);
  });

  it('Bitbucket: X-Hub-Signature sha256 HMAC; repo:push is a push', async () => {
    const secret = await secretOf(t, w.team, 'bitbucket');
    expect((await post(t, 'bitbucket', w.team, bitbucketPush(alice()), { secret: 'wrong' })).status).toBe(401);
    const ok = await post(t, 'bitbucket', w.team, bitbucketPush(alice()), { secret, deliveryId: 'bb-1' });
    expect(ok.status).toBe(200);
    const [item] = await itemsOf(t, w.team, 'bitbucket');
    expect(item).toMatchObject({
      verb: 'pushed',
      userId: w.alice.id,
      actorLabel: 'Alice Doe',
      data: { service: 'bitbucket', repo: 'acme/web', branch: 'main', commit_count: 1 },
    });
  });

  it('Azure DevOps: basic auth password must be the secret; git.push and work items map', async () => {
    const secret = await secretOf(t, w.team, 'azure-devops');
    expect((await post(t, 'azure-devops', w.team, azurePush(alice()), { secret: 'wrong' })).status).toBe(401);
    const noAuth = await t.app.inject({
      method: 'POST',
      url: `/webhooks/azure-devops/${w.team.uuid}/`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(azurePush(alice())),
    });
    expect(noAuth.statusCode).toBe(401);
    const bob = { name: 'Bob', email: w.bob.email, login: 'bob' };
    expect((await post(t, 'azure-devops', w.team, azurePush(alice(), 'az-1'), { secret })).status).toBe(200);
    expect((await post(t, 'azure-devops', w.team, azureWorkItemUpdated(bob, 'az-2'), { secret })).status).toBe(200);
    expect((await post(t, 'azure-devops', w.team, azureWorkItemCreated(bob, 'az-3'), { secret })).status).toBe(200);
    const items = await itemsOf(t, w.team, 'azure-devops');
    expect(items.find((row) => row.deliveryKey === 'az-1')).toMatchObject({
      verb: 'pushed',
      userId: w.alice.id,
      data: { service: 'azure-devops', repo: 'Fabrikam-Fiber-Git', branch: 'main', commit_count: 1 },
    });
    expect(items.find((row) => row.deliveryKey === 'az-2')).toMatchObject({
      verb: 'updated-workitem',
      userId: w.bob.id,
      data: {
        title: '5 Customer can sign in using their Microsoft Account',
        item_type: 'Product Backlog Item',
        from: 'New',
        to: 'Approved',
        url: 'https://fabrikam.visualstudio.com/web/wi.aspx?id=5',
      },
    });
    expect(items.find((row) => row.deliveryKey === 'az-3')).toMatchObject({
      verb: 'created-workitem',
      userId: w.bob.id,
      data: { item_type: 'Bug', title: '5 Broken link on the home page' },
    });
    // Azure DevOps retries with the same notification id.
    expect((await post(t, 'azure-devops', w.team, azurePush(alice(), 'az-1'), { secret })).body).toEqual({
      ok: true,
      duplicate: true,
    });
    const build = { id: 'az-4', eventType: 'build.complete', resource: {} };
    expect((await post(t, 'azure-devops', w.team, build, { secret })).status).toBe(202);
  });

  it('Clubhouse: Payload-Signature HMAC; the member comes from the team Clubhouse member list', async () => {
    const secret = await secretOf(t, w.team, 'clubhouse');
    const memberId = '56d8a839-1c52-437f-b981-c3a15a11d6d4';
    await t.database.db.insert(teamServiceSettings).values({
      teamId: w.team.id,
      service: 'clubhouse',
      config: { workspace: 'acme', members: [{ id: memberId, name: 'Bob Builder', email: w.bob.email.toUpperCase() }] },
    });
    expect((await post(t, 'clubhouse', w.team, clubhouseStoryMoved(memberId), { secret: 'wrong' })).status).toBe(401);
    const ok = await post(t, 'clubhouse', w.team, clubhouseStoryMoved(memberId, 'ch-1'), { secret });
    expect(ok).toEqual({ status: 200, body: { ok: true, stored: 2 } });
    const items = await itemsOf(t, w.team, 'clubhouse');
    expect(items.find((row) => row.verb === 'clubhouse-moved')).toMatchObject({
      userId: w.bob.id,
      actorLabel: 'Bob Builder',
      data: {
        title: 'test story',
        from: 'Ready for Dev',
        to: 'Ready for Deploy',
        url: 'https://app.shortcut.com/acme/story/16927',
      },
    });
    expect(items.find((row) => row.verb === 'clubhouse-commented')).toMatchObject({
      userId: w.bob.id,
      data: { title: 'test story', comment: 'Looks good to me' },
    });
  });

  it('Zapier: the secret in X-Rollcall-Secret or ?token=; a post is a zapier-event for the member by email', async () => {
    const secret = await secretOf(t, w.team, 'zapier');
    const event = zapierEvent({
      title: 'Deal won: Acme',
      email: w.alice.email,
      url: 'https://crm.example/deal/1',
      id: 'z1',
    });
    expect((await post(t, 'zapier', w.team, event, { secret: 'wrong' })).status).toBe(401);
    expect((await post(t, 'zapier', w.team, event, { secret })).status).toBe(200);
    const viaQuery = zapierEvent({ title: 'Ticket closed', email: w.bob.email, message: 'Closed #12' });
    expect((await post(t, 'zapier', w.team, viaQuery, { secret, secretInQuery: true })).status).toBe(200);
    // Zapier's default payload type is form fields.
    const form = new URLSearchParams({ title: 'Form event', email: w.alice.email, id: 'z3' }).toString();
    expect(
      (await post(t, 'zapier', w.team, form, { secret, contentType: 'application/x-www-form-urlencoded' })).status,
    ).toBe(200);
    const items = await itemsOf(t, w.team, 'zapier');
    expect(items.map((row) => [row.verb, row.userId, row.data.title])).toEqual([
      ['zapier-event', w.alice.id, 'Deal won: Acme'],
      ['zapier-event', w.bob.id, 'Ticket closed'],
      ['zapier-event', w.alice.id, 'Form event'],
    ]);
    expect(items[0]?.data.url).toBe('https://crm.example/deal/1');
    expect(items[1]?.data.comment).toBe('Closed #12');
    // Same id again: once.
    expect((await post(t, 'zapier', w.team, event, { secret })).body).toEqual({ ok: true, duplicate: true });
    const noTitle = await post(t, 'zapier', w.team, { email: w.alice.email }, { secret });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error?.message).toContain('title');
  });

  it('keeps hostile links out: a javascript: URL is dropped, text is cut to the feed bounds', async () => {
    const secret = await secretOf(t, w.team, 'zapier');
    const event = {
      title: 'x'.repeat(5000).slice(0, 2000),
      url: 'javascript:alert(1)',
      message: 'y'.repeat(10000),
      id: 'hostile',
    };
    expect((await post(t, 'zapier', w.team, event, { secret })).status).toBe(200);
    const [item] = (await itemsOf(t, w.team, 'zapier')).filter((row) => row.deliveryKey === 'id:hostile');
    expect(item?.data.url).toBeUndefined();
    expect(String(item?.data.title).length).toBeLessThanOrEqual(300);
    expect(String(item?.data.comment).length).toBeLessThanOrEqual(500);
  });
});

describe('plan locks', () => {
  it('refuses every tool under LIMIT_SERVICES and Zapier under LIMIT_ZAPIER, storing nothing', async () => {
    const basic = await buildWebhookWorld(t, { planKey: 'basic', subscriptionStatus: 'active', trialEndsAt: null });
    const github = await secretOf(t, basic.team, 'github');
    const zapier = await secretOf(t, basic.team, 'zapier');
    const locked = await post(t, 'github', basic.team, githubPush(alice()), { secret: github });
    expect(locked).toEqual({
      status: 403,
      body: { error: { code: 'FEATURE_LOCKED', message: WORK_TOOL_MESSAGES.servicesLocked } },
    });
    const zap = await post(t, 'zapier', basic.team, zapierEvent({ title: 'x' }), { secret: zapier });
    expect(zap).toEqual({
      status: 403,
      body: { error: { code: 'FEATURE_LOCKED', message: WORK_TOOL_MESSAGES.zapierLocked } },
    });
    expect(await itemsOf(t, basic.team)).toHaveLength(0);
    // A bad signature is still a 401 on a locked team (the lock is not told to strangers).
    expect((await post(t, 'github', basic.team, githubPush(alice()), { secret: 'wrong' })).status).toBe(401);
  });

  it('takes the same deliveries on the Team plan', async () => {
    const team = await buildWebhookWorld(t, { planKey: 'team', subscriptionStatus: 'active', trialEndsAt: null });
    const github = await secretOf(t, team.team, 'github');
    expect((await post(t, 'github', team.team, githubPush(alice()), { secret: github })).status).toBe(200);
  });
});

describe('bodies a sender or an attacker can send', () => {
  it('answers 413 to a body over 5 MB, before reading it', async () => {
    const secret = await secretOf(t, w.team, 'github');
    const huge = JSON.stringify({ ref: 'refs/heads/main', padding: 'x'.repeat(5 * 1024 * 1024 + 10) });
    const response = await t.app.inject(signedDelivery('github', w.team.uuid, huge, { secret }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The webhook body is larger than 5 MB, so it was not stored. Send smaller events.',
      },
    });
  });

  it('answers 400 to malformed JSON, an empty body, a JSON array and a push of the wrong shape', async () => {
    const secret = await secretOf(t, w.team, 'github');
    const before = (await itemsOf(t, w.team)).length;
    for (const body of ['{"ref": ', '', '[1,2]', 'null']) {
      const response = await t.app.inject(signedDelivery('github', w.team.uuid, body, { secret }));
      expect(response.statusCode, body).toBe(400);
      expect(response.json().error.message).toBe('The body must be a JSON object (Content-Type: application/json).');
    }
    const wrongShape = await post(t, 'github', w.team, { ref: 42, repository: 'nope' }, { secret });
    expect(wrongShape).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_INPUT', message: 'The body is not a GitHub push event.' } },
    });
    const jira = await secretOf(t, w.team, 'atlassian-jira');
    const noIssue = await post(t, 'atlassian-jira', w.team, { webhookEvent: 'jira:issue_updated' }, { secret: jira });
    expect(noIssue.status).toBe(400);
    const clubhouse = await secretOf(t, w.team, 'clubhouse');
    expect((await post(t, 'clubhouse', w.team, { id: 'x', actions: 'no' }, { secret: clubhouse })).status).toBe(400);
    const azure = await secretOf(t, w.team, 'azure-devops');
    const badPush = { id: 'az-bad', eventType: 'git.push', resource: { commits: 'none' } };
    expect((await post(t, 'azure-devops', w.team, badPush, { secret: azure })).status).toBe(400);
    expect((await itemsOf(t, w.team)).length).toBe(before);
  });

  it('takes any content type as raw bytes (text/plain JSON is read; NUL characters do not reach the database)', async () => {
    const secret = await secretOf(t, w.team, 'zapier');
    const text = JSON.stringify({ title: 'Nul\u0000 in title', id: 'nul' });
    const response = await t.app.inject(
      signedDelivery('zapier', w.team.uuid, text, { secret, contentType: 'text/plain' }),
    );
    expect(response.statusCode).toBe(200);
    const [item] = (await itemsOf(t, w.team, 'zapier')).filter((row) => row.deliveryKey === 'id:nul');
    expect(item?.data.title).toBe('Nul in title');
  });
});

describe('rate limit per team and address', () => {
  it(`answers 429 after ${WEBHOOK_IN_PER_MINUTE} deliveries a minute to one team, not to another team`, async () => {
    const limited = await buildWebhookWorld(t);
    const url = `/webhooks/zapier/${limited.team.uuid}/`;
    const statuses: number[] = [];
    for (let index = 0; index <= WEBHOOK_IN_PER_MINUTE; index++) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, WEBHOOK_IN_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: `/webhooks/zapier/${limited.otherTeam.uuid}/`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(other.statusCode).toBe(401);
    // The flood came from one address: the team's real sender, elsewhere, is still heard.
    const secret = await secretOf(t, limited.team, 'zapier');
    const real = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.77',
      headers: { 'content-type': 'application/json', 'x-rollcall-secret': secret },
      payload: JSON.stringify({ title: 'Deal closed', email: 'nobody@example.test' }),
    });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toMatchObject({ ok: true, stored: 1 });
  }, 60_000);
});
