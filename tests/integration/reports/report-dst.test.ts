/**
 * Daily reports across daylight-saving changes with a controlled clock (issue 16): Lord Howe 02:15
 * (a 30-minute change), Troll 02:00 (a two-hour change) and Nuuk 23:30 (a change at midnight) each
 * run exactly once per local day. A time that does not exist runs at the first instant after the
 * gap, keyed by its own date; an ambiguous one runs at its first occurrence only.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns } from '../../../bot/db/schema/index.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

type TZoneName = 'lordHowe' | 'troll' | 'nuuk';

let server: TTestServer;
let clock: TestClock;
const reportIds = {} as Record<TZoneName, string>;

beforeAll(async () => {
  clock = new TestClock('2026-03-26T12:00:00Z');
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const { team, members } = await buildTeamWithMembers(server.db, account, 1);
  const { client } = await signedInClient(server, account, 1, { teams: [team] });
  const daily = {
    lordHowe: ['Australia/Lord_Howe', 2, 15],
    troll: ['Antarctica/Troll', 2, 0],
    nuuk: ['America/Nuuk', 23, 30],
  };
  for (const [name, [timeZone, hour, minute]] of Object.entries(daily) as Array<
    [TZoneName, [string, number, number]]
  >) {
    const form = reportForm(members, { name });
    form.config = { ...form.config, time_zone: timeZone, hour, minute, day_of_week: '*' };
    const created = await client.post('/api/v1/report/create_new/', form);
    expect(created.statusCode).toBe(200);
    reportIds[name] = created.json().report_id;
  }
}, 60_000);
afterAll(() => server.stop());

const runsOf = async (name: TZoneName, keys: string[]) =>
  server.db
    .select({ key: reportRuns.key, scheduledFor: reportRuns.scheduledFor })
    .from(reportRuns)
    .where(and(eq(reportRuns.reportId, reportIds[name]), inArray(reportRuns.key, keys)));

/** Runs due at `utc`: none a few seconds before, then each one with its key at exactly that instant. */
async function expectRunsAt(utc: string, expected: Array<[TZoneName, string]>) {
  await clock.setTime(new Date(Date.parse(utc) - 3000));
  await advanceBy(clock, 2000);
  for (const [name, key] of expected) expect(await runsOf(name, [key]), `${name} ${key} before ${utc}`).toEqual([]);
  const all = async () => {
    for (const [name, key] of expected) if ((await runsOf(name, [key])).length === 0) return false;
    return true;
  };
  await advanceUntil(clock, all, { what: `runs at ${utc}` });
  for (const [name, key] of expected) {
    expect((await runsOf(name, [key]))[0]?.scheduledFor.toISOString(), `${name} ${key}`).toBe(
      new Date(utc).toISOString(),
    );
  }
}

/** Nothing new opens around the second occurrence of an ambiguous time. */
async function expectQuietAround(utc: string, name: TZoneName, keys: string[]) {
  const before = await runsOf(name, keys);
  await clock.setTime(new Date(Date.parse(utc) - 2000));
  await advanceBy(clock, 8000);
  expect(await runsOf(name, keys)).toEqual(before);
}

describe('daily reports across daylight-saving changes', () => {
  it('run once a day across the March changes (Troll loses 01:00-03:00, Nuuk 23:00-00:00)', async () => {
    await expectRunsAt('2026-03-28T01:30:00Z', [['nuuk', '2026-03-27']]);
    await expectRunsAt('2026-03-28T02:00:00Z', [['troll', '2026-03-28']]);
    // Nuuk's Saturday 23:30 and Troll's Sunday 02:00 do not exist: both run as their gaps end.
    await expectRunsAt('2026-03-29T01:00:00Z', [
      ['nuuk', '2026-03-28'],
      ['troll', '2026-03-29'],
    ]);
    await expectRunsAt('2026-03-30T00:00:00Z', [['troll', '2026-03-30']]);
    await expectRunsAt('2026-03-30T00:30:00Z', [['nuuk', '2026-03-29']]);
  }, 120_000);

  it('run once a day across Lord Howe’s April change (01:30-02:00 twice)', async () => {
    await expectRunsAt('2026-04-03T15:15:00Z', [['lordHowe', '2026-04-04']]);
    await expectRunsAt('2026-04-04T15:45:00Z', [['lordHowe', '2026-04-05']]);
    await expectRunsAt('2026-04-05T15:45:00Z', [['lordHowe', '2026-04-06']]);
  }, 120_000);

  it('run once a day across Lord Howe’s October change (02:00-02:30 skipped: 02:15 runs at 02:30)', async () => {
    await expectRunsAt('2026-10-02T15:45:00Z', [['lordHowe', '2026-10-03']]);
    await expectRunsAt('2026-10-03T15:30:00Z', [['lordHowe', '2026-10-04']]);
    await expectRunsAt('2026-10-04T15:15:00Z', [['lordHowe', '2026-10-05']]);
  }, 120_000);

  it('run once a day across the October changes (Troll’s 02:00 and Nuuk’s 23:30 happen twice)', async () => {
    await expectRunsAt('2026-10-24T00:00:00Z', [['troll', '2026-10-24']]);
    await expectRunsAt('2026-10-24T00:30:00Z', [['nuuk', '2026-10-23']]);
    await expectRunsAt('2026-10-25T00:00:00Z', [['troll', '2026-10-25']]);
    await expectRunsAt('2026-10-25T00:30:00Z', [['nuuk', '2026-10-24']]);
    await expectQuietAround('2026-10-25T01:30:00Z', 'nuuk', ['2026-10-24', '2026-10-25']);
    await expectQuietAround('2026-10-25T02:00:00Z', 'troll', ['2026-10-25', '2026-10-26']);
    await expectRunsAt('2026-10-26T01:30:00Z', [['nuuk', '2026-10-25']]);
    await expectRunsAt('2026-10-26T02:00:00Z', [['troll', '2026-10-26']]);
  }, 120_000);
});
