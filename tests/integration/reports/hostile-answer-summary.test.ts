/**
 * Issue 15, point 1: one answer must never break a summary. A member saves answers that used to
 * overflow the Markdown renderer's stack ('> ' x 10,000) or block it for seconds ('*a_' x
 * 6,666) through the check-in page; the run's summary still goes to every recipient, with the
 * other member's answer formatted and the hostile member's words in it.
 */
import { asc, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns } from '../../../bot/db/schema/index.ts';
import { HOSTILE_ANSWERS } from '../../../shared/markdown/hostile-corpus.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

const QUOTES = HOSTILE_ANSWERS["nested quotes ('> ' x 10,000)"]!;
const STARS = HOSTILE_ANSWERS["'*a_' x 6,666"]!;
const DEEP_EMPHASIS = HOSTILE_ANSWERS['emphasis nested 10,000 deep']!;

/** `hostile` cut so that the answer stays within the 20,000 characters a save takes. */
function answerOf(before: string, hostile: string, after = ''): string {
  return before + hostile.slice(0, 20_000 - before.length - after.length) + after;
}

let server: TTestServer;
let clock: TestClock;
let memberEmails: string[];

beforeAll(async () => {
  // Monday March 15, 2027, 09:00 in Toronto; the summary goes at 12:00 (16:00 UTC).
  clock = new TestClock('2027-03-15T13:00:00Z');
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const { team, members } = await buildTeamWithMembers(server.db, account, 3);
  memberEmails = members.map((member) => member.email);
  const { client } = await signedInClient(server, account, 1, { teams: [team] });
  const created = await client.post(
    '/api/v1/report/create_new/',
    reportForm(members, { summary_format: 'members', email_notifications: ['lead@partner.example'] }),
  );
  expect(created.statusCode).toBe(200);
  const reportId = created.json().report_id;
  const sent = await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
  expect(sent.statusCode).toBe(200);

  const rows = await server.db.select().from(checkins).where(eq(checkins.reportId, reportId));
  const hashOf = (index: number) => rows.find((row) => row.userId === members[index]!.id)!.hash;
  const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
  const keys = run!.questions.map((question) => question.key);
  const page = new TestClient(server.app);
  const answer = async (hash: string, contents: string[]) => {
    for (const [index, content] of contents.entries()) {
      const saved = await page.post('/api/v1/checkin/save_question/', {
        hash,
        key: keys[index],
        content,
        submit: index === contents.length - 1,
      });
      expect(saved.statusCode).toBe(200);
    }
  };
  await answer(hashOf(0), [
    answerOf('Yesterday:\n\n', QUOTES),
    STARS,
    answerOf('', DEEP_EMPHASIS, '\n\nend of hostile'),
  ]);
  await answer(hashOf(1), ['Shipped **the export**', 'Reviews', 'Nothing']);
});
afterAll(() => server.stop());

describe('a summary with a hostile answer', () => {
  it('is delivered to every recipient, with every member in it', async () => {
    await clock.setTime('2027-03-15T15:59:58Z');
    const summaries = () =>
      server.db.select().from(emails).where(eq(emails.template, 'report-summary')).orderBy(asc(emails.toAddress));
    await advanceUntil(
      clock,
      async () => {
        const all = await summaries();
        return all.length === 4 && all.every((email) => email.status === 'sent');
      },
      { what: 'every summary delivered', maxSteps: 60 },
    );
    const delivered = await summaries();
    expect(delivered.map((email) => email.toAddress).sort()).toEqual([...memberEmails, 'lead@partner.example'].sort());
    for (const email of delivered) {
      expect(email.html).toContain('<strong>the export</strong>');
      expect(email.html).toContain('Yesterday:');
      expect(email.html).toContain('end of hostile');
      expect(email.html!.length).toBeLessThan(1_000_000);
    }
  });
});
