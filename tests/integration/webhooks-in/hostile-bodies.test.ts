/**
 * A correctly signed delivery whose body is hostile never answers 500, for every sender: each
 * sender's documented example with every value made null, retyped, wrapped in arrays, given lone
 * surrogates, NULs and 100 KB strings, lists of thousands of empty objects, and deep nesting. The
 * answer is a 2xx (stored, ignored) or a 4xx, and what is stored still reads back in the feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TWebhookSlug, WEBHOOK_SLUGS } from '../../../shared/work-tools.ts';
import { buildUser, signIn } from '../../factories.ts';
import {
  azurePush,
  azureWorkItemUpdated,
  bitbucketPush,
  clubhouseStoryMoved,
  githubPush,
  gitlabPush,
  jiraCommentCreated,
  jiraIssueUpdated,
  zapierEvent,
} from '../../fakes/webhook-senders/index.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { buildWebhookWorld, itemsOf, post, secretOf, type TWebhookWorld } from './kit.ts';

let t: TTestApp;
let world: TWebhookWorld;

const by = { name: 'Ada', email: 'ada@example.test', login: 'ada' };
const jiraUser = { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Ada', emailAddress: 'ada@example.test' };

/** Each sender's documented examples. */
const EXAMPLES: Record<TWebhookSlug, unknown[]> = {
  github: [githubPush(by)],
  gitlab: [gitlabPush(by)],
  bitbucket: [bitbucketPush(by)],
  'atlassian-jira': [jiraIssueUpdated(jiraUser, { status: ['To Do', 'Done'] }), jiraCommentCreated(jiraUser, 'Hi')],
  'azure-devops': [azurePush(by), azureWorkItemUpdated(by)],
  clubhouse: [clubhouseStoryMoved('member-1')],
  zapier: [zapierEvent({ title: 'Lead', email: by.email, url: 'https://example.test/' })],
};

type TLeafChange = (leaf: unknown, key: string) => unknown;

/** The value with every leaf (string, number, boolean, null) changed; keys that name the event kept. */
function everyLeaf(value: unknown, change: TLeafChange, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => everyLeaf(item, change, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        ['webhookEvent', 'object_kind', 'eventType'].includes(name) ? inner : everyLeaf(inner, change, name),
      ]),
    );
  return change(value, key);
}

const LEAF_CHANGES: Array<[name: string, change: TLeafChange]> = [
  ['null', () => null],
  ['retyped', (leaf) => (typeof leaf === 'string' ? 12345 : typeof leaf === 'number' ? 'twelve' : 'yes')],
  ['wrapped in arrays', (leaf) => [[leaf]]],
  ['objects', (leaf) => ({ value: leaf })],
  ['lone surrogates', (leaf) => (typeof leaf === 'string' ? `\ud800${leaf}\udfff` : leaf)],
  ['NUL characters', (leaf) => (typeof leaf === 'string' ? `\u0000${leaf}\u0000` : leaf)],
  ['100 KB strings', (leaf) => (typeof leaf === 'string' ? leaf + 'x'.repeat(100_000) : leaf)],
  ['negative and huge numbers', (leaf) => (typeof leaf === 'number' ? -1e308 : leaf)],
  ['unparseable dates', (leaf, key) => (/date|time|_at$/i.test(key) ? '2026-13-45T99:99:99Z' : leaf)],
];

/** Bodies that are not a variation of an example. */
const OTHER_BODIES: Array<[name: string, body: string]> = [
  ['an empty object', '{}'],
  ['thousands of empty commits', JSON.stringify({ commits: Array(6000).fill({}), changes: Array(6000).fill({}) })],
  ['deep nesting', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ['a surrogate in a key', '{"\\ud800":1,"title":"x"}'],
  ['a JSON number', '42'],
];

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWebhookWorld(t, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
});
afterAll(() => t.close());

describe('signed hostile bodies', () => {
  for (const slug of WEBHOOK_SLUGS) {
    it(`${slug}: answers below 500 and the feed still reads`, async () => {
      const secret = await secretOf(t, world.team, slug);
      const bodies: Array<[string, unknown]> = [
        ...EXAMPLES[slug].flatMap((example) =>
          LEAF_CHANGES.map(([name, change]) => [name, everyLeaf(example, change)] as [string, unknown]),
        ),
        ...OTHER_BODIES,
      ];
      for (const [name, body] of bodies) {
        const answer = await post(t, slug, world.team, body, { secret });
        expect(answer.status, `${slug} with ${name}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
      }
    });
  }

  it('stores a lone surrogate as U+FFFD rather than refusing the event', async () => {
    const secret = await secretOf(t, world.team, 'github');
    const push = githubPush(by, { repo: 'acme/\ud800api', messages: ['Fix \udfff login'] });
    const answer = await post(t, 'github', world.team, push, { secret });
    expect(answer).toEqual({ status: 200, body: { ok: true, stored: 1 } });
    const stored = (await itemsOf(t, world.team, 'github')).find((item) => item.data.repo === 'acme/\ufffdapi');
    expect(stored?.data.commits).toMatchObject([{ message: 'Fix \ufffd login' }]);
  });

  it('the feed of the team still answers after all of it', async () => {
    const { user } = await buildUser(t.database.db, { account: world.account, accountTypeId: 1, teams: [world.team] });
    const client = new TestClient(t.app);
    client.setCookie(await signIn(t.database.db, user, world.account, world.team));
    const feed = await client.get('/api/v1/team/activity?date=Last+Month');
    expect(feed.statusCode, feed.body.slice(0, 300)).toBe(200);
  });
});
