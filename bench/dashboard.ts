/**
 * The `dashboard` suite (issue: dashboards): the grid view's data call,
 * GET /api/v1/dashboard/{team}/report/{report}/date/{key}/, for one report of BENCH_MEMBERS (500)
 * members whose run is answered (three ~300-character Markdown answers each, goals, blockers,
 * vacations, comments and reactions), once on embedded PGlite and once on a PostgreSQL server.
 * With one connection the latency is the server's time per request (loopback adds ~0.1 ms); with
 * BENCH_CONNECTIONS it shows the throughput. Measured and printed, never asserted.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../bot/db/client.ts';
import {
  checkins,
  dashboardComments,
  dashboardReactions,
  memberships,
  reportRuns,
  teamMembers,
  teams,
  users,
} from '../bot/db/schema/index.ts';
import { createSession } from '../bot/domain/sessions/create-session.ts';
import { SESSION_COOKIE } from '../bot/http/plugins/session.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { REACTION_IDS, ZRunDashboard } from '../shared/dashboard.ts';
import { ZReportFormFields } from '../shared/reports.ts';
import { addDaysToKey, localDateKey } from '../shared/zoned-time.ts';
import {
  BENCH_MODE_LABELS,
  benchAdminUrl,
  benchModes,
  measureEachMode,
  openBenchDatabase,
  type TBenchMode,
} from './support/bench-database.ts';
import type { TCleanup } from './support/cleanup.ts';
import { runLoad, type TLoadResult } from './support/load.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedReports } from './support/seed-reports.ts';
import { benchServerEnv, positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { redact } from './support/temp-database.ts';

const WARMUP_SECONDS = 3;
/** The goal, printed next to the figures (never asserted). */
const GOAL = { p99Ms: 50 } as const;
/** Past runs before the measured one (the previous/next keys and history have something to read). */
const PAST_RUNS = 9;
const QUESTIONS = ['What did you do yesterday?', 'What will you do today?', 'Anything blocking you?'];
const ANSWER = [
  '- Reviewed the **billing** migration and left notes on [PR 4211](https://example.test/pr/4211)',
  '- Paired with Sam on the flaky `checkout` test; root cause is a race in the retry queue',
  '- Wrote the runbook for the #release freeze and shared it in the channel',
].join('\n');

interface TSettings {
  durationSeconds: number;
  connections: number;
  members: number;
  modes: TBenchMode[];
  adminUrl: string;
}

interface TLatency {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

interface TMeasurement {
  mode: TBenchMode;
  entries: number;
  bodyBytes: number;
  /** One connection: each request alone, so latency is the server's time. */
  sequential: TLatency;
  /** BENCH_CONNECTIONS at once. */
  concurrent: TLatency;
}

/** The suite bench/run.ts starts for `npm run bench -- dashboard`. */
export const dashboardSuite: TBenchSuite = { run: runDashboardSuite };

async function runDashboardSuite({ signal }: TBenchContext): Promise<boolean> {
  const settings = readSettings(process.env);
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  console.log(
    `GET the grid dashboard of one report run with ${settings.members} members; 1 connection and ` +
      `${settings.connections} connections, ${WARMUP_SECONDS} s warm-up, ${settings.durationSeconds} s measured each\n`,
  );
  const { measurements, skipped, failed } = await measureEachMode(settings.modes, signal, (mode, cleanup) =>
    measureMode(mode, settings, cleanup, signal),
  );
  console.log(`\n${machineLine(machine)}\n${resultsTable(measurements)}`);
  for (const m of measurements) {
    const met = m.sequential.p99 <= GOAL.p99Ms;
    console.log(
      `Goal on ${BENCH_MODE_LABELS[m.mode]} (server time p99 <= ${GOAL.p99Ms} ms with ${m.entries} entries): ` +
        `${met ? 'met' : 'not met'} (p99 ${m.sequential.p99} ms)`,
    );
  }
  for (const { mode, reason } of skipped) console.log(`Skipped ${mode}: ${reason}`);
  for (const { mode, error } of failed) console.log(`Failed ${mode}: ${error}`);
  const file = await writeResults(
    'dashboard',
    {
      suite: 'dashboard',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      interrupted: signal.aborted,
      machine,
      settings: { ...settings, adminUrl: redact(settings.adminUrl), warmupSeconds: WARMUP_SECONDS },
      goal: GOAL,
      measurements,
      skipped,
      failed,
    },
    startedAt,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  return failed.length === 0 && !signal.aborted;
}

/** BENCH_DURATION, BENCH_CONNECTIONS, BENCH_MEMBERS, BENCH_MODES and the admin URL. */
function readSettings(source: NodeJS.ProcessEnv): TSettings {
  return {
    durationSeconds: positiveInteger(source, 'BENCH_DURATION', 10),
    connections: positiveInteger(source, 'BENCH_CONNECTIONS', 10),
    members: positiveInteger(source, 'BENCH_MEMBERS', 500),
    modes: benchModes(source),
    adminUrl: benchAdminUrl(source),
  };
}

async function measureMode(
  mode: TBenchMode,
  settings: TSettings,
  cleanup: TCleanup,
  signal: AbortSignal,
): Promise<TMeasurement> {
  const { database, env: extra, handOver } = await openBenchDatabase(mode, settings.adminUrl, cleanup);
  const seedStarted = Date.now();
  const seeded = await seed(database.db, settings.members);
  console.log(
    `  seeded ${settings.members} members x ${PAST_RUNS + 1} runs with answers, comments and reactions ` +
      `in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const env = await benchServerEnv(cleanup, extra);
  handOver();
  const server = await startServer({ env, log: createLogger(env), database });
  cleanup.add(() => server.stop());
  if (!server.url) throw new Error('the server did not report a URL');
  const url = `http://127.0.0.1:${new URL(server.url).port}${seeded.path}`;
  const headers = { cookie: `${SESSION_COOKIE}=${seeded.sessionToken}`, accept: 'application/json' };

  // One checked call first: a broken route fails with its answer, not as 100% non-2xx.
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`the dashboard answered ${response.status}: ${text.slice(0, 300)}`);
  const dashboard = ZRunDashboard.parse(JSON.parse(text));
  if (dashboard.entries.length !== settings.members) {
    throw new Error(`the dashboard has ${dashboard.entries.length} entries, expected ${settings.members}`);
  }
  console.log(`  ${dashboard.entries.length} entries, ${(text.length / 1024).toFixed(0)} KiB of JSON`);

  const load = { url, headers, signal };
  await runLoad({ ...load, connections: 1, durationSeconds: WARMUP_SECONDS });
  const sequential = latencyOf(await runLoad({ ...load, connections: 1, durationSeconds: settings.durationSeconds }));
  console.log(
    `  1 connection: ${sequential.requestsPerSecond.toFixed(0)} req/s, p50 ${sequential.p50} ms, p99 ${sequential.p99} ms`,
  );
  const concurrent = latencyOf(
    await runLoad({ ...load, connections: settings.connections, durationSeconds: settings.durationSeconds }),
  );
  console.log(
    `  ${settings.connections} connections: ${concurrent.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${concurrent.p50} ms, p99 ${concurrent.p99} ms`,
  );
  return { mode, entries: dashboard.entries.length, bodyBytes: text.length, sequential, concurrent };
}

/**
 * One report of `members` members (goal tracking on), PAST_RUNS answered runs and today's, seeded
 * as the engine leaves them: 70% submitted (a quarter with the goal met, one in ten blocked), 10%
 * on vacation, the rest sent and unanswered; a fifth of today's entries have two comments and
 * half have reactions. Answers an Account Admin's session and the grid's API path.
 */
async function seed(db: TDatabase, members: number): Promise<{ sessionToken: string; path: string }> {
  const form = ZReportFormFields.parse({
    name: 'Bench dashboard',
    goal_tracking_enabled: true,
    config: { fields: QUESTIONS.map((value) => ({ type: 'text', value })), time_zone: 'UTC', day_of_week: '*' },
  });
  const [report] = await seedReports(db, { reports: 1, membersPerReport: members, form });
  const memberRows = await db.select({ id: users.id }).from(users);
  const [admin] = await db
    .insert(users)
    .values({ email: 'admin@bench.example', firstName: 'Admin', slug: `admin-${randomBytes(3).toString('hex')}` })
    .returning();
  await db.insert(memberships).values({ accountId: report!.accountId, userId: admin!.id, accountTypeId: 1 });
  await db.insert(teamMembers).values({ teamId: report!.teamId, userId: admin!.id });
  const today = localDateKey(new Date(), 'UTC');
  let todayCheckins: Array<{ id: string; userId: string }> = [];
  for (let back = PAST_RUNS; back >= 0; back--) {
    const key = addDaysToKey(today, -back);
    const at = new Date(`${key}T10:00:00Z`);
    const [run] = await db
      .insert(reportRuns)
      .values({
        reportId: report!.id,
        key,
        questions: report!.questions,
        scheduledFor: at,
        openedAt: at,
        openedBy: 'schedule',
        summaryAt: new Date(at.getTime() + 2 * 3600_000),
      })
      .returning();
    const rows = memberRows.map((member, n) => {
      const status = n % 10 === 9 ? 'vacation' : n % 10 >= 7 ? 'sent' : 'submitted';
      return {
        runId: run!.id,
        reportId: report!.id,
        userId: member.id,
        hash: randomBytes(24).toString('base64url'),
        status,
        answers: status === 'submitted' ? Object.fromEntries(report!.questions.map((q) => [q.key, ANSWER])) : {},
        goalCompleted: status === 'submitted' && n % 4 === 0,
        blocked: status === 'submitted' && n % 10 === 3,
        channels: status === 'vacation' ? [] : ['email'],
        sentAt: status === 'vacation' ? null : at,
        submittedAt: status === 'submitted' ? new Date(at.getTime() + 1800_000) : null,
      };
    });
    const inserted = await db.insert(checkins).values(rows).returning({ id: checkins.id, userId: checkins.userId });
    if (back === 0) todayCheckins = inserted;
  }
  const submitted = todayCheckins.filter((_, n) => n % 10 < 7);
  const commented = submitted.filter((_, n) => n % 5 === 0);
  if (commented.length > 0)
    await db.insert(dashboardComments).values(
      commented.flatMap((entry) => [
        { checkinId: entry.id, userId: admin!.id, comment: 'Nice progress on the migration!' },
        { checkinId: entry.id, userId: entry.userId, comment: 'Thanks, the retry fix lands tomorrow.' },
      ]),
    );
  const reacted = submitted.filter((_, n) => n % 2 === 0);
  if (reacted.length > 0)
    await db.insert(dashboardReactions).values(
      reacted.flatMap((entry, n) => [
        { checkinId: entry.id, userId: admin!.id, emoji: REACTION_IDS[n % REACTION_IDS.length]! },
        { checkinId: entry.id, userId: entry.userId, emoji: REACTION_IDS[(n + 1) % REACTION_IDS.length]! },
      ]),
    );
  const { token } = await createSession(db, { userId: admin!.id, accountId: report!.accountId });
  const [team] = await db.select({ slug: teams.slug }).from(teams).where(eq(teams.id, report!.teamId));
  return { sessionToken: token, path: `/api/v1/dashboard/${team!.slug}/report/${report!.slug}/date/${today}/` };
}

function latencyOf(result: TLoadResult): TLatency {
  return {
    requestsPerSecond: result['2xx'] / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function resultsTable(measurements: TMeasurement[]): string {
  return markdownTable(
    [
      'mode',
      'entries',
      'JSON KiB',
      '1 conn p50 ms',
      '1 conn p99 ms',
      '1 conn req/s',
      'N conn req/s',
      'N conn p99 ms',
      'errors',
    ],
    measurements.map((m) => [
      BENCH_MODE_LABELS[m.mode],
      m.entries.toString(),
      (m.bodyBytes / 1024).toFixed(0),
      m.sequential.p50.toString(),
      m.sequential.p99.toString(),
      m.sequential.requestsPerSecond.toFixed(0),
      m.concurrent.requestsPerSecond.toFixed(0),
      m.concurrent.p99.toString(),
      `${m.sequential.non2xx + m.sequential.errors + m.concurrent.non2xx + m.concurrent.errors}`,
    ]),
  );
}
