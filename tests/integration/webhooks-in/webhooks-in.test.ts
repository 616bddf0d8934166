/**
 * Issue 23 §1 acceptance, through the HTTP door with deliveries signed the way each sender signs:
 * a GitHub push and a Jira issue update land under the right member; a bad signature is refused
 * and stores nothing; a redelivery is stored once; another team's secret does not verify; unknown
 * teams and senders are 404; ping and unmapped events are acknowledged without storing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceConnections } from '../../../bot/db/schema/index.ts';
import {
  githubPing,
  githubPush,
  jiraCommentCreated,
  jiraIssueCreated,
  jiraIssueUpdated,
} from '../../fakes/webhook-senders/index.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { buildWebhookWorld, itemsOf, post, secretOf, type TWebhookWorld } from './kit.ts';

let t: TTestApp;
let w: TWebhookWorld;
let githubSecret: string;
let jiraSecret: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWebhookWorld(t);
  githubSecret = await secretOf(t, w.team, 'github');
  jiraSecret = await secretOf(t, w.team, 'atlassian-jira');
});
afterAll(() => t?.close());

const alicePerson = () => ({ name: 'Alice Doe', email: w.alice.email.toUpperCase(), login: 'alice-gh' });

describe('GitHub push', () => {
  it('is stored once under the member whose email pushed, with repo, branch and commits', async () => {
    const push = githubPush(alicePerson(), { branch: 'feature/sign-in', messages: ['Fix sign-in\n\nbody', 'Tests'] });
    const first = await post(t, 'github', w.team, push, { secret: githubSecret, deliveryId: 'gh-delivery-1' });
    expect(first).toEqual({ status: 200, body: { ok: true, stored: 1 } });

    const items = await itemsOf(t, w.team, 'github');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      userId: w.alice.id,
      accountId: w.account.id,
      verb: 'pushed',
      actorLabel: 'alice-gh',
      deliveryKey: 'gh-delivery-1',
      data: {
        service: 'github',
        repo: 'acme/rollcall',
        branch: 'feature/sign-in',
        commit_count: 2,
        url: 'https://github.com/acme/rollcall/compare/abc...def',
      },
    });
    expect((items[0]!.data.commits as Array<{ message: string }>).map((c) => c.message)).toEqual([
      'Fix sign-in',
      'Tests',
    ]);
    expect(items[0]!.occurredAt.toISOString()).toBe('2026-03-02T09:01:00.000Z');

    // GitHub's "Redeliver" sends the same delivery id: nothing new is stored.
    const again = await post(t, 'github', w.team, push, { secret: githubSecret, deliveryId: 'gh-delivery-1' });
    expect(again).toEqual({ status: 200, body: { ok: true, duplicate: true } });
    expect(await itemsOf(t, w.team, 'github')).toHaveLength(1);
  });

  it('matches a linked GitHub account when the email is not a member email', async () => {
    await t.database.db.insert(serviceConnections).values({
      accountId: w.account.id,
      userId: w.bob.id,
      service: 'github',
      accessToken: 'sealed-not-read-here',
      externalId: '99',
      externalName: 'Bob-The-Builder',
    });
    const push = githubPush({ name: 'Bob', email: '12345+bob@users.noreply.github.com', login: 'bob-the-builder' });
    const result = await post(t, 'github', w.team, push, { secret: githubSecret, deliveryId: 'gh-delivery-bob' });
    expect(result.status).toBe(200);
    const [item] = (await itemsOf(t, w.team, 'github')).filter((row) => row.deliveryKey === 'gh-delivery-bob');
    expect(item?.userId).toBe(w.bob.id);
  });

  it('never attributes an event to someone outside the team, even with their email', async () => {
    const push = githubPush({ name: 'Out', email: w.outsider.email, login: 'outsider' });
    await post(t, 'github', w.team, push, { secret: githubSecret, deliveryId: 'gh-delivery-out' });
    const [item] = (await itemsOf(t, w.team, 'github')).filter((row) => row.deliveryKey === 'gh-delivery-out');
    expect(item).toMatchObject({ userId: null, actorLabel: 'outsider' });
  });

  it("refuses a bad signature, a tampered body and another team's secret, storing nothing", async () => {
    const before = (await itemsOf(t, w.team)).length;
    const push = githubPush(alicePerson());
    const wrong = await post(t, 'github', w.team, push, { secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.message).toBe(
      "The Github webhook signature does not match this team's secret. Copy the secret again from the team services page.",
    );
    const tampered = await post(t, 'github', w.team, push, {
      secret: githubSecret,
      tamper: (body) => body.replace('Fix the login page', 'Something else'),
    });
    expect(tampered.status).toBe(401);
    const otherSecret = await secretOf(t, w.otherTeam, 'github');
    expect((await post(t, 'github', w.team, push, { secret: otherSecret })).status).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/webhooks/github/${w.team.uuid}/`,
      headers: { 'content-type': 'application/json', 'x-github-event': 'push' },
      payload: JSON.stringify(push),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await itemsOf(t, w.team)).length).toBe(before);
  });

  it('answers ping with 200 and acknowledges events it does not show with 202', async () => {
    const before = (await itemsOf(t, w.team)).length;
    expect(await post(t, 'github', w.team, githubPing(), { secret: githubSecret, event: 'ping' })).toEqual({
      status: 200,
      body: { ok: true, ping: true },
    });
    const pr = await post(t, 'github', w.team, { action: 'opened' }, { secret: githubSecret, event: 'pull_request' });
    expect(pr.status).toBe(202);
    expect(pr.body).toMatchObject({ ok: true, ignored: true });
    expect((await itemsOf(t, w.team)).length).toBe(before);
  });

  it("takes GitHub's form content type (payload=...) the same way", async () => {
    const form = `payload=${encodeURIComponent(JSON.stringify(githubPush(alicePerson(), { repo: 'acme/form' })))}`;
    const result = await post(t, 'github', w.team, form, {
      secret: githubSecret,
      contentType: 'application/x-www-form-urlencoded',
      deliveryId: 'gh-form',
    });
    expect(result).toEqual({ status: 200, body: { ok: true, stored: 1 } });
    const [item] = (await itemsOf(t, w.team, 'github')).filter((row) => row.deliveryKey === 'gh-form');
    expect(item).toMatchObject({ userId: w.alice.id, data: { repo: 'acme/form' } });
  });
});

describe('Jira issue events', () => {
  const jiraUser = () => ({ accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Bob Builder' });

  it('stores a status change as jira-moved under the member linked by Jira account id', async () => {
    await t.database.db.insert(serviceConnections).values({
      accountId: w.account.id,
      userId: w.bob.id,
      service: 'jira',
      accessToken: 'sealed-not-read-here',
      externalId: jiraUser().accountId,
      externalName: 'Bob Builder',
    });
    const update = jiraIssueUpdated(jiraUser(), { status: ['To Do', 'In Progress'] });
    const result = await post(t, 'atlassian-jira', w.team, update, { secret: jiraSecret, deliveryId: 'jira-1' });
    expect(result).toEqual({ status: 200, body: { ok: true, stored: 1 } });
    const [item] = await itemsOf(t, w.team, 'atlassian-jira');
    expect(item).toMatchObject({
      userId: w.bob.id,
      verb: 'jira-moved',
      actorLabel: 'Bob Builder',
      data: {
        title: 'ROLL-42 Sign-in page',
        url: 'https://acme.atlassian.net/browse/ROLL-42',
        item_type: 'story',
        project: 'Rollcall',
        from: 'To Do',
        to: 'In Progress',
      },
    });
    // A retry carries the same X-Atlassian-Webhook-Identifier.
    expect(
      (await post(t, 'atlassian-jira', w.team, update, { secret: jiraSecret, deliveryId: 'jira-1' })).body,
    ).toEqual({
      ok: true,
      duplicate: true,
    });
    expect(await itemsOf(t, w.team, 'atlassian-jira')).toHaveLength(1);
  });

  it('stores other updates as jira-updated, creations as jira-created with the issue type, by email', async () => {
    const byEmail = { ...jiraUser(), accountId: 'someone-else', emailAddress: w.alice.email };
    await post(t, 'atlassian-jira', w.team, jiraIssueUpdated(byEmail), { secret: jiraSecret, deliveryId: 'jira-2' });
    await post(t, 'atlassian-jira', w.team, jiraIssueCreated(byEmail, 'Bug'), {
      secret: jiraSecret,
      deliveryId: 'jira-3',
    });
    const items = await itemsOf(t, w.team, 'atlassian-jira');
    expect(items.find((row) => row.deliveryKey === 'jira-2')).toMatchObject({
      verb: 'jira-updated',
      userId: w.alice.id,
    });
    expect(items.find((row) => row.deliveryKey === 'jira-3')).toMatchObject({
      verb: 'jira-created',
      userId: w.alice.id,
      data: { item_type: 'bug', title: 'ROLL-42 Crash on save' },
    });
  });

  it('cuts a comment to 50 characters and stores one comment once', async () => {
    const text = 'This is a long comment that goes well beyond fifty characters for sure.';
    const comment = jiraCommentCreated(jiraUser(), text);
    const result = await post(t, 'atlassian-jira', w.team, comment, { secret: jiraSecret, deliveryId: 'jira-4' });
    expect(result.status).toBe(200);
    const items = await itemsOf(t, w.team, 'atlassian-jira');
    const stored = items.find((row) => row.verb === 'jira-commented');
    expect(stored?.userId).toBe(w.bob.id);
    expect(String(stored?.data.comment).length).toBeLessThanOrEqual(50);
    expect(stored?.data.comment).toBe(`${text.slice(0, 49)}…`);
    // The same comment told again by issue_updated (issue_commented) is not a second item.
    const told = {
      ...jiraIssueUpdated(jiraUser()),
      issue_event_type_name: 'issue_commented',
      comment: comment.comment,
    };
    expect((await post(t, 'atlassian-jira', w.team, told, { secret: jiraSecret, deliveryId: 'jira-5' })).body).toEqual({
      ok: true,
      duplicate: true,
    });
  });

  it('ignores Jira events the feed does not show', async () => {
    const result = await post(
      t,
      'atlassian-jira',
      w.team,
      { webhookEvent: 'sprint_started', sprint: {} },
      { secret: jiraSecret },
    );
    expect(result.status).toBe(202);
  });
});

describe('addresses that are not a team webhook', () => {
  it('answers 404 for an unknown team, an unknown sender and a malformed uuid', async () => {
    const push = githubPush(alicePerson());
    const unknownTeam = await t.app.inject({
      ...signedPost(`/webhooks/github/00000000-0000-4000-8000-000000000000/`, push),
    });
    expect(unknownTeam.statusCode).toBe(404);
    expect((await t.app.inject(signedPost(`/webhooks/sourceforge/${w.team.uuid}/`, push))).statusCode).toBe(404);
    expect((await t.app.inject(signedPost('/webhooks/github/not-a-uuid', push))).statusCode).toBe(404);
    // Without the trailing slash too.
    expect((await t.app.inject(signedPost(`/webhooks/github/${w.team.uuid}`, push))).statusCode).toBe(401);
  });

  it('refuses a sender whose secret the team never made', async () => {
    const result = await post(t, 'bitbucket', w.otherTeam, {}, { secret: 'anything' });
    expect(result.status).toBe(401);
    expect(result.body.error?.message).toContain('has no BitBucket webhook secret yet');
  });
});

function signedPost(url: string, payload: unknown) {
  return {
    method: 'POST' as const,
    url,
    headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': 'sha256=00' },
    payload: JSON.stringify(payload),
  };
}
