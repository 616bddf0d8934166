/**
 * The home of a 500-member account stays bounded (issue 17): one run of 500 check-ins, half of
 * them refused by Teams, answers with five names and the full count, in a fixed number of queries.
 */
import { inArray } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkins, memberships, teamMembers, users } from '../../../bot/db/schema/index.ts';
import { HOME_LIMITS, type THomeOverview, ZHome } from '../../../shared/home.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns } from '../../run-factories.ts';

const MEMBERS = 500;
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2026-11-17T17:00:00Z') });
});
afterAll(() => server.stop());

it('answers a 500-member run with bounded lists and full counts', async () => {
  const account = await buildAccount(server.db);
  const team = await buildTeam(server.db, account, { name: 'Everyone' });
  const people = await server.db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, n) => ({
        email: `member-${n}@scale.example`,
        firstName: `Member${String(n).padStart(3, '0')}`,
        lastName: 'Scale',
        slug: `member-${n}-scale`,
      })),
    )
    .returning();
  await server.db.insert(memberships).values(people.map((user) => ({ accountId: account.id, userId: user.id })));
  await server.db.insert(teamMembers).values(people.map((user) => ({ teamId: team.id, userId: user.id })));
  const seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: people,
    runs: [
      {
        key: '2026-11-17',
        entries: people.map((_, n) => (n % 2 === 0 ? { status: 'sent', channels: ['msteams'] } : 'submitted')),
      },
    ],
  });
  const refused = [...seeded.checkins.get('2026-11-17')!.values()]
    .filter((row) => row.status === 'sent')
    .map((row) => row.id);
  await server.db
    .update(checkins)
    .set({ msgStatusPlatform: 'msteams', msgStatusCode: 403 })
    .where(inArray(checkins.id, refused));

  const { client } = await signedInClient(server, account, 1, { teams: [team] });
  const started = performance.now();
  const response = await client.get('/api/v1/home');
  const elapsed = performance.now() - started;
  const home = ZHome.parse(response.json()) as THomeOverview;
  expect(home.today_runs[0]).toMatchObject({ asked: MEMBERS, answered: MEMBERS / 2 });
  const [report] = home.managed_reports!;
  expect(report!.not_reached_count).toBe(MEMBERS / 2);
  expect(report!.not_reached).toHaveLength(HOME_LIMITS.attentionNames);
  expect(report!.not_reached[0]!.name).toBe('Member000 Scale');
  // Generous: PGlite on a 2-core machine; the point is that nothing grows with the run.
  expect(elapsed).toBeLessThan(3000);
});
