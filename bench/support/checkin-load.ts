/**
 * The load generator of the `checkin` suite, run as a child process (`fork`) so autocannon never
 * shares the event loop of the server it measures. It runs autocannon in-process (no workers), so
 * one `setupRequest` can hand every request of every connection the next check-in round-robin.
 *
 * Protocol over IPC: the child answers { type: 'ready' } once it listens; then the parent sends { type: 'run', options } and gets back
 * { type: 'result', result, saved, notSaved } (or { type: 'error', message }); { type: 'stop' }
 * ends the current run early (its result still comes back). The process exits when its parent
 * disconnects. The round-robin position and the edit clock carry over from one run to the next,
 * so the measured run continues the warm-up's edits.
 */
import autocannon from 'autocannon';

/** One check-in the load may save to: its hash and the keys of its run's questions. */
export interface TCheckinTarget {
  hash: string;
  keys: string[];
}

export interface TCheckinLoadOptions {
  /** The server, `http://127.0.0.1:<port>`: only loopback targets are accepted. */
  baseUrl: string;
  path: string;
  connections: number;
  durationSeconds: number;
  /** Sent with every request: content type, CSRF token and cookie. */
  headers: Record<string, string>;
  targets: TCheckinTarget[];
}

export type TCheckinLoadRequest = { type: 'run'; options: TCheckinLoadOptions } | { type: 'stop' };

export type TCheckinLoadReply =
  /** Sent once the process listens for requests. */
  | { type: 'ready' }
  | {
      type: 'result';
      result: autocannon.Result;
      /** 2xx answers that kept the edit ({"saved":true}) and those that did not. */
      saved: number;
      notSaved: number;
    }
  | { type: 'error'; message: string };

/** Phrases an answer is built from: about 300 characters of the Markdown a member types. */
const DONE = [
  'Finished the **billing page** review and merged the fix for the rounding bug',
  'Paired with Sam on the `checkins` email templates and closed two support tickets',
  'Wrote the migration for report runs and tested it on a copy of production',
  'Cleaned up the flaky integration tests and sped up CI by about **two minutes**',
];
const NEXT = [
  'Start on the [export job](https://example.com/issues/{n}) and draft the design note',
  'Look at the slow summary query with `explain analyze` and add the missing index',
  'Ship the reminder settings behind the feature flag and update the docs',
  'Review the pull requests waiting on me, then continue with the Slack adapter',
];
const BLOCKERS = [
  'Nothing blocking me.',
  'Waiting on _design_ for the empty states.',
  'Need access to the staging logs.',
];

let sequence = 0;
let lastEditedAt = 0;
let instance: autocannon.Instance | undefined;

/** The answer of save number `n`: varied, with `n` in it so consecutive saves differ. */
function answerFor(n: number): string {
  const done = DONE[n % DONE.length]!;
  const next = NEXT[(n >> 2) % NEXT.length]!.replace('{n}', String(1000 + (n % 9000)));
  const blocker = BLOCKERS[n % BLOCKERS.length]!;
  return `### Update ${n}\n\n- ${done}.\n- Reviewed #${n % 500} and left comments on the API naming.\n\n**Next:** ${next}.\n\n> ${blocker}\n`;
}

/** Edit times never go back, even within one millisecond: each save is newer than the one before. */
function nextEditedAt(): number {
  lastEditedAt = Math.max(Date.now(), lastEditedAt + 1);
  return lastEditedAt;
}

function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}: benchmarks only target 127.0.0.1`);
}

function run(options: TCheckinLoadOptions): void {
  assertLoopback(options.baseUrl);
  const { targets } = options;
  if (targets.length === 0) throw new Error('no check-ins to save to');
  let saved = 0;
  let notSaved = 0;
  instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.durationSeconds,
      headers: options.headers,
      requests: [
        {
          method: 'POST',
          path: options.path,
          setupRequest: (request) => {
            const n = sequence++;
            // Every check-in in turn; each pass over them moves on to the next question.
            const target = targets[n % targets.length]!;
            const key = target.keys[Math.floor(n / targets.length) % target.keys.length]!;
            const body = JSON.stringify({ hash: target.hash, key, content: answerFor(n), edited_at: nextEditedAt() });
            return { ...request, body };
          },
          onResponse: (status, body) => {
            if (status < 200 || status > 299) return;
            if (body.includes('"saved":true')) saved++;
            else notSaved++;
          },
        },
      ],
    },
    (error: unknown, result: autocannon.Result) => {
      instance = undefined;
      const reply: TCheckinLoadReply = error
        ? { type: 'error', message: error instanceof Error ? error.message : String(error) }
        : { type: 'result', result, saved, notSaved };
      process.send?.(reply);
    },
  );
}

process.on('message', (message: TCheckinLoadRequest) => {
  if (message.type === 'stop') {
    instance?.stop();
    return;
  }
  try {
    run(message.options);
  } catch (error) {
    process.send?.({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});

// The parent went away (finished, failed or Ctrl-C): nothing left to do.
process.on('disconnect', () => {
  instance?.stop();
  process.exit(0);
});

// Ctrl-C reaches the whole process group: the parent stops this load itself, then disconnects.
process.on('SIGINT', () => {});

process.send?.({ type: 'ready' } satisfies TCheckinLoadReply);
