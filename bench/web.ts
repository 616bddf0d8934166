/**
 * The `web` suite (issue 17, a first load that is small and fast): opens the login page and a
 * check-in page in Chromium with an empty cache, as a person arriving from an email would, and
 * prints the bytes on the wire (all of them, and the JavaScript alone) and the time until the
 * page is usable, against the goals. Measured, never asserted.
 */
import { get } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { checkins } from '../bot/db/schema/index.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { buildWebApp, webAppIsStale } from '../tab/ensure-built.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { createCleanup, describeError } from './support/cleanup.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { benchServerEnv, positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';

export const WEB_GOALS = {
  /** Initial JavaScript of the login and check-in pages, gzip, in kB (1,000 bytes). */
  scriptKbGzip: 250,
} as const;

interface TPageCase {
  name: string;
  path: string;
  /** What a person uses first: the page is usable when it is visible and enabled. */
  usable(page: Page): Locator;
}

interface TLoad {
  /** Bytes received (headers and encoded bodies), every response of the page. */
  totalBytes: number;
  /** Encoded body bytes of the scripts, as sent (brotli from this server). */
  scriptBytes: number;
  /** The same scripts, gzip-compressed, as the goal counts them. */
  scriptGzipBytes: number;
  requests: number;
  usableMs: number;
}

interface TMeasurement {
  page: string;
  path: string;
  runs: number;
  medianUsableMs: number;
  totalBytes: number;
  scriptBytes: number;
  scriptGzipBytes: number;
  requests: number;
}

/** The suite bench/run.ts starts for `npm run bench -- web`. */
export const webSuite: TBenchSuite = { run: runWeb };

async function runWeb({ signal }: TBenchContext): Promise<boolean> {
  const runs = positiveInteger(process.env, 'BENCH_RUNS', 5);
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  if (webAppIsStale()) {
    console.log('Building the web app...');
    await buildWebApp();
  }
  const cleanup = createCleanup();
  const measurements: TMeasurement[] = [];
  let failure: string | undefined;
  try {
    const env = await benchServerEnv(cleanup, { SEED_DEMO: 'true' });
    const server = await startServer({ env, log: createLogger(env) });
    cleanup.add(() => server.stop());
    const [checkin] = await server.database.db.select({ hash: checkins.hash }).from(checkins).limit(1);
    if (!checkin) throw new Error('the demo seed made no check-in');
    const browser = await launchBrowser();
    cleanup.add(() => browser.close());
    const cases: TPageCase[] = [
      { name: 'login', path: '/accounts/login/', usable: (page) => page.getByLabel(/^Password/) },
      { name: 'check-in', path: `/checkin/${checkin.hash}/`, usable: (page) => page.getByRole('textbox').first() },
    ];
    console.log(`${runs} loads per page, each in a fresh browser context (empty cache), server on loopback\n`);
    for (const pageCase of cases) {
      const loads: TLoad[] = [];
      for (let run = 0; run < runs && !signal.aborted; run++) {
        loads.push(await loadOnce(browser, `${server.url}${pageCase.path}`, pageCase));
      }
      if (loads.length === 0) break;
      const last = loads[loads.length - 1] as TLoad;
      const measurement: TMeasurement = {
        page: pageCase.name,
        path: pageCase.path.replace(checkin.hash, '{hash}'),
        runs: loads.length,
        medianUsableMs: median(loads.map((load) => load.usableMs)),
        totalBytes: last.totalBytes,
        scriptBytes: last.scriptBytes,
        scriptGzipBytes: last.scriptGzipBytes,
        requests: last.requests,
      };
      measurements.push(measurement);
      console.log(
        `  ${pageCase.name}: usable in ${measurement.medianUsableMs} ms (median), ${kb(measurement.totalBytes)} kB on the wire, scripts ${kb(measurement.scriptBytes)} kB brotli / ${kb(measurement.scriptGzipBytes)} kB gzip, ${measurement.requests} requests`,
      );
    }
  } catch (error) {
    failure = describeError(error);
    console.error(`  failed: ${failure}`);
  } finally {
    await cleanup.run();
  }
  console.log(
    `\n${machineLine(machine)}\n${markdownTable(
      ['page', 'usable ms (median)', 'bytes on the wire kB', 'JS as sent kB (br)', 'JS gzip kB', 'requests'],
      measurements.map((m) => [
        `${m.page} ${m.path}`,
        m.medianUsableMs.toString(),
        kb(m.totalBytes),
        kb(m.scriptBytes),
        `${kb(m.scriptGzipBytes)} (goal <= ${WEB_GOALS.scriptKbGzip}${m.scriptGzipBytes / 1000 <= WEB_GOALS.scriptKbGzip ? '' : ', MISSED'})`,
        m.requests.toString(),
      ]),
    )}`,
  );
  const file = await writeResults(
    'web',
    {
      suite: 'web',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine,
      settings: { runs },
      goals: WEB_GOALS,
      measurements,
      failed: failure ? [failure] : [],
    },
    startedAt,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  return failure === undefined;
}

/** One load in a new context: nothing cached, nothing stored. */
async function loadOnce(browser: Browser, url: string, pageCase: TPageCase): Promise<TLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const responses: Array<Promise<{ bytes: number; script: number; scriptGzip: number }>> = [];
    page.on('requestfinished', (request) => {
      responses.push(
        (async () => {
          const sizes = await request.sizes();
          const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
          if (request.resourceType() !== 'script') return { bytes, script: 0, scriptGzip: 0 };
          return { bytes, script: sizes.responseBodySize, scriptGzip: await gzipSizeOf(request.url()) };
        })(),
      );
    });
    const began = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    const target = pageCase.usable(page);
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    while (!(await target.isEnabled())) await page.waitForTimeout(10);
    const usableMs = Math.round(performance.now() - began);
    await page.waitForLoadState('networkidle');
    const settled = await Promise.all(responses);
    return {
      totalBytes: settled.reduce((sum, r) => sum + r.bytes, 0),
      scriptBytes: settled.reduce((sum, r) => sum + r.script, 0),
      scriptGzipBytes: settled.reduce((sum, r) => sum + r.scriptGzip, 0),
      requests: settled.length,
      usableMs,
    };
  } finally {
    await context.close();
  }
}

/** The size of a script as the server sends it to a gzip-only client (raw bytes, not decoded). */
function gzipSizeOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        resolve(gzipped ? body.length : gzipSync(body, { level: 9 }).length);
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
