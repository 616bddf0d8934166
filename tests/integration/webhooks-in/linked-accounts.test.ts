/**
 * Matching a tool event to a member by a linked account (issue 23 §1) goes by the tool's own id of
 * the person; a display name is only a match where the tool makes it a unique handle (GitHub and
 * GitLab logins). So a member cannot take a teammate's Jira events by naming themselves after the
 * teammate's account id.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceConnections } from '../../../bot/db/schema/index.ts';
import { jiraIssueUpdated } from '../../fakes/webhook-senders/index.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { buildWebhookWorld, itemsOf, post, secretOf, type TWebhookWorld } from './kit.ts';

let t: TTestApp;
let w: TWebhookWorld;
let secret: string;
const BOB_JIRA = { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Bob Builder' };

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWebhookWorld(t);
  secret = await secretOf(t, w.team, 'atlassian-jira');
  // Alice linked her own Jira account, whose display name she set to Bob's account id.
  await t.database.db.insert(serviceConnections).values({
    accountId: w.account.id,
    userId: w.alice.id,
    service: 'jira',
    accessToken: 'sealed-not-read-here',
    externalId: '557058:alice-own-id',
    externalName: BOB_JIRA.accountId,
  });
});
afterAll(() => t?.close());

it("a member named after a teammate's Jira account id does not get the teammate's events", async () => {
  const update = jiraIssueUpdated(BOB_JIRA, { status: ['To Do', 'Done'] });
  expect((await post(t, 'atlassian-jira', w.team, update, { secret, deliveryId: 'spoof-1' })).status).toBe(200);
  const [item] = await itemsOf(t, w.team, 'atlassian-jira');
  expect(item).toMatchObject({ userId: null, actorLabel: 'Bob Builder' });

  // Once Bob links his own account, his events are his.
  await t.database.db.insert(serviceConnections).values({
    accountId: w.account.id,
    userId: w.bob.id,
    service: 'jira',
    accessToken: 'sealed-not-read-here',
    externalId: BOB_JIRA.accountId,
    externalName: 'Bob Builder',
  });
  await post(t, 'atlassian-jira', w.team, update, { secret, deliveryId: 'spoof-2' });
  const second = (await itemsOf(t, w.team, 'atlassian-jira')).find((row) => row.deliveryKey === 'spoof-2');
  expect(second?.userId).toBe(w.bob.id);
});
