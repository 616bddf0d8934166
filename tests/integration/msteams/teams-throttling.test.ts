/**
 * Teams' limits (issue 8): a run whose prompts meet 429 Too Many Requests (with Retry-After) and
 * transient 502s still reaches every member exactly once: nothing dropped, nothing sent twice.
 * A refusal Teams will repeat (403) is recorded on the check-in for the dashboard instead.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, checkins, teamMembers } from '../../../bot/db/schema/index.ts';
import type { TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import {
  startFakeTeamsConnector,
  type TFakeTeam,
  type TFakeTeamsConnector,
} from '../../fakes/teams-connector/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { reportForm } from '../../report-factories.ts';
import { connectTeamThroughBot, fakeTeam, sentTo } from './teams-fixtures.ts';

let fake: TFakeTeamsConnector;
let server: TTestServer;
let admin: TestClient;
let team: TFakeTeam;
let rollcallTeam: TTeamRow;

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  team = fakeTeam(20, 'Busy Team');
  fake.addTeam(team);
  server = await startTestServer();
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  rollcallTeam = await buildTeam(server.db, account, { name: 'Busy', service: 'NONE' });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [rollcallTeam] }));
  await connectTeamThroughBot(server, fake, team, admin);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function startRun(name: string): Promise<string> {
  const rows = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, rollcallTeam.id));
  const users = rows.filter((row) => row.platformUserId).map((row) => ({ id: row.userId }));
  const created = await admin.post(
    '/api/v1/report/create_new/',
    reportForm(users, { name, team_slug: rollcallTeam.slug }),
  );
  expect(created.statusCode).toBe(200);
  const reportId = created.json().report_id as string;
  const trigger = await admin.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
  expect(trigger.statusCode).toBe(200);
  return reportId;
}

const promptsOf = (reportName: string) =>
  team.members.map((member) =>
    sentTo(fake, member).filter((sent) => sent.activity.summary === `${reportName}: time for your check-in`),
  );

describe('a burst answered with 429', () => {
  it('reaches every member exactly once through 429s and 502s', async () => {
    fake.throttle({ perSecond: 8, retryAfterSeconds: 1 });
    fake.failNext(3, { status: 502, match: (method, path) => method === 'POST' && path.endsWith('/activities') });
    const reportId = await startRun('Burst Standup');
    await waitFor(
      async () => {
        const rows = await server.db.select().from(checkins).where(eq(checkins.reportId, reportId));
        return rows.every((row) => row.msgStatusCode === 201);
      },
      (done) => done,
      { what: 'every prompt delivered', timeoutMs: 30_000 },
    );
    fake.throttle(null);
    const prompts = promptsOf('Burst Standup');
    expect(prompts.map((list) => list.length)).toEqual(team.members.map(() => 1));
    expect(fake.requests.filter((request) => request.status === 429).length).toBeGreaterThan(0);
    expect(fake.requests.filter((request) => request.status === 502)).toHaveLength(3);
    const failed = await server.db.select().from(chatMessages).where(eq(chatMessages.status, 'failed'));
    expect(failed).toEqual([]);
  }, 40_000);

  it('records a refusal Teams will repeat on the check-in, for the dashboard', async () => {
    const blocked = team.members[4]!;
    fake.failNext(1, {
      status: 403,
      code: 'BotDisabledByAdmin',
      match: (method, path) => method === 'POST' && path.includes(`a:1:${blocked.id}`),
    });
    const reportId = await startRun('Refused Standup');
    const rows = await waitFor(
      () => server.db.select().from(checkins).where(eq(checkins.reportId, reportId)),
      (list) => list.every((row) => row.msgStatusCode !== null),
      { what: 'every prompt answered', timeoutMs: 20_000 },
    );
    const refused = rows.filter((row) => row.msgStatusCode !== 201);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      msgStatusPlatform: 'msteams',
      msgStatusCode: 403,
      msgStatusErrorCode: 'BotDisabledByAdmin',
    });
    const dashboard = await admin.get(`/api/v1/dashboard/${rollcallTeam.slug}/report/${reportId}/date/latest/`);
    const entry = (
      dashboard.json().entries as Array<{ msgStatusCode: number | null; msgStatusPlatform: string | null }>
    ).find((candidate) => candidate.msgStatusCode === 403);
    expect(entry).toMatchObject({ msgStatusPlatform: 'MSTEAMS', msgStatusCode: 403 });
  });
});
