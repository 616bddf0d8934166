/**
 * `npm run bench -- <suite>`: starts one benchmark suite by name. Each suite is a file exporting a
 * TBenchSuite; adding one is adding its line to SUITES. Exits 0 when the suite ran, 1 when a part
 * of it failed, 2 for an unknown or missing suite name, 130 after Ctrl-C.
 */
import { describeError } from './support/cleanup.ts';
import type { TBenchSuite } from './support/suite.ts';

interface TSuiteEntry {
  summary: string;
  /** Imported on demand, so listing suites loads none of them. */
  load(): Promise<TBenchSuite>;
}

const SUITES: Record<string, TSuiteEntry> = {
  http: {
    summary: 'GET /readyz and GET /api/v1/state under autocannon, on embedded PGlite and on a PostgreSQL server',
    load: async () => (await import('./http.ts')).httpSuite,
  },
  fanout: {
    summary: '1,000 reports x 10 members due in one minute, prompts to a local SMTP sink, on PGlite and on a server',
    load: async () => (await import('./fanout.ts')).fanoutSuite,
  },
  checkin: {
    summary: 'autosaves to 1,000 check-ins (POST save_question): saves/s and p99, on PGlite and on a server',
    load: async () => (await import('./checkin.ts')).checkinSuite,
  },
  dashboard: {
    summary: 'the grid dashboard of a 500-member run (GET): server time p50/p99 and req/s, on PGlite and on a server',
    load: async () => (await import('./dashboard.ts')).dashboardSuite,
  },
  markdown: {
    summary:
      'every door that renders answers (web, email, Teams card, Slack, summaries) with hostile Markdown: worst render and event-loop delay',
    load: async () => (await import('./markdown.ts')).markdownSuite,
  },
  idle: {
    summary:
      'the embedded process (npm start, PGlite, demo seed) with 0 and 1,000 reports: ready time, RSS steady/peak, idle CPU',
    load: async () => (await import('./idle.ts')).idleSuite,
  },
  web: {
    summary:
      'the login and check-in pages in Chromium with an empty cache: bytes on the wire, initial JavaScript (gzip), time until usable',
    load: async () => (await import('./web.ts')).webSuite,
  },
  teams: {
    summary:
      '1,000 members in one Teams tenant: check-in cards per second against the tenant cap, drops and duplicates',
    load: async () => (await import('./teams.ts')).teamsSuite,
  },
  slack: {
    summary:
      '1,000 members in one Slack workspace, one and two worker processes: DMs per minute against the workspace cap, drops and duplicates',
    load: async () => (await import('./slack.ts')).slackSuite,
  },
  insights: {
    summary:
      'the insights search over 1,000,000 entries (500 members, ~2 years of daily standups): p50/p95/p99 of a query mix, on PGlite and on a server',
    load: async () => (await import('./insights.ts')).insightsSuite,
  },
  webex: {
    summary:
      '1,000 members in one Webex space with 429 bursts: cards per minute against WEBEX_MESSAGES_PER_MINUTE, drops and duplicates',
    load: async () => (await import('./webex.ts')).webexSuite,
  },
};

async function main(args: string[]): Promise<number> {
  const name = args[0];
  const entry = name !== undefined && Object.hasOwn(SUITES, name) ? SUITES[name] : undefined;
  if (!entry) {
    printUsage(name);
    return 2;
  }
  const signal = abortOnInterrupt();
  try {
    const ok = await (await entry.load()).run({ signal });
    if (signal.aborted) return 130;
    return ok ? 0 : 1;
  } catch (error) {
    console.error(`bench ${name} failed: ${describeError(error)}`);
    return 1;
  }
}

function printUsage(name: string | undefined): void {
  if (name !== undefined) console.error(`Unknown suite "${name}".`);
  const width = Math.max(...Object.keys(SUITES).map((key) => key.length));
  console.error('Usage: npm run bench -- <suite>\n\nSuites:');
  for (const [key, suite] of Object.entries(SUITES)) console.error(`  ${key.padEnd(width)}  ${suite.summary}`);
}

/** First Ctrl-C stops the load and lets the suite clean up; a second one exits at once. */
function abortOnInterrupt(): AbortSignal {
  const controller = new AbortController();
  process.on('SIGINT', () => {
    if (controller.signal.aborted) process.exit(130);
    console.error('\nInterrupted: stopping servers and dropping databases (Ctrl-C again to quit at once)');
    controller.abort(new Error('interrupted'));
  });
  return controller.signal;
}

process.exitCode = await main(process.argv.slice(2));
