/**
 * A worker's start recomputes every enabled report's next run (a time-zone rule change reaches
 * stored reports), but keeps a next run that passed while no worker ran: the first tick makes it up
 * while its day lasts (README 'Missed runs').
 */
import { eq, inArray } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns, reports } from '../../../bot/db/schema/index.ts';
import { reconcileReportSchedules } from '../../../bot/domain/reports/report-schedule.ts';
import { createLogger } from '../../../bot/logger.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
const ids: { missed: string; later: string } = { missed: '', later: '' };

beforeAll(async () => {
  // Monday March 15, 2027, 09:00 in Toronto.
  clock = new TestClock('2027-03-15T13:00:00Z');
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const { team, members } = await buildTeamWithMembers(server.db, account, 2);
  const { client } = await signedInClient(server, account, 1, { teams: [team] });
  for (const [name, hour] of [
    ['missed', 10],
    ['later', 15],
  ] as const) {
    const form = reportForm(members, { name });
    const created = await client.post('/api/v1/report/create_new/', {
      ...form,
      config: { ...form.config, hour },
      team_slug: team.slug,
    });
    expect(created.statusCode).toBe(200);
    ids[name] = created.json().report_id;
  }
});
afterAll(() => server.stop());

const nextRuns = async () => {
  const rows = await server.db
    .select({ id: reports.id, next: reports.nextRunAt })
    .from(reports)
    .where(inArray(reports.id, [ids.missed, ids.later]));
  return Object.fromEntries(rows.map((row) => [row.id === ids.missed ? 'missed' : 'later', row.next?.toISOString()]));
};

describe('a worker starting after downtime', () => {
  it('keeps the next run that passed and recomputes the others', async () => {
    // No worker ran between 09:00 and 12:00; one starts at 12:00 (17:00 UTC).
    const restartedAt = new Date('2027-03-15T17:00:00Z');
    await server.db.update(reports).set({ nextRunAt: null }).where(eq(reports.id, ids.later));
    await reconcileReportSchedules(
      { db: server.db, jobs: server.jobs, now: () => restartedAt },
      createLogger(server.env),
    );
    expect(await nextRuns()).toEqual({ missed: '2027-03-15T14:00:00.000Z', later: '2027-03-15T19:00:00.000Z' });
  });

  it('makes the missed run up at the first tick, late', async () => {
    await clock.setTime('2027-03-15T17:00:00Z');
    const run = async () => (await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, ids.missed)))[0];
    await advanceUntil(clock, async () => (await run()) !== undefined, { what: 'the made-up run' });
    expect((await run())?.openedBy).toBe('catch-up');
    expect((await nextRuns()).missed).toBe('2027-03-16T14:00:00.000Z');
  });
});
