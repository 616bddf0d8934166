/**
 * The check-in calls through HTTP (spec part 3 §7): the page's context, autosave with the newest
 * edit winning, submit with 'All questions are required', goal and blocker, the confirmation email,
 * and bad input (unknown hash, oversized answer, unknown question, too many saves) losing nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns } from '../../../bot/db/schema/index.ts';
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let anonymous: TestClient;
let hash: string;
let otherHash: string;
let keys: string[];
let memberEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const { team, members } = await buildTeamWithMembers(server.db, account, 2);
  const { client } = await signedInClient(server, account, 1, { teams: [team] });
  const created = await client.post('/api/v1/report/create_new/', reportForm(members, { goal_tracking_enabled: true }));
  expect(created.statusCode).toBe(200);
  const reportId = created.json().report_id;
  const sent = await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
  expect(sent.statusCode).toBe(200);
  const rows = await server.db.select().from(checkins).where(eq(checkins.reportId, reportId));
  hash = rows.find((row) => row.userId === members[0]!.id)!.hash;
  memberEmail = members[0]!.email;
  otherHash = rows.find((row) => row.userId === members[1]!.id)!.hash;
  const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
  keys = run!.questions.map((question) => question.key);
  anonymous = new TestClient(server.app);
});
afterAll(() => server.stop());

const save = (body: Record<string, unknown>) => anonymous.post('/api/v1/checkin/save_question/', body);
const answersOf = async (h: string) =>
  (await server.db.select().from(checkins).where(eq(checkins.hash, h)))[0]!.answers;

describe('the check-in page context', () => {
  it('opens the member’s own check-in by its hash, without signing in', async () => {
    const response = await anonymous.get(`/api/v1/checkin/${hash}/`);
    expect(response.statusCode).toBe(200);
    const context = response.json();
    expect(context.report_name).toBe('Daily Standup');
    expect(context.form.rfields.map((field: { text: string }) => field.text)).toEqual([
      'What did you do yesterday?',
      'What will you do today?',
      'Anything blocking you?',
    ]);
    expect(context.is_draft).toBe(true);
    expect(context.goal_tracking_enabled).toBe(true);
    expect(context.previous).toBeNull();
  });

  it('refuses an unknown or malformed hash with a clear message', async () => {
    for (const bad of ['A'.repeat(32), 'not-a-hash', '%00']) {
      const response = await anonymous.get(`/api/v1/checkin/${bad}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(CHECKIN_MESSAGES.notFound);
    }
  });
});

describe('autosave', () => {
  it('keeps the newest edit when an older autosave arrives late', async () => {
    const newer = await save({ hash, key: keys[0], content: 'Shipped **the build**', edited_at: 2_000 });
    expect(newer.json()).toMatchObject({ ok: true, saved: true, is_draft: true });
    const late = await save({ hash, key: keys[0], content: 'Shipped', edited_at: 1_000 });
    expect(late.json()).toMatchObject({ ok: true, saved: false });
    expect((await answersOf(hash))[keys[0]!]).toBe('Shipped **the build**');
    const [row] = await server.db.select().from(checkins).where(eq(checkins.hash, hash));
    expect(row!.status).toBe('draft');
  });

  it('refuses bad input and loses nothing already saved', async () => {
    const tooLong = await save({ hash, key: keys[0], content: 'x'.repeat(20_001), edited_at: 3_000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(CHECKIN_MESSAGES.tooLong);
    const unknownKey = await save({ hash, key: 'nope', content: 'x' });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().error.message).toBe(CHECKIN_MESSAGES.unknownQuestion);
    const unknownHash = await save({ hash: 'B'.repeat(32), key: keys[0], content: 'x' });
    expect(unknownHash.statusCode).toBe(404);
    const malformed = await save({ hash, key: keys[0], content: 42 });
    expect(malformed.statusCode).toBe(400);
    expect((await answersOf(hash))[keys[0]!]).toBe('Shipped **the build**');
    expect(await answersOf(otherHash)).toEqual({});
  });
});

describe('submitting', () => {
  it('requires every question and keeps the answers given so far', async () => {
    const response = await save({ hash, key: keys[1], content: 'Review PRs', submit: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(CHECKIN_MESSAGES.allRequired);
    expect(response.json().error.fields).toEqual({ [keys[2]!]: [CHECKIN_MESSAGES.required] });
    expect(await answersOf(hash)).toMatchObject({ [keys[0]!]: 'Shipped **the build**', [keys[1]!]: 'Review PRs' });
  });

  it('does not count an answer of zero-width characters as given', async () => {
    const response = await save({ hash, key: keys[2], content: '\u200B\u200B\uFEFF', submit: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [keys[2]!]: [CHECKIN_MESSAGES.required] });
  });

  it('completes the check-in, confirms once by email, and takes updates afterwards', async () => {
    const done = await save({ hash, key: keys[2], content: 'None', submit: true });
    expect(done.json()).toEqual({ ok: true, saved: true, is_draft: false, message: CHECKIN_MESSAGES.submittedTitle });
    const update = await save({ hash, key: keys[2], content: 'Waiting on design', submit: true });
    expect(update.json()).toMatchObject({ ok: true, is_draft: false });
    const [row] = await server.db.select().from(checkins).where(eq(checkins.hash, hash));
    expect(row!.status).toBe('submitted');
    const confirmations = await server.db
      .select()
      .from(emails)
      .where(and(eq(emails.template, 'checkin-confirmation'), eq(emails.toAddress, memberEmail)));
    expect(confirmations).toHaveLength(1);
    const context = (await anonymous.get(`/api/v1/checkin/${hash}/`)).json();
    expect(context.is_draft).toBe(false);
    expect(context.answers[keys[2]!]).toBe('Waiting on design');
  });
});

describe('goal and blocker', () => {
  it('answers Updated and records the flag', async () => {
    const response = await anonymous.post('/api/v1/checkin/update_goal_blocker_tracking/', {
      hash,
      field: 'blocked',
      completed: true,
    });
    expect(response.json()).toEqual({ ok: true, message: 'Updated' });
    const [row] = await server.db.select().from(checkins).where(eq(checkins.hash, hash));
    expect(row!.blocked).toBe(true);
    const bad = await anonymous.post('/api/v1/checkin/update_goal_blocker_tracking/', {
      hash,
      field: 'answers',
      completed: true,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('stop a script hammering one check-in, with a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      statuses.push(
        (await save({ hash: otherHash, key: keys[0], content: `v${i}`, edited_at: 10_000 + i })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await save({ hash: otherHash, key: keys[0], content: 'x', edited_at: 99_999 });
    expect(limited.json().error.message).toBe(CHECKIN_MESSAGES.tooManySaves);
  });
});
