/**
 * `npm run bench -- webex` (issue 21): 1,000 members of one team linked to a Webex space get their
 * check-in cards through the real outbox, the Webex sender and its limiter, against the fake Webex
 * API with a message cap a little above WEBEX_MESSAGES_PER_MINUTE plus injected 429 bursts. Prints
 * the delivered rate against the configured cap (goal >= 95%), drops and duplicates (goal 0).
 * BENCH_MEMBERS (1,000), WEBEX_MESSAGES_PER_MINUTE (400: below the member count, so the cap's window
 * holds the run for two minutes and the rate is measured against it),
 * BENCH_WEBEX_DATABASE=postgres to run on a PostgreSQL server (shared rate budgets) instead of PGlite.
 */
import { WEBEX_ARRIVAL_MARGIN_MS } from '../bot/adapters/webex/delivery/webex-rate-rules.ts';
import { triggerReportRun } from '../bot/core/engine/trigger-report-run.ts';
import { openDatabase, type TDatabaseHandle } from '../bot/db/client.ts';
import { migrateDatabase } from '../bot/db/migrate.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { buildAccount } from '../tests/factories.ts';
import { startFakeWebexApi, type TFakeWebexApi } from '../tests/fakes/webex-api/index.ts';
import { buildLinkedWebexTeam } from '../tests/webex-factories.ts';
import { createCleanup, describeError } from './support/cleanup.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedChatReport } from './support/seed-chat-report.ts';
import { benchServerEnv, positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { createTempDatabase } from './support/temp-database.ts';
import { waitForDeliveries } from './support/wait-for-deliveries.ts';

/** The suite bench/run.ts starts for `npm run bench -- webex`. */
export const webexSuite: TBenchSuite = { run: runWebex };

/** The fake's own cap stands this far above ours: Webex's is unpublished and ours must stay under it. */
const FAKE_CAP_MARGIN = 1.05;
/** 429 bursts injected while the run goes: each refuses this many POST /messages with Retry-After 1 s. */
const BURSTS = 3;
const BURST_SIZE = 5;

async function runWebex({ signal }: TBenchContext): Promise<boolean> {
  const members = positiveInteger(process.env, 'BENCH_MEMBERS', 1000);
  const cap = positiveInteger(process.env, 'WEBEX_MESSAGES_PER_MINUTE', 400);
  console.log(machineLine(describeMachine()));
  console.log(`${members} members in one Webex space, bot cap ${cap} messages per minute, ${BURSTS} bursts of 429\n`);
  const cleanup = createCleanup();
  try {
    const fake = await startFakeWebexApi({
      messagesPerMinute: Math.ceil(cap * FAKE_CAP_MARGIN),
      // The bot's own messages would come back as webhook deliveries: not what this measures.
      echoBotMessages: false,
    });
    cleanup.add(() => fake.close());
    const people = fake.addPeople(members);
    const room = fake.addRoom({ title: 'Bench Space', members: people.map((person) => person.id) });
    await fake.addBotToRoom(room.id, { actorId: people[0]!.id });

    const onServer = process.env.BENCH_WEBEX_DATABASE === 'postgres';
    const overrides: Record<string, string> = {
      WEBEX_URL: fake.url,
      WEBEX_BOT_TOKEN: fake.botToken,
      WEBEX_WEBHOOK_SECRET: 'bench-webex-webhook-secret',
      WEBEX_MESSAGES_PER_MINUTE: String(cap),
    };
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
    const linked = await buildLinkedWebexTeam(db, account, {
      roomId: room.id,
      roomTitle: room.title,
      people,
      teamName: 'Bench',
    });
    const report = await seedChatReport(
      db,
      account.id,
      linked.team.id,
      linked.members.map(({ user }) => user.id),
    );
    const engine = {
      db,
      jobs: server.jobs,
      log: createLogger(env),
      now: () => new Date(),
      publicUrl: () => env.PUBLIC_URL,
    };

    const started = Date.now();
    const calls = fake.calls.length;
    await triggerReportRun(engine, report);
    const bursts = injectBursts(fake, signal);
    const deadline = started + Math.max(120_000, (members / cap) * 60_000 * 3);
    const done = await waitForDeliveries(db, { reportId: report.id, members, deadline, signal });
    await bursts;
    // Give a straggler a moment to show as a duplicate if one were sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const rows = figures(fake, { members, cap, started, calls });
    console.log(markdownTable(['measure', 'value'], rows));
    const file = await writeResults('webex', {
      members,
      cap,
      database: onServer ? 'postgres' : 'pglite',
      rows: Object.fromEntries(rows),
    });
    console.log(`\nwritten to ${file}`);
    return done >= members;
  } catch (error) {
    console.error(`webex bench failed: ${describeError(error)}`);
    return false;
  } finally {
    await cleanup.run();
  }
}

/** A burst of 429 now and then while the run goes. */
async function injectBursts(fake: TFakeWebexApi, signal: AbortSignal): Promise<void> {
  for (let burst = 0; burst < BURSTS && !signal.aborted; burst++) {
    fake.throttle({ retryAfterSeconds: 1, times: BURST_SIZE, route: 'POST /messages' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

/** The figures of the run from the fake's record of the bot's messages. */
function figures(
  fake: TFakeWebexApi,
  input: { members: number; cap: number; started: number; calls: number },
): string[][] {
  const { members, cap, started } = input;
  const cards = fake.messages.filter((message) => message.personId === fake.bot.id && message.roomType === 'direct');
  const times = cards.map((message) => Date.parse(message.created)).sort((a, b) => a - b);
  const byRoom = new Map<string, number>();
  for (const message of cards) byRoom.set(message.roomId, (byRoom.get(message.roomId) ?? 0) + 1);
  const drops = members - byRoom.size;
  const duplicates = [...byRoom.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const first = times[0] ?? started;
  const last = times.at(-1) ?? started;
  const seconds = Math.max((last - first) / 1000, 0.001);
  let most = 0;
  for (let from = 0, to = 0; to < times.length; to++) {
    while (times[to]! - times[from]! >= 60_000) from++;
    most = Math.max(most, to - from + 1);
  }
  const perMinute = (cards.length / seconds) * 60;
  // The cap lets `cap` cards start in any 60 s (plus the limiter's arrival margin), so the fastest
  // possible run sends its last card when the last full window opens: floor((n - 1) / cap) minutes
  // after the first. Its share of the cap is that time over the time taken. With no more cards than
  // the cap, nothing is held back and the share is the delivery path's own rate against the cap.
  const windows = Math.floor((cards.length - 1) / cap);
  const share =
    windows > 0
      ? Math.min((windows * (60_000 + WEBEX_ARRIVAL_MARGIN_MS)) / Math.max(last - first, 1), 1)
      : Math.min(perMinute / cap, 1);
  const refused = fake.calls.slice(input.calls).filter((call) => call.path === '/messages' && call.status === 429);
  return [
    ['delivered cards', String(cards.length)],
    ['seconds (first to last card)', seconds.toFixed(1)],
    ['delivered per minute', perMinute.toFixed(0)],
    ['configured cap (messages/min)', String(cap)],
    ['share of the cap: fastest possible time / time taken (goal >= 95%)', `${(share * 100).toFixed(1)}%`],
    ['most cards in any 60 s (<= cap)', String(most)],
    ['429 answers met', String(refused.length)],
    ['drops (goal 0)', String(drops)],
    ['duplicates (goal 0)', String(duplicates)],
    ['time from trigger to last card (s)', ((last - started) / 1000).toFixed(1)],
  ];
}
