/**
 * A Teams report whose run opens early for a member in a zone ahead of the report's (ARCHITECTURE
 * §3.5): the Kolkata member's card goes at 10:00 in Kolkata, the others' and the channel
 * broadcast at 10:00 in Toronto, the report's own time — not when the run opened.
 */
import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, users } from '../../../bot/db/schema/index.ts';
import type { TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import {
  startFakeTeamsConnector,
  type TFakeTeam,
  type TFakeTeamsConnector,
} from '../../fakes/teams-connector/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { reportForm } from '../../report-factories.ts';
import { cardOf, cardText, connectTeamThroughBot, fakeTeam, sentTo } from './teams-fixtures.ts';

let fake: TFakeTeamsConnector;
let server: TTestServer;
let clock: TestClock;
let admin: TestClient;
let team: TFakeTeam;
let rollcallTeam: TTeamRow;

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  team = fakeTeam(3, 'World Team');
  fake.addTeam(team);
  // The Teams link is issued and checked on today's clock; the runs below are in 2027.
  clock = new TestClock(new Date().toISOString());
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  rollcallTeam = await buildTeam(server.db, account, { name: 'World', service: 'NONE' });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [rollcallTeam] }));
  // The clock runs (fast) while the bot's messages are delivered: jobs are due by the database's
  // time, which moves on while a test clock would stand still.
  let connected = false;
  const ticking = (async () => {
    while (!connected) {
      await clock.tick(1000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await connectTeamThroughBot(server, fake, team, admin);
  } finally {
    connected = true;
    await ticking;
  }
  // Sunday February 28, 2027, 15:00 in Toronto.
  await clock.setTime('2027-02-28T20:00:00Z');
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const prompts = (index: number) =>
  sentTo(fake, team.members[index]!).filter((sent) => cardText(cardOf(sent)).includes('Submit'));

describe('a Teams report with a member ahead of its zone', () => {
  it('cards the Kolkata member at 10:00 there, and the others and the channel at 10:00 Toronto', async () => {
    const rows = await server.db
      .select({ userId: teamMembers.userId, email: users.email, platformUserId: teamMembers.platformUserId })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, rollcallTeam.id));
    const kolkata = rows.find((row) => row.email === team.members[1]!.email)!;
    const zoned = await admin.post('/api/v1/settings', {
      type: 'change_tz',
      timezone: 'Asia/Kolkata',
      email: kolkata.email,
    });
    expect(zoned.statusCode).toBe(200);
    const standup = team.channels[1]!.id;
    const created = await admin.post(
      '/api/v1/report/create_new/',
      reportForm(
        rows.filter((row) => row.platformUserId).map((row) => ({ id: row.userId })),
        { team_slug: rollcallTeam.slug, enable_channel_broadcast: true, channel: standup },
      ),
    );
    expect(created.statusCode).toBe(200);

    // Monday's run opens at 10:00 IST (04:30 UTC): only the Kolkata member is carded.
    await clock.setTime('2027-03-01T04:29:57Z');
    await advanceUntil(clock, async () => prompts(1).length === 1, { what: 'the Kolkata card', maxSteps: 60 });
    await advanceBy(clock, 5000);
    expect([prompts(0).length, prompts(2).length]).toEqual([0, 0]);
    expect(fake.activitiesTo(standup)).toHaveLength(0);

    // 10:00 in Toronto (15:00 UTC): the other members and the channel thread.
    await clock.setTime('2027-03-01T14:59:57Z');
    await advanceBy(clock, 2000);
    expect(prompts(0)).toHaveLength(0);
    await advanceUntil(
      clock,
      async () => prompts(0).length === 1 && prompts(2).length === 1 && fake.activitiesTo(standup).length === 1,
      { what: 'the Toronto cards and the broadcast', maxSteps: 60 },
    );
    expect(cardText(cardOf(fake.activitiesTo(standup)[0]!))).toContain("Here is World's report");
    expect(prompts(1)).toHaveLength(1);
    const [zone] = await server.db
      .select({ zone: teamMembers.timeZone })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, rollcallTeam.id), eq(teamMembers.userId, kolkata.userId)));
    expect(zone?.zone).toBe('Asia/Kolkata');
  });
});
