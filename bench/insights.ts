/**
 * The `insights` suite (issue 22): the insights search (searchInsights, as the page calls it: hits,
 * snippets, facets, stats and chart) over BENCH_INSIGHTS_ENTRIES check-ins (1,000,000: 500 members
 * over 10 teams, 3 daily reports per team, ~22 months of runs), once on embedded PGlite and once on
 * a PostgreSQL server. A printed mix of searches runs as an Account Admin: after a warm-up, each
 * search is timed alone and the table gives p50/p95/p99 per kind and overall, with the seed time.
 * Measured and printed, never asserted (the goal, p95 <= 100 ms on the server, is printed).
 */

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type TDatabaseHandle } from '../bot/db/client.ts';
import { migrateDatabase } from '../bot/db/migrate.ts';
import { viewerOfMember } from '../bot/domain/accounts/viewer-of-member.ts';
import { searchInsights } from '../bot/domain/insights/search-insights.ts';
import type { TInsightsSearchInput } from '../shared/insights.ts';
import { INSIGHTS_STATES, ZInsightsSearch } from '../shared/insights.ts';
import {
  BENCH_MODE_LABELS,
  benchAdminUrl,
  benchModes,
  measureEachMode,
  type TBenchMode,
} from './support/bench-database.ts';
import type { TCleanup } from './support/cleanup.ts';
import { seededRandom } from './support/insights-corpus.ts';
import { keptSeed, openKeptDatabase } from './support/kept-insights-database.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedInsights, type TSeededInsights } from './support/seed-insights.ts';
import { positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { createTempDatabase, redact } from './support/temp-database.ts';

/** The goal, printed next to the figures (never asserted). */
const GOAL = { p95Ms: 100 } as const;
const WARMUP_QUERIES = 20;

/** The query mix: each kind's share of the searches, and what it asks. */
const MIX = [
  { kind: 'default (no keywords, last 14 days)', share: 0.4 },
  { kind: 'common word, last 90 days', share: 0.2 },
  { kind: 'rare word, last 12 months', share: 0.2 },
  { kind: '"two-word phrase", last 90 days', share: 0.1 },
  { kind: '2 reports + 5 members + a state, last 30 days', share: 0.1 },
] as const;
type TKind = (typeof MIX)[number]['kind'];

interface TSettings {
  entries: number;
  members: number;
  teams: number;
  reportsPerTeam: number;
  queries: number;
  modes: TBenchMode[];
  adminUrl: string;
  pgliteDisk: boolean;
  /**
   * BENCH_INSIGHTS_DATABASE: a database on the server kept between runs (created and seeded by the
   * first run, migrated and reused after, never dropped), so a change can be measured again in
   * seconds instead of reseeding; '' for a throw-away database.
   */
  keptDatabase: string;
}

interface TPercentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Average hits total of the searches (how much each kind matched). */
  meanTotal: number;
}

interface TMeasurement {
  mode: TBenchMode;
  entries: number;
  days: number;
  seedSeconds: number;
  byKind: Record<string, TPercentiles>;
  overall: TPercentiles;
}

/** The mode's name in the output: PGlite runs on disk unless BENCH_PGLITE_DISK=false. */
function labelOf(mode: TBenchMode, settings: TSettings): string {
  return mode === 'pglite' && settings.pgliteDisk ? 'PGlite (on disk)' : BENCH_MODE_LABELS[mode];
}

/** The suite bench/run.ts starts for `npm run bench -- insights`. */
export const insightsSuite: TBenchSuite = { run: runInsightsSuite };

async function runInsightsSuite({ signal }: TBenchContext): Promise<boolean> {
  const settings = readSettings(process.env);
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  console.log(
    `Insights search over ${settings.entries.toLocaleString('en-US')} entries (${settings.members} members, ` +
      `${settings.teams} teams, ${settings.reportsPerTeam} daily reports per team); ${WARMUP_QUERIES} warm-up ` +
      `searches, then ${settings.queries} measured, one at a time, as an Account Admin. Query mix:`,
  );
  for (const { kind, share } of MIX) console.log(`  ${Math.round(share * 100)}%  ${kind}`);
  const { measurements, skipped, failed } = await measureEachMode(settings.modes, signal, (mode, cleanup) =>
    measureMode(mode, settings, cleanup, signal),
  );
  console.log(`\n${machineLine(machine)}\n${resultsTable(measurements, settings)}`);
  for (const m of measurements) {
    console.log(
      `Goal on ${labelOf(m.mode, settings)} (p95 <= ${GOAL.p95Ms} ms over ${m.entries.toLocaleString('en-US')} entries): ` +
        `${m.overall.p95 <= GOAL.p95Ms ? 'met' : 'not met'} (p95 ${m.overall.p95} ms)`,
    );
  }
  for (const { mode, reason } of skipped) console.log(`Skipped ${mode}: ${reason}`);
  for (const { mode, error } of failed) console.log(`Failed ${mode}: ${error}`);
  const file = await writeResults(
    'insights',
    {
      suite: 'insights',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      interrupted: signal.aborted,
      machine,
      settings: { ...settings, adminUrl: redact(settings.adminUrl), warmupQueries: WARMUP_QUERIES, mix: MIX },
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

/** BENCH_INSIGHTS_ENTRIES, _MEMBERS, _TEAMS, _REPORTS_PER_TEAM, _QUERIES, BENCH_MODES, BENCH_PGLITE_DISK. */
function readSettings(source: NodeJS.ProcessEnv): TSettings {
  return {
    entries: positiveInteger(source, 'BENCH_INSIGHTS_ENTRIES', 1_000_000),
    members: positiveInteger(source, 'BENCH_INSIGHTS_MEMBERS', 500),
    teams: positiveInteger(source, 'BENCH_INSIGHTS_TEAMS', 10),
    reportsPerTeam: positiveInteger(source, 'BENCH_INSIGHTS_REPORTS_PER_TEAM', 3),
    queries: positiveInteger(source, 'BENCH_INSIGHTS_QUERIES', 200),
    modes: benchModes(source),
    adminUrl: benchAdminUrl(source),
    // A million entries with their search vectors is more than PGlite keeps comfortably in memory.
    pgliteDisk: source.BENCH_PGLITE_DISK !== 'false',
    keptDatabase: keptDatabaseName(source.BENCH_INSIGHTS_DATABASE ?? ''),
  };
}

/** A kept database's name: letters, digits and underscores, so it can be written into SQL as is. */
function keptDatabaseName(name: string): string {
  if (name !== '' && !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`BENCH_INSIGHTS_DATABASE=${JSON.stringify(name)}: use lower-case letters, digits and _`);
  }
  return name;
}

/** The mode's database: a throw-away one on the server, or PGlite (in a temporary folder by default). */
async function openDatabaseFor(mode: TBenchMode, settings: TSettings, cleanup: TCleanup): Promise<TDatabaseHandle> {
  let database: TDatabaseHandle;
  if (mode === 'postgres' && settings.keptDatabase !== '') {
    const kept = await openKeptDatabase(settings.adminUrl, settings.keptDatabase);
    console.log(`  ${kept.created ? 'created' : 'reusing'} database ${settings.keptDatabase} (kept)`);
    database = await openDatabase({ kind: 'postgres', url: kept.url });
  } else if (mode === 'postgres') {
    const temp = await createTempDatabase(settings.adminUrl);
    cleanup.add(() => temp.drop());
    console.log(`  created database ${temp.name}`);
    database = await openDatabase({ kind: 'postgres', url: temp.url });
  } else if (settings.pgliteDisk) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-insights-'));
    cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
    database = await openDatabase({ kind: 'pglite', dataDir });
  } else {
    database = await openDatabase({ kind: 'pglite-memory' });
  }
  cleanup.add(() => database.close());
  await migrateDatabase(database);
  return database;
}

async function measureMode(
  mode: TBenchMode,
  settings: TSettings,
  cleanup: TCleanup,
  signal: AbortSignal,
): Promise<TMeasurement> {
  const database = await openDatabaseFor(mode, settings, cleanup);
  const seedStarted = Date.now();
  let lastPrinted = 0;
  const kept = mode === 'postgres' && settings.keptDatabase !== '';
  const seed = kept ? keptSeed : seedInsights;
  const seeded = await seed(database.db, {
    entries: settings.entries,
    members: settings.members,
    teams: settings.teams,
    reportsPerTeam: settings.reportsPerTeam,
    answerPool: 50_000,
    progress: (inserted) => {
      if (inserted - lastPrinted < 100_000 && inserted < settings.entries) return;
      lastPrinted = inserted;
      const seconds = (Date.now() - seedStarted) / 1000;
      console.log(`  ${inserted.toLocaleString('en-US')} entries after ${seconds.toFixed(0)} s`);
    },
  });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  console.log(
    `  seeded ${seeded.entries.toLocaleString('en-US')} entries over ${seeded.days} days in ${seedSeconds.toFixed(1)} s ` +
      (kept ? '(or earlier: kept database)' : '(search index built after the load)'),
  );
  const viewer = await viewerOfMember(database.db, seeded.accountId, seeded.adminId);
  if (!viewer) throw new Error('the bench admin has no viewer');
  // As the search route calls it: on a server a long window is counted in two halves at once.
  const deps = { db: database.db, now: () => new Date(), parallelDb: mode === 'postgres' ? database.db : undefined };
  const random = seededRandom(7);
  const plan = queryPlan(settings.queries, random);
  const timings = new Map<TKind, Array<{ ms: number; total: number }>>();
  for (let n = 0; n < WARMUP_QUERIES + plan.length; n++) {
    if (signal.aborted) break;
    const kind = n < WARMUP_QUERIES ? MIX[n % MIX.length]!.kind : plan[n - WARMUP_QUERIES]!;
    const search = ZInsightsSearch.parse(searchOf(kind, seeded, random));
    const started = performance.now();
    const result = await searchInsights(deps, viewer, search);
    const ms = performance.now() - started;
    if (n < WARMUP_QUERIES) continue;
    const list = timings.get(kind) ?? [];
    list.push({ ms, total: result.total });
    timings.set(kind, list);
  }
  const byKind: Record<string, TPercentiles> = {};
  for (const { kind } of MIX) byKind[kind] = percentiles(timings.get(kind) ?? []);
  const overall = percentiles([...timings.values()].flat());
  for (const { kind } of MIX) {
    const p = byKind[kind]!;
    console.log(`  ${kind}: n ${p.count}, p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, ~${p.meanTotal} hits`);
  }
  console.log(`  overall: p50 ${overall.p50} ms, p95 ${overall.p95} ms, p99 ${overall.p99} ms`);
  return { mode, entries: seeded.entries, days: seeded.days, seedSeconds, byKind, overall };
}

/** The kinds in a shuffled order that keeps the mix's shares exactly. */
function queryPlan(count: number, random: () => number): TKind[] {
  const plan: TKind[] = [];
  for (const { kind, share } of MIX) for (let n = 0; n < Math.round(count * share); n++) plan.push(kind);
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  return plan;
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

/** One search of a kind, with its words, reports and members drawn at random. */
function searchOf(kind: TKind, seeded: TSeededInsights, random: () => number): TInsightsSearchInput {
  switch (kind) {
    case 'default (no keywords, last 14 days)':
      return {};
    case 'common word, last 90 days':
      return { q: pick(seeded.commonWords, random), range: 'last_90_days' };
    case 'rare word, last 12 months':
      return { q: pick(seeded.rareWords, random), range: 'last_365_days' };
    case '"two-word phrase", last 90 days':
      return { q: `"${pick(seeded.phrases, random)}"`, range: 'last_90_days' };
    case '2 reports + 5 members + a state, last 30 days': {
      // Two reports of one team, five of its members.
      const team = Math.floor(random() * seeded.teams);
      const reports = seeded.reportIds.slice(team * seeded.reportsPerTeam, (team + 1) * seeded.reportsPerTeam);
      const members = seeded.memberIds.slice(team * seeded.membersPerTeam, (team + 1) * seeded.membersPerTeam);
      return {
        range: 'last_30_days',
        reports: reports.slice(0, 2),
        members: Array.from({ length: 5 }, () => pick(members, random)),
        state: pick(INSIGHTS_STATES, random),
      };
    }
  }
}

function percentiles(samples: ReadonlyArray<{ ms: number; total: number }>): TPercentiles {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
  const meanTotal =
    samples.length === 0 ? 0 : Math.round(samples.reduce((sum, sample) => sum + sample.total, 0) / samples.length);
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round(sorted.at(-1) ?? 0),
    meanTotal,
  };
}

function resultsTable(measurements: TMeasurement[], settings: TSettings): string {
  const rows: string[][] = [];
  for (const m of measurements) {
    const line = (kind: string, p: TPercentiles) => [
      labelOf(m.mode, settings),
      kind,
      p.count.toString(),
      p.meanTotal.toLocaleString('en-US'),
      p.p50.toString(),
      p.p95.toString(),
      p.p99.toString(),
    ];
    for (const { kind } of MIX) rows.push(line(kind, m.byKind[kind]!));
    rows.push(
      line(`all (${m.entries.toLocaleString('en-US')} entries, seeded in ${m.seedSeconds.toFixed(0)} s)`, m.overall),
    );
  }
  return markdownTable(['mode', 'searches', 'n', 'mean hits', 'p50 ms', 'p95 ms', 'p99 ms'], rows);
}
