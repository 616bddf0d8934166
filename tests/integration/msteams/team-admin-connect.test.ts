/**
 * A Team Admin with no team connects a Microsoft Teams team they are not on (issue 17): after the
 * confirm the team is theirs to open and it is their current team, not 'You have no team yet'.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { teamMembers, teamShares, teams } from '../../../bot/db/schema/index.ts';
import { buildAccount } from '../../factories.ts';
import { startFakeTeamsConnector, type TFakeTeamsConnector } from '../../fakes/teams-connector/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { connectTeamThroughBot, fakeTeam } from './teams-fixtures.ts';

let fake: TFakeTeamsConnector;
let server: TTestServer;

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

it('gives the connecting Team Admin the team as their current team, and says 1 member', async () => {
  const team = fakeTeam(1, 'Solo Crew');
  fake.addTeam(team);
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const { client: teamAdmin, user } = await signedInClient(server, account, 2);
  expect((await teamAdmin.get('/api/v1/state')).json().team).toBeNull();

  const confirmed = await connectTeamThroughBot(server, fake, team, teamAdmin);
  expect(confirmed.message).toBe('Solo Crew is connected to Microsoft Teams. 1 member was imported.');

  const state = (await teamAdmin.get('/api/v1/state')).json();
  expect(state.team).toMatchObject({ team_name: 'Solo Crew', service: 'MSTEAMS' });
  const [connected] = await server.db.select().from(teams).where(eq(teams.slug, state.team.slug));
  const shares = await server.db
    .select()
    .from(teamShares)
    .where(and(eq(teamShares.teamId, connected!.id), eq(teamShares.userId, user.id)));
  expect(shares).toHaveLength(1);
  // Not made a member: they are not on the Teams roster, so they are not asked check-ins.
  const members = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, connected!.id));
  expect(members.map((member) => member.userId)).not.toContain(user.id);
});
