/**
 * The `markdown` suite (issue 15, point 1): every door that renders answers, with each hostile
 * answer of shared/markdown/hostile-corpus.ts (and an ordinary long one for comparison), in this
 * process, no server. For each door and input, over BENCH_RENDERS renders (each started in its own
 * turn of the event loop), it prints the worst render time, the worst event-loop delay seen
 * meanwhile, and the longest block in CPU time: the CPU this process used between two turns of
 * the event loop, which, unlike the wall clock, does not count time the machine gave to other
 * processes. The goal (50 ms) is checked against that; and, once per input, it prints what marked
 * alone took to lex it before the bounds. Measured and printed, never asserted.
 *
 * BENCH_FUZZ=<n> (1-3) adds the fuzzer that found most of the corpus: every unit of 1..n characters
 * over FUZZ_ALPHABET, repeated to an answer's size, lexed with the bounds; it prints the slowest
 * (n=3 is ~20,000 inputs, a few minutes).
 *
 * Doors: the web app's HTML (check-in preview and dashboard, with hashtags linked), a member's
 * check-in email (MJML, the answers under the questions), a Teams/Webex card (the answer posted to
 * the channel), Slack Block Kit (the same), and the summary of five members where one sent the
 * input for every question: by email (MJML), as a Teams card, and as Slack blocks.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Marked } from 'marked';
import { renderEmail } from '../bot/adapters/email/render-email.ts';
import { submissionPostBlocks, summaryBlocks } from '../bot/adapters/slack/render/block-kit.ts';
import { submissionPostCard, summaryCard } from '../bot/core/render/adaptive-card.ts';
import {
  longAnswer,
  promptMessage,
  QUESTIONS,
  submissionPostMessage,
  summaryEntries,
  summaryMessage,
} from '../bot/core/render/test-fixtures.ts';
import { CHECKIN_LIMITS } from '../shared/checkins.ts';
import { lexBounded } from '../shared/markdown/bounded-lexer.ts';
import { HOSTILE_ANSWERS } from '../shared/markdown/hostile-corpus.ts';
import { markdownToPreviewHtml } from '../shared/markdown/markdown-html.ts';
import { linkHashtags } from '../tab/src/pages/dashboard/hashtag-links.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';

/** The goal, printed next to the figures (never asserted). */
const GOAL_MS = 50;
/** marked alone is not timed past this: a few inputs took seconds. */
const MARKED_ALONE_LIMIT_MS = 10_000;

/** The suite bench/run.ts starts for `npm run bench -- markdown`. */
export const markdownSuite: TBenchSuite = { run: runMarkdown };

type TRender = (answer: string) => unknown;

/**
 * Door -> render. The emails render asynchronously (MJML, then the answers, yielding between
 * them); the others in one synchronous go.
 */
const DOORS: Record<string, TRender> = {
  web: (answer) => linkHashtags(markdownToPreviewHtml(answer), 'team'),
  'check-in email': (answer) => renderEmail('checkin-prompt', promptMessage({ answers: QUESTIONS.map(() => answer) })),
  'Teams card': (answer) => submissionPostCard(postMessage(answer)),
  'Slack blocks': (answer) => submissionPostBlocks(postMessage(answer)),
  'summary email': (answer) => renderEmail('report-summary', hostileSummary(answer)),
  'summary card': (answer) => summaryCard(hostileSummary(answer)),
  'summary Slack': (answer) => summaryBlocks(hostileSummary(answer)),
};

function postMessage(answer: string) {
  return submissionPostMessage({ entry: { ...summaryEntries(1)[0]!, answers: QUESTIONS.map(() => answer) } });
}

/** Five members; the second answered `answer` to every question. */
function hostileSummary(answer: string) {
  const entries = summaryEntries(5);
  entries[1] = { ...entries[1]!, status: 'submitted', answers: QUESTIONS.map(() => answer) };
  return summaryMessage({ entries });
}

interface TRow {
  door: string;
  input: string;
  worstRenderMs: number;
  worstLoopDelayMs: number;
  /** The most CPU used between two turns of the event loop: the longest block, whoever waited. */
  worstBlockMs: number;
  underGoal: boolean;
}

async function runMarkdown({ signal }: TBenchContext): Promise<boolean> {
  const renders = positiveInteger(process.env, 'BENCH_RENDERS', 5);
  const machine = describeMachine();
  console.log(machineLine(machine));
  const inputs: Record<string, string> = {
    'ordinary long answer (20,000 chars)': longAnswer(20_000),
    ...HOSTILE_ANSWERS,
  };
  console.log(`${Object.keys(inputs).length} inputs x ${Object.keys(DOORS).length} doors, ${renders} renders each\n`);

  // Warm up every door once on every input, so the figures are of compiled code.
  for (const render of Object.values(DOORS)) for (const answer of Object.values(inputs)) await render(answer);

  const rows: TRow[] = [];
  for (const [door, render] of Object.entries(DOORS)) {
    for (const [input, answer] of Object.entries(inputs)) {
      if (signal.aborted) return false;
      const { worstRenderMs, worstLoopDelayMs, worstBlockMs } = await measure(render, answer, renders);
      rows.push({ door, input, worstRenderMs, worstLoopDelayMs, worstBlockMs, underGoal: worstBlockMs < GOAL_MS });
    }
  }

  const before: Record<string, string> = {};
  for (const [input, answer] of Object.entries(inputs)) before[input] = markedAlone(answer);

  console.log(
    markdownTable(
      ['door', 'input', 'worst render ms', 'worst loop delay ms', 'worst block, CPU ms', `under ${GOAL_MS} ms`],
      rows.map((row) => [
        row.door,
        row.input,
        row.worstRenderMs.toFixed(1),
        row.worstLoopDelayMs.toFixed(1),
        row.worstBlockMs.toFixed(1),
        row.underGoal ? 'yes' : 'NO',
      ]),
    ),
  );
  console.log('');
  const byDoor = Object.keys(DOORS).map((door) => {
    const mine = rows.filter((row) => row.door === door);
    const worst = mine.reduce((a, b) => (b.worstBlockMs > a.worstBlockMs ? b : a));
    const slowest = mine.reduce((a, b) => (b.worstRenderMs > a.worstRenderMs ? b : a));
    return [
      door,
      worst.worstBlockMs.toFixed(1),
      worst.input,
      slowest.worstRenderMs.toFixed(1),
      `${mine.filter((row) => row.underGoal).length}/${mine.length}`,
    ];
  });
  console.log(
    markdownTable(['door', 'worst block, CPU ms', 'of input', 'slowest render ms', `under ${GOAL_MS} ms`], byDoor),
  );
  console.log('');
  console.log(markdownTable(['input', 'marked alone, lex ms (before the bounds)'], Object.entries(before)));
  const under = rows.filter((row) => row.underGoal).length;
  console.log(
    `\n${under} of ${rows.length} door x input pairs stayed under ${GOAL_MS} ms (goal: all; measured, not asserted).`,
  );

  const fuzzLength = Number(process.env.BENCH_FUZZ ?? 0);
  const fuzz = fuzzLength > 0 ? fuzzLexer(Math.min(3, fuzzLength), signal) : [];
  if (fuzz.length > 0) {
    console.log(`\nFuzzer, units of 1-${Math.min(3, fuzzLength)} characters, the slowest lexes (with the bounds):\n`);
    console.log(markdownTable(['unit (repeated)', 'lex ms', 'work / budget'], fuzz.slice(0, 15)));
  }

  const file = await writeResults('markdown', {
    machine,
    renders,
    goalMs: GOAL_MS,
    rows,
    markedAlone: before,
    fuzz: fuzz.slice(0, 50),
  });
  console.log(`Results written to ${file}`);
  return true;
}

/**
 * The worst render time, event-loop delay and CPU block over `renders` renders, each started in
 * its own turn. A ticker takes a turn whenever the loop is free and notes the CPU used since its
 * last one: the render's longest stretch without an await.
 */
async function measure(render: TRender, answer: string, renders: number) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let worstRenderMs = 0;
  let worstBlockMs = 0;
  let running = true;
  let last = process.cpuUsage();
  const ticker = (async () => {
    while (running) {
      await nextTurn();
      const now = process.cpuUsage(last);
      worstBlockMs = Math.max(worstBlockMs, (now.user + now.system) / 1000);
      last = process.cpuUsage();
    }
  })();
  histogram.enable();
  for (let i = 0; i < renders; i++) {
    await nextTurn();
    const started = performance.now();
    await render(answer);
    worstRenderMs = Math.max(worstRenderMs, performance.now() - started);
  }
  await nextTurn();
  running = false;
  await ticker;
  histogram.disable();
  return { worstRenderMs, worstLoopDelayMs: histogram.max / 1e6, worstBlockMs };
}

/** The characters the fuzzer builds units of: Markdown's punctuation, a letter, a digit, blanks. */
const FUZZ_ALPHABET = [...'*_~[]()`<>!a \n-1.#|:/@\\&;=+'];

/** Lexes every unit of 1..length characters repeated to an answer's size; the slowest first. */
function fuzzLexer(length: number, signal: AbortSignal): string[][] {
  const units: string[] = [];
  const grow = (prefix: string) => {
    if (prefix !== '') units.push(prefix);
    if (prefix.length < length) for (const char of FUZZ_ALPHABET) grow(prefix + char);
  };
  grow('');
  const results: [number, string, string][] = [];
  for (const unit of units) {
    if (signal.aborted) break;
    const answer = unit
      .repeat(Math.ceil(CHECKIN_LIMITS.answerChars / unit.length))
      .slice(0, CHECKIN_LIMITS.answerChars);
    let best = Number.POSITIVE_INFINITY;
    let ratio = 0;
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = performance.now();
      const { work, budget } = lexBounded(answer);
      best = Math.min(best, performance.now() - started);
      ratio = work / budget;
    }
    results.push([best, JSON.stringify(unit), ratio.toFixed(2)]);
  }
  results.sort((a, b) => b[0] - a[0]);
  return results.map(([ms, unit, ratio]) => [unit, ms.toFixed(1), ratio]);
}

/** What marked's own lexer (what the renderers used before the bounds) does with the input. */
function markedAlone(answer: string): string {
  const marked = new Marked({ gfm: true, breaks: true });
  // The slowest inputs are quadratic: time a tenth of the input first and skip what would be too slow.
  const started = performance.now();
  try {
    marked.lexer(answer.slice(0, answer.length / 10));
  } catch {
    // A tenth may overflow the stack too; the whole input is tried below.
  }
  if ((performance.now() - started) * 100 > MARKED_ALONE_LIMIT_MS)
    return `> ${MARKED_ALONE_LIMIT_MS / 1000} s (a tenth took ${(performance.now() - started).toFixed(0)} ms)`;
  const whole = performance.now();
  try {
    marked.lexer(answer);
    return (performance.now() - whole).toFixed(1);
  } catch (error) {
    return `${(error as Error).message} after ${(performance.now() - whole).toFixed(0)} ms`;
  }
}
