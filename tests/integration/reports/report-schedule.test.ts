/**
 * The scheduler with a controlled clock (pg-boss's TestClock): a weekday 10:00 America/Toronto
 * report fires at the right UTC instants across both daylight-saving changes of 2027; pause stops
 * runs; an edit moves the schedule; a run missed during downtime is made up once if its day is not
 * over, otherwise skipped.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns } from '../../../bot/db/schema/index.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
let client: TestClient;
let members: Awaited<ReturnType<typeof buildTeamWithMembers>>['members'];

beforeAll(async () => {
  clock = new TestClock('2027-03-11T12:00:00Z');
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 2);
  members = built.members;
  ({ client } = await signedInClient(server, account, 1, { teams: [built.team] }));
});
afterAll(() => server.stop());

const runsOf = (reportId: string) =>
  server.db
    .select({ key: reportRuns.key, scheduledFor: reportRuns.scheduledFor, openedBy: reportRuns.openedBy })
    .from(reportRuns)
    .where(eq(reportRuns.reportId, reportId))
    .orderBy(asc(reportRuns.key));

const runExists = (reportId: string, key: string) => async () =>
  (
    await server.db
      .select()
      .from(reportRuns)
      .where(and(eq(reportRuns.reportId, reportId), eq(reportRuns.key, key)))
  ).length > 0;

async function expectRunAt(reportId: string, key: string, utc: string) {
  await clock.setTime(new Date(new Date(utc).getTime() - 3000));
  await advanceBy(clock, 2000);
  expect(await runExists(reportId, key)(), `no run before ${utc}`).toBe(false);
  await advanceUntil(clock, runExists(reportId, key), { what: `run ${key}` });
  const run = (await runsOf(reportId)).find((candidate) => candidate.key === key);
  expect(run?.scheduledFor.toISOString()).toBe(new Date(utc).toISOString());
}

describe('a weekday 10:00 America/Toronto report', () => {
  let reportId: string;
  let form: Record<string, unknown>;

  it('fires at 15:00 UTC in winter time and 14:00 UTC once daylight saving starts', async () => {
    const created = await client.post('/api/v1/report/create_new/', reportForm(members));
    expect(created.statusCode).toBe(200);
    reportId = created.json().report_id;
    await expectRunAt(reportId, '2027-03-11', '2027-03-11T15:00:00Z');
    await expectRunAt(reportId, '2027-03-12', '2027-03-12T15:00:00Z');
    await expectRunAt(reportId, '2027-03-15', '2027-03-15T14:00:00Z');
  }, 60_000);

  it('fires at 14:00 UTC before daylight saving ends and 15:00 UTC after', async () => {
    await expectRunAt(reportId, '2027-11-05', '2027-11-05T14:00:00Z');
    await expectRunAt(reportId, '2027-11-08', '2027-11-08T15:00:00Z');
  }, 60_000);

  it('makes up a run missed during downtime once while its day lasts, and skips one whose day is over', async () => {
    // Down from 09:00 to 12:00 local on Tuesday: the 10:00 run opens at 12:00, late.
    await clock.setTime('2027-11-09T14:00:00Z');
    await advanceBy(clock, 2000);
    await clock.setTime('2027-11-09T17:00:00Z');
    await advanceUntil(clock, runExists(reportId, '2027-11-09'), { what: 'the made-up run' });
    expect((await runsOf(reportId)).find((run) => run.key === '2027-11-09')?.openedBy).toBe('catch-up');
    // Down from Wednesday 09:00 to Thursday 09:00 local: Wednesday's run is skipped.
    await clock.setTime('2027-11-10T14:00:00Z');
    await advanceBy(clock, 2000);
    await clock.setTime('2027-11-11T14:00:00Z');
    await advanceBy(clock, 8000);
    expect(await runExists(reportId, '2027-11-10')()).toBe(false);
  }, 60_000);

  it('moves with an edit', async () => {
    const wizard = (await client.get(`/api/v1/report/wizard?report=${reportId}`)).json();
    form = wizard.form;
    const moved = await client.post('/api/v1/report/update_existing/', {
      ...form,
      config: { ...(form.config as object), hour: 11, minute: 30 },
    });
    expect(moved.statusCode).toBe(200);
    await expectRunAt(reportId, '2027-11-12', '2027-11-12T16:30:00Z');
  }, 60_000);

  it('stops when paused', async () => {
    const slug = (await client.get('/api/v1/reports')).json().reports[0].slug;
    await client.get(`/report/enable/${slug}/`, { 'sec-fetch-site': 'same-origin' });
    await clock.setTime('2027-11-15T16:29:50Z');
    await advanceBy(clock, 20_000);
    expect(await runExists(reportId, '2027-11-15')()).toBe(false);
  }, 60_000);
});
