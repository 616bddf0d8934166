/**
 * The `teams` suite (issue 8): one Microsoft Teams tenant with 1,000 members; a run sends each a
 * check-in card through the real Agents SDK to the local fake Bot Connector, which answers 429
 * (Retry-After 1 s) to anything beyond the tenant cap. Prints delivered messages per second against
 * the configured cap (TEAMS_TENANT_RATE, goal >= 95%), the 429s met, and drops and duplicates
 * (goal 0). Members' 1:1 chats are opened beforehand (steady state); BENCH_OPEN_CHATS=true makes
 * the bot open them during the run too (two requests per member). BENCH_TEAMS_DATABASE=postgres runs
 * it on a fresh database on the server of BENCH_DATABASE_URL (or DATABASE_URL), where the limiter's
 * budgets are shared through the database as with several workers. Measured, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { triggerReportRun } from '../bot/core/engine/trigger-report-run.ts';
import { openDatabase, type TDatabaseHandle } from '../bot/db/client.ts';
import { migrateDatabase } from '../bot/db/migrate.ts';
import { msteamsInstalls, teamMembers } from '../bot/db/schema/index.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { buildAccount, buildTeam, buildUser } from '../tests/factories.ts';
import { startFakeTeamsConnector, type TFakeTeamsMember } from '../tests/fakes/teams-connector/index.ts';
import { createCleanup, describeError } from './support/cleanup.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedChatReport } from './support/seed-chat-report.ts';
import { benchServerEnv, positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { createTempDatabase } from './support/temp-database.ts';
import { waitForDeliveries } from './support/wait-for-deliveries.ts';

const TENANT = 'bench-tenant';

/** The suite bench/run.ts starts for `npm run bench -- teams`. */
export const teamsSuite: TBenchSuite = { run: runTeams };

async function runTeams({ signal }: TBenchContext): Promise<boolean> {
  const members = positiveInteger(process.env, 'BENCH_MEMBERS', 1000);
  const cap = positiveInteger(process.env, 'TEAMS_TENANT_RATE', 30);
  const openChats = process.env.BENCH_OPEN_CHATS === 'true';
  const cleanup = createCleanup();
  console.log(machineLine(describeMachine()));
  console.log(
    `${members} members in one tenant, tenant cap ${cap} requests/s, chats ${openChats ? 'opened during the run' : 'already open'}\n`,
  );
  try {
    const fake = await startFakeTeamsConnector();
    cleanup.add(() => fake.close());
    fake.throttle({ perSecond: cap, retryAfterSeconds: 1 });
    const people: TFakeTeamsMember[] = Array.from({ length: members }, (_, index) => ({
      id: `29:bench-${index}`,
      aadObjectId: randomUUID(),
      name: `Bench ${index}`,
      email: `bench${index}@contoso.example`,
    }));
    const teamId = '19:bench@thread.tacv2';
    fake.addTeam({ id: teamId, name: 'Bench', tenantId: TENANT, members: people, channels: [{ id: teamId }] });

    const onServer = process.env.BENCH_TEAMS_DATABASE === 'postgres';
    const overrides: Record<string, string> = { TEAMS_TENANT_RATE: String(cap) };
    let database: TDatabaseHandle;
    if (onServer) {
      const adminUrl =
        process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
      const temp = await createTempDatabase(adminUrl);
      cleanup.add(() => temp.drop());
      database = await openDatabase({ kind: 'postgres', url: temp.url });
      await migrateDatabase(database);
      overrides.DATABASE_URL = temp.url;
    } else {
      database = await openDatabase({ kind: 'pglite-memory' });
    }
    console.log(`database: ${onServer ? 'PostgreSQL server (shared rate budgets)' : 'PGlite in memory'}`);
    const env = await benchServerEnv(cleanup, overrides);
    const server = await startServer({ env, log: createLogger(env), database });
    cleanup.add(() => server.stop());
    const db = database.db;
    const account = await buildAccount(db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
    const team = await buildTeam(db, account, { name: 'Bench', service: 'MSTEAMS' });
    await db.insert(msteamsInstalls).values({
      slug: randomUUID(),
      connectCode: randomUUID().slice(0, 9),
      tenantId: TENANT,
      msTeamId: teamId,
      kind: 'team',
      conversationId: teamId,
      serviceUrl: fake.url,
      teamName: 'Bench',
      installerId: people[0]!.id,
      status: 'linked',
      teamId: team.id,
      memberCount: members,
    });
    const userIds: string[] = [];
    for (const person of people) {
      const { user } = await buildUser(db, { account, email: person.email, firstName: person.name });
      userIds.push(user.id);
      await db.insert(teamMembers).values({
        teamId: team.id,
        userId: user.id,
        platformUserId: person.id,
        platformConversationId: openChats ? null : `a:1:${person.id}`,
      });
    }
    const report = await seedChatReport(db, account.id, team.id, userIds);
    const engine = {
      db,
      jobs: server.jobs,
      log: createLogger(env),
      now: () => new Date(),
      publicUrl: () => env.PUBLIC_URL,
    };
    const started = Date.now();
    await triggerReportRun(engine, report);
    const deadline = started + Math.max(120_000, (members * 3 * 1000) / cap);
    const done = await waitForDeliveries(db, { reportId: report.id, members, deadline, signal });
    const prompts = fake.activities.filter((sent) =>
      String(sent.activity.summary ?? '').endsWith('time for your check-in'),
    );
    const byMember = new Map<string, number>();
    for (const sent of prompts) byMember.set(sent.conversationId, (byMember.get(sent.conversationId) ?? 0) + 1);
    const drops = members - byMember.size;
    const duplicates = [...byMember.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    const first = Math.min(...prompts.map((sent) => sent.at));
    const last = Math.max(...prompts.map((sent) => sent.at));
    const seconds = (last - first) / 1000;
    const rate = prompts.length > 1 ? (prompts.length - 1) / seconds : 0;
    const requests = fake.requests.filter((request) => request.status < 400).length;
    const throttled = fake.requests.filter((request) => request.status === 429).length;
    const requestSeconds =
      (Math.max(...fake.requests.map((r) => r.at)) - Math.min(...fake.requests.map((r) => r.at))) / 1000;
    const rows = [
      ['delivered messages', String(prompts.length)],
      ['seconds (first to last message)', seconds.toFixed(1)],
      ['messages per second', rate.toFixed(1)],
      ['accepted requests per second', (requests / requestSeconds).toFixed(1)],
      ['tenant cap (requests/s)', String(cap)],
      ['share of the cap', `${(((openChats ? requests / requestSeconds : rate) / cap) * 100).toFixed(0)}%`],
      ['429 answers met', String(throttled)],
      ['drops', String(drops)],
      ['duplicates', String(duplicates)],
      ['time from trigger to last delivery (s)', ((last - started) / 1000).toFixed(1)],
    ];
    console.log(markdownTable(['measure', 'value'], rows));
    const file = await writeResults('teams', {
      members,
      cap,
      openChats,
      database: onServer ? 'postgres' : 'pglite',
      rows: Object.fromEntries(rows),
    });
    console.log(`\nwritten to ${file}`);
    return done >= members;
  } catch (error) {
    console.error(`teams bench failed: ${describeError(error)}`);
    return false;
  } finally {
    await cleanup.run();
  }
}
