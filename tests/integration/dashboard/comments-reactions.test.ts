/**
 * Comments and reactions on a dashboard entry (spec part 3 §2.7, §6, §7): two people comment and
 * react on one entry; the list is oldest first; only the author deletes; the commenter is the
 * session's user whatever the body says; bad input answers the spec's words; another account
 * finds nothing.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  ZCommentAnswer,
  ZReactionAnswer,
  ZRunDashboard,
} from '../../../shared/dashboard.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { clientFor, runPath, teamWithViewer } from './dashboard-fixtures.ts';

let server: TTestServer;
let setup: Awaited<ReturnType<typeof teamWithViewer>>;
let seeded: TSeededReport;
let author: TUserRow;
let authorClient: TestClient;
let entryId: string;
const KEY = '2026-11-17';

beforeAll(async () => {
  server = await startTestServer();
  setup = await teamWithViewer(server, 2, 1);
  author = setup.members[0]!;
  seeded = await buildReportWithRuns(server.db, {
    account: setup.account,
    team: setup.team,
    owner: setup.viewer,
    members: setup.members,
    runs: [{ key: KEY, entries: ['submitted', 'submitted'] }],
  });
  entryId = seeded.checkins.get(KEY)!.get(author.id)!.id;
  authorClient = await clientFor(server, author, setup.account, setup.team);
});
afterAll(() => server.stop());

const comment = (client: TestClient, type: string, data?: string, reportUid = entryId) =>
  client.post('/api/v1/dashboard_comments/', {
    type,
    ...(data === undefined ? {} : { data }),
    commenter: { report_uid: reportUid, name: 'Someone Else', id: setup.viewer.id, report_key: KEY },
  });
const react = (client: TestClient, reaction: string, key = entryId) =>
  client.post('/api/v1/dashboard_reactions/', {
    type: 'reaction',
    key,
    reaction,
    user: { name: 'Someone Else', id: setup.viewer.id, report_uid: key },
  });

describe('comments', () => {
  it('keeps both people’s comments, oldest first, each by the session’s user', async () => {
    const first = await comment(authorClient, 'add-comment', '  Blocked on the API keys  ');
    expect(first.statusCode).toBe(200);
    const afterFirst = ZCommentAnswer.parse(first.json());
    expect(afterFirst.comments).toHaveLength(1);
    // The body claims to be the admin; the session says the author.
    expect(afterFirst.comments[0]).toMatchObject({
      user_id: author.id,
      name: `${author.firstName} ${author.lastName}`,
      comment: 'Blocked on the API keys',
      can_delete: true,
    });
    const second = ZCommentAnswer.parse((await comment(setup.client, 'add-comment', 'I will send them today')).json());
    expect(second.comments.map((item) => [item.user_id, item.comment, item.can_delete])).toEqual([
      [author.id, 'Blocked on the API keys', false],
      [setup.viewer.id, 'I will send them today', true],
    ]);
    const loaded = ZCommentAnswer.parse((await comment(authorClient, 'load-comments')).json());
    expect(loaded.comments.map((item) => item.can_delete)).toEqual([true, false]);
    const grid = ZRunDashboard.parse(
      (await setup.client.get(runPath(setup.team.slug, seeded.report.slug, KEY))).json(),
    );
    expect(grid.entries.find((entry) => entry.id === entryId)!.comments_count).toBe(2);
  });

  it('emails the entry’s member about a teammate’s comment, not about their own', async () => {
    const notices = await server.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, author.email), eq(emails.template, 'entry-comment')));
    // The author's own comment sent nothing; the admin's sent one.
    expect(notices).toHaveLength(1);
    expect(notices[0]!.variables).toMatchObject({
      commenterName: `${setup.viewer.firstName} ${setup.viewer.lastName}`,
      reportName: seeded.report.name,
      comment: 'I will send them today',
      entryUrl: expect.stringContaining(`/report/${seeded.report.slug}/date/${KEY}/dashboard/`),
    });
    expect(
      await server.db
        .select()
        .from(emails)
        .where(and(eq(emails.template, 'entry-comment'), ne(emails.toAddress, author.email))),
    ).toEqual([]);
  });

  it('lets only the author delete, and a second delete just answers the list', async () => {
    const list = ZCommentAnswer.parse((await comment(authorClient, 'load-comments')).json()).comments;
    const adminComment = list.find((item) => item.user_id === setup.viewer.id)!;
    const refused = await comment(authorClient, 'delete-comment', adminComment.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(DASHBOARD_MESSAGES.commentNotYours);
    const deleted = ZCommentAnswer.parse((await comment(setup.client, 'delete-comment', adminComment.id)).json());
    expect(deleted.comments.map((item) => item.id)).not.toContain(adminComment.id);
    const again = await comment(setup.client, 'delete-comment', adminComment.id);
    expect(again.statusCode).toBe(200);
    expect(ZCommentAnswer.parse(again.json()).comments).toHaveLength(1);
    expect((await comment(setup.client, 'delete-comment', 'not-an-id')).statusCode).toBe(200);
  });

  it('refuses an empty or too long comment with the spec’s words', async () => {
    const empty = await comment(authorClient, 'add-comment', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(DASHBOARD_MESSAGES.commentRequired);
    expect((await comment(authorClient, 'add-comment')).json().error.message).toBe(DASHBOARD_MESSAGES.commentRequired);
    // Characters that draw nothing are not a comment either.
    for (const invisible of ['\u200B\u200B\u200B', '\u200D\uFEFF \u2060', '\u3164\u2800']) {
      const blank = await comment(authorClient, 'add-comment', invisible);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toBe(DASHBOARD_MESSAGES.commentRequired);
    }
    const long = await comment(authorClient, 'add-comment', 'x'.repeat(DASHBOARD_LIMITS.commentChars + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(DASHBOARD_MESSAGES.commentTooLong);
    const longest = await comment(authorClient, 'add-comment', 'y'.repeat(DASHBOARD_LIMITS.commentChars));
    expect(longest.statusCode).toBe(200);
    expect((await comment(authorClient, 'shout', 'hi')).statusCode).toBe(400);
  });

  it('finds no entry of another account, nor one that does not exist', async () => {
    const stranger = await teamWithViewer(server, 1);
    const response = await comment(stranger.client, 'add-comment', 'Hello');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(DASHBOARD_MESSAGES.entryNotFound);
    expect(
      (await comment(setup.client, 'load-comments', undefined, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await comment(setup.client, 'load-comments', undefined, 'nope')).statusCode).toBe(404);
  });
});

describe('reactions', () => {
  it('names both people who reacted, and a second click takes a reaction back', async () => {
    const first = ZReactionAnswer.parse((await react(setup.client, '+1')).json());
    expect(first.reactions).toEqual({ '+1': { [setup.viewer.id]: `Zed ${setup.viewer.lastName}` } });
    const both = ZReactionAnswer.parse((await react(authorClient, '+1')).json());
    expect(both.reactions['+1']).toEqual({
      [setup.viewer.id]: `Zed ${setup.viewer.lastName}`,
      [author.id]: `${author.firstName} ${author.lastName}`,
    });
    const withRocket = ZReactionAnswer.parse((await react(authorClient, 'rocket')).json());
    expect(Object.keys(withRocket.reactions).sort()).toEqual(['+1', 'rocket']);
    const off = ZReactionAnswer.parse((await react(setup.client, '+1')).json());
    expect(off.reactions).toEqual({
      '+1': { [author.id]: `${author.firstName} ${author.lastName}` },
      rocket: { [author.id]: `${author.firstName} ${author.lastName}` },
    });
    const grid = ZRunDashboard.parse(
      (await setup.client.get(runPath(setup.team.slug, seeded.report.slug, KEY))).json(),
    );
    expect(grid.entries.find((entry) => entry.id === entryId)!.reactions).toEqual(off.reactions);
  });

  it('refuses an emoji that is not offered', async () => {
    const response = await react(setup.client, 'skull');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('unable to add your reaction of skull');
    expect((await react(setup.client, 'constructor')).statusCode).toBe(400);
  });

  it('finds no entry of another account', async () => {
    const stranger = await teamWithViewer(server, 1);
    const response = await react(stranger.client, 'heart');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(DASHBOARD_MESSAGES.entryNotFound);
  });
});
