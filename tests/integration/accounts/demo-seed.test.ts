/**
 * A fresh install's demo (npm start): the demo account gets a Daily Standup for its team, scheduled
 * like any report, with today's run open, so the demo user finds a check-in waiting and the
 * reports list and check-in page have something to show.
 */
import { desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkins,
  dashboardComments,
  dashboardReactions,
  hashtags,
  reportRuns,
  reports,
  users,
} from '../../../bot/db/schema/index.ts';
import { DEMO_EMAIL } from '../../../bot/domain/accounts/demo.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => server.stop());

describe('the demo seed', () => {
  it('adds a scheduled Daily Standup with today’s run open for every member', async () => {
    const [report] = await server.db.select().from(reports);
    expect(report).toMatchObject({ name: 'Daily Standup', enabled: true, timeZone: 'America/Toronto' });
    expect(report!.nextRunAt).not.toBeNull();
    const runs = await server.db
      .select()
      .from(reportRuns)
      .where(eq(reportRuns.reportId, report!.id))
      .orderBy(desc(reportRuns.key));
    // Today's run, opened by the server, and the past week's five answered weekdays.
    expect(runs).toHaveLength(6);
    expect(runs[0]!.openedBy).toBe('trigger');
    const rows = await server.db.select().from(checkins).where(eq(checkins.runId, runs[0]!.id));
    expect(rows).toHaveLength(5);
    const [demo] = await server.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(rows.find((row) => row.userId === demo!.id)?.status).toBe('sent');
    const context = await server.app.inject({
      method: 'GET',
      url: `/api/v1/checkin/${rows.find((row) => row.userId === demo!.id)!.hash}/`,
    });
    expect(context.json().form.rfields).toHaveLength(3);
  });

  it('gives the dashboards a week of answers, comments, reactions and a #release tag', async () => {
    const past = await server.db.select().from(checkins).where(ne(checkins.status, 'sent'));
    const submitted = past.filter((row) => row.status === 'submitted');
    expect(submitted.length).toBeGreaterThanOrEqual(18);
    expect(past.some((row) => row.status === 'vacation')).toBe(true);
    expect(submitted.some((row) => row.goalCompleted)).toBe(true);
    expect(submitted.some((row) => row.blocked)).toBe(true);
    expect(submitted.some((row) => Object.values(row.answers).some((answer) => answer.includes('#release')))).toBe(
      true,
    );
    expect(await server.db.select().from(dashboardComments)).toHaveLength(10);
    expect((await server.db.select().from(dashboardReactions)).length).toBeGreaterThan(0);
    expect((await server.db.select().from(hashtags)).map((row) => row.tag)).toEqual(['release']);
  });
});
