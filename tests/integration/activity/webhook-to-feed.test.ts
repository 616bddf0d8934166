/**
 * Issue 23 acceptance across the inbound webhooks and the team activity feed: a GitHub push and a
 * Jira issue update, signed the way each sender signs and posted to /webhooks/{slug}/{team_uuid}/,
 * appear in GET /api/v1/team/activity for a team member under the right member (by email, and by a
 * linked Jira account), with the right verb and sentence, and the feed's platform and team_member
 * filters narrow to them; a bad signature stores nothing (the feed stays empty); a redelivery
 * appears once. The engine's clock is fixed on Tuesday March 3, 2026, so the senders' documented
 * dates (Monday March 2) fall in 'This Week'.
 */
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceConnections } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { webhookSecretFor } from '../../../bot/domain/webhooks-in/webhook-secrets.ts';
import { type TActivityContext, type TActivityQuery, ZActivityContext } from '../../../shared/activity.ts';
import { activityPhrase } from '../../../shared/activity-text.ts';
import { activityQueryString } from '../../../shared/activity-url.ts';
import type { TWebhookSlug } from '../../../shared/work-tools.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { githubPush, jiraIssueUpdated, signedDelivery, type TSendOptions } from '../../fakes/webhook-senders/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';

const PAID = { planKey: 'business', subscriptionStatus: 'active' } as const;
const JIRA_ACCOUNT_ID = '5b10a2844c20165700ede21g';

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let quietTeam: TTeamRow;
let alice: TUserRow;
let bob: TUserRow;
let viewer: TestClient;
let quietViewer: TestClient;

async function feed(client: TestClient, query: Partial<TActivityQuery> = {}): Promise<TActivityContext> {
  const response = await client.get(`/api/v1/team/activity/?${activityQueryString(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZActivityContext.parse(response.json());
}

function secretOf(of: TTeamRow, slug: TWebhookSlug): Promise<string> {
  return webhookSecretFor({ db: server.db, box: createSecretBox(TEST_SESSION_SECRET) }, of.id, slug);
}

async function post(slug: TWebhookSlug, to: TTeamRow, payload: unknown, options: TSendOptions) {
  const response = await server.app.inject(signedDelivery(slug, to.uuid, payload, options));
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2026-03-03T15:00:00Z') });
  account = await buildAccount(server.db, PAID);
  team = await buildTeam(server.db, account, { name: 'Platform' });
  quietTeam = await buildTeam(server.db, account, { name: 'Quiet' });
  const tag = Math.random().toString(36).slice(2, 8);
  ({ user: alice } = await buildUser(server.db, {
    account,
    teams: [team],
    firstName: 'Alice',
    lastName: 'Doe',
    email: `alice-${tag}@example.test`,
  }));
  ({ user: bob } = await buildUser(server.db, {
    account,
    teams: [team],
    firstName: 'Bob',
    lastName: 'Berg',
    email: `bob-${tag}@example.test`,
  }));
  // Bob linked his Jira account: Jira's webhook names him by accountId only (no email).
  await server.db.insert(serviceConnections).values({
    accountId: account.id,
    userId: bob.id,
    service: 'jira',
    accessToken: createSecretBox(TEST_SESSION_SECRET).seal('not-read-here'),
    externalId: JIRA_ACCOUNT_ID,
    externalName: 'Bob Berg',
  });
  ({ client: viewer } = await signedInClient(server, account, 3, { teams: [team], firstName: 'Vera' }));
  ({ client: quietViewer } = await signedInClient(server, account, 3, { teams: [quietTeam] }));
});
afterAll(() => server?.stop());

describe('a bad signature', () => {
  it('is refused, stores nothing, and the feed stays empty', async () => {
    const secret = await secretOf(quietTeam, 'github');
    const push = githubPush({ name: 'Alice Doe', email: alice.email, login: 'alice-gh' });
    const wrong = await post('github', quietTeam, push, { secret: `${secret}x` });
    expect(wrong.status).toBe(401);
    const tampered = await post('github', quietTeam, push, {
      secret,
      tamper: (body) => body.replace('Fix the login page', 'Something else'),
    });
    expect(tampered.status).toBe(401);
    const jira = await post(
      'atlassian-jira',
      quietTeam,
      jiraIssueUpdated({ accountId: JIRA_ACCOUNT_ID, displayName: 'Bob' }),
      {
        secret: 'not-the-secret',
      },
    );
    expect(jira.status).toBe(401);

    const context = await feed(quietViewer);
    expect(context.locked).toBe(false);
    expect(context.team_name).toBe('Quiet');
    expect(context.items).toEqual([]);
    expect(context.unfiltered_activity_count).toBe(0);
    expect(context.platforms).toEqual([]);
  });
});

describe('signed deliveries reach the feed', () => {
  beforeAll(async () => {
    const githubSecret = await secretOf(team, 'github');
    const jiraSecret = await secretOf(team, 'atlassian-jira');
    // Alice pushes with her email in another case (GitHub keeps what git was told).
    const push = githubPush(
      { name: 'Alice Doe', email: alice.email.toUpperCase(), login: 'alice-gh' },
      { branch: 'feature/sign-in', messages: ['Fix sign-in', 'Add tests', 'Tidy'] },
    );
    expect(await post('github', team, push, { secret: githubSecret, deliveryId: 'gh-1' })).toEqual({
      status: 200,
      body: { ok: true, stored: 1 },
    });
    // GitHub's "Redeliver": the same delivery id again.
    expect(await post('github', team, push, { secret: githubSecret, deliveryId: 'gh-1' })).toEqual({
      status: 200,
      body: { ok: true, duplicate: true },
    });
    const bobJira = { accountId: JIRA_ACCOUNT_ID, displayName: 'Bob B.' };
    const moved = jiraIssueUpdated(bobJira, { status: ['To Do', 'In Progress'] });
    expect((await post('atlassian-jira', team, moved, { secret: jiraSecret, deliveryId: 'jira-1' })).status).toBe(200);
    // Jira retries the same webhook identifier: stored once.
    expect(await post('atlassian-jira', team, moved, { secret: jiraSecret, deliveryId: 'jira-1' })).toEqual({
      status: 200,
      body: { ok: true, duplicate: true },
    });
    const edited = jiraIssueUpdated(bobJira);
    expect((await post('atlassian-jira', team, edited, { secret: jiraSecret, deliveryId: 'jira-2' })).status).toBe(200);
  });

  it('shows each event once, under the right member, with the right verb', async () => {
    const context = await feed(viewer);
    expect(context.unfiltered_activity_count).toBe(3);
    expect(context.items).toHaveLength(3);
    const byVerb = (verb: string) => context.items.filter((item) => item.verb === verb);

    const [pushed] = byVerb('pushed');
    expect(byVerb('pushed')).toHaveLength(1);
    expect(pushed).toMatchObject({
      source: 'github',
      actor: { member_id: alice.id, name: 'Alice Doe' },
      date: '2026-03-02T09:02:00.000Z',
      data: { repo: 'acme/rollcall', branch: 'feature/sign-in', commit_count: 3 },
    });
    expect(activityPhrase(pushed!.verb, pushed!.data)).toBe('pushed 3 commits to acme/rollcall (feature/sign-in)');

    const [moved] = byVerb('jira-moved');
    expect(byVerb('jira-moved')).toHaveLength(1);
    expect(moved).toMatchObject({
      source: 'atlassian-jira',
      actor: { member_id: bob.id, name: 'Bob Berg' },
      date: '2026-03-02T11:00:00.000Z',
      data: { title: 'ROLL-42 Sign-in page', from: 'To Do', to: 'In Progress' },
    });
    expect(activityPhrase(moved!.verb, moved!.data)).toBe('moved ROLL-42 "Sign-in page" from To Do to In Progress');

    const [updated] = byVerb('jira-updated');
    expect(updated).toMatchObject({
      source: 'atlassian-jira',
      actor: { member_id: bob.id, name: 'Bob Berg' },
      data: { title: 'ROLL-42 Sign-in page', item_type: 'story', project: 'Rollcall' },
    });
    expect(activityPhrase(updated!.verb, updated!.data)).toBe('updated story ROLL-42 "Sign-in page"');

    // The filters offer the platforms present and the team's members.
    expect(context.platforms.map((p) => p.key).sort()).toEqual(['atlassian-jira', 'github']);
    expect(context.team_members.map((m) => m.member_id)).toEqual(expect.arrayContaining([alice.id, bob.id]));
  });

  it('filters by platform and by team member', async () => {
    const github = await feed(viewer, { platform: 'github' });
    expect(github.items.map((item) => [item.verb, item.actor.member_id])).toEqual([['pushed', alice.id]]);
    expect(github.unfiltered_activity_count).toBe(3);

    const jira = await feed(viewer, { platform: 'atlassian-jira' });
    expect(jira.items.map((item) => item.verb).sort()).toEqual(['jira-moved', 'jira-updated']);

    const ofBob = await feed(viewer, { team_member: bob.id });
    expect(ofBob.items.every((item) => item.actor.member_id === bob.id)).toBe(true);
    expect(ofBob.items).toHaveLength(2);

    const ofAlice = await feed(viewer, { team_member: alice.id });
    expect(ofAlice.items.map((item) => item.verb)).toEqual(['pushed']);

    expect((await feed(viewer, { team_member: alice.id, platform: 'atlassian-jira' })).items).toEqual([]);
  });

  it("stays in its team: the other team's member sees none of it", async () => {
    const context = await feed(quietViewer);
    expect(context.items).toEqual([]);
    expect(context.unfiltered_activity_count).toBe(0);
  });
});
