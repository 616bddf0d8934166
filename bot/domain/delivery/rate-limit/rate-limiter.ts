/**
 * The outbound throttle of every chat platform (ARCHITECTURE §3 rule 6, §5, §6): each call waits
 * until every budget its platform's rules give it (rate-rules.ts) allows it to start, many calls
 * are in flight at once, and a 429 pauses the budgets the rules name for its Retry-After.
 *
 * In this process each budget is an exact sliding-window log: a slot is held from the call's start
 * until its answer and then for the window (sliding-window-log.ts says why). With shared budgets
 * (shared-budgets.ts, PostgreSQL in production) every start is also counted there, all budgets of
 * the call or none, so N processes together keep the caps, and 429 pauses reach every process.
 * A call is offered to the shared store only once this process's own view lets it start, and a
 * refusal says how long to wait, so waiting calls sleep on a timer instead of asking again.
 *
 * Per group (a tenant, a workspace), lines (a conversation, a channel) with waiting calls stand in
 * a round-robin line in the order they first had one; each line's calls leave strictly in order (a
 * retried call goes back to the head). A group sleeps on one timer, set only while a call waits, to
 * the next moment one could start, and an answer wakes it too. Budgets and lines whose windows hold
 * nothing recent are dropped by a sweep that runs on new calls.
 */
import { systemLimiterClock, type TLimiterClock } from './limiter-clock.ts';
import {
  assertValidRetryBudget,
  assertValidWindows,
  type TBudget,
  type TRateCall,
  type TRateRules,
} from './rate-rules.ts';
import { retryOf } from './retry-policy.ts';
import type { TSharedBudgets } from './shared-budgets.ts';
import { SlidingWindowLog } from './sliding-window-log.ts';

/** Hooks for logs and metrics; the throttle works the same without them. */
export interface TLimiterEvents {
  /** A call failed with a retryable status and will be tried again after `waitMs`. */
  onThrottled?(info: { group: string; line: string; status: number; waitMs: number; attempt: number }): void;
  /** The shared budgets could not be read or written; the call waits and asks again. */
  onSharedBudgetError?(error: unknown): void;
}

/** How the limiter is built: its clock, its hooks and, across processes, its shared budgets. */
export interface TLimiterOptions {
  clock?: TLimiterClock;
  events?: TLimiterEvents;
  shared?: TSharedBudgets;
}

/** The counters stats() answers. */
export interface TLimiterStats {
  calls: number;
  succeeded: number;
  failed: number;
  retried429: number;
  retriedTransient: number;
  waitingNow: number;
  /** Shared-store takes refused because another process had spent a budget (or paused it). */
  sharedRefusals: number;
  groupsTracked: number;
  linesTracked: number;
  budgetsTracked: number;
}

/** How often (at most) new calls trigger the sweep that forgets idle keys. */
const SWEEP_EVERY_MS = 60_000;
/** How long a call waits before asking again when the shared store failed. */
const SHARED_ERROR_WAIT_MS = 1_000;

interface TBudgetState {
  readonly budget: TBudget;
  readonly log: SlidingWindowLog;
  pausedUntil: number;
  /** The shared store said this budget is spent or paused until then. */
  sharedReadyAt: number;
  /** Calls waiting or in flight that spend it (a budget in use is never swept). */
  users: number;
}

interface TWaitingCall {
  readonly seq: number;
  readonly call: () => Promise<unknown>;
  readonly succeed: (value: unknown) => void;
  readonly fail: (error: unknown) => void;
  readonly budgets: readonly TBudgetState[];
  attempts: number;
  transientFailures: number;
  /** A backed-off retry does not start before this. */
  notBefore: number;
}

interface TLineState {
  readonly id: string;
  /** Calls not started yet, in arrival order. */
  readonly queue: TWaitingCall[];
  inFlight: number;
  /** Its head call is being offered to the shared store. */
  taking: boolean;
}

interface TGroupState {
  readonly id: string;
  readonly lines: Map<string, TLineState>;
  /** Lines with waiting calls, in line (a Set keeps insertion order and removes in O(1)). */
  readonly line: Set<TLineState>;
  /** When the pending timer fires, or null when none is set. */
  wakeAt: number | null;
}

/** Keeps a platform's outbound calls within its limits without dropping or doubling any. */
export class RateLimiter<TKey> {
  private readonly clock: TLimiterClock;
  private readonly events: TLimiterEvents;
  private readonly shared: TSharedBudgets | undefined;
  private readonly groups = new Map<string, TGroupState>();
  private readonly budgets = new Map<string, TBudgetState>();
  private readonly counts = {
    calls: 0,
    succeeded: 0,
    failed: 0,
    retried429: 0,
    retriedTransient: 0,
    waitingNow: 0,
    sharedRefusals: 0,
  };
  private nextSeq = 0;
  private sweptAt: number;

  constructor(
    private readonly rules: TRateRules<TKey>,
    options: TLimiterOptions = {},
  ) {
    assertValidRetryBudget(rules);
    this.clock = options.clock ?? systemLimiterClock;
    this.events = options.events ?? {};
    this.shared = options.shared;
    this.sweptAt = this.clock.now();
  }

  /** Runs `call` within the budgets of its key, retrying as above; resolves with its result or rejects with the last error. */
  run<T>(key: TKey, call: () => Promise<T>): Promise<T> {
    const rated = this.rules.callOf(key);
    this.counts.calls++;
    this.sweepIfDue(this.clock.now());
    const group = this.groupOf(rated.group);
    const line = this.lineOf(group, rated.line);
    const budgets = this.budgetsOf(rated);
    return new Promise<T>((resolve, reject) => {
      line.queue.push({
        seq: this.nextSeq++,
        call,
        // The value is what `call` resolved with, so it is a T.
        succeed: (value) => resolve(value as T),
        fail: reject,
        budgets,
        attempts: 0,
        transientFailures: 0,
        notBefore: 0,
      });
      for (const budget of budgets) budget.users++;
      this.counts.waitingNow++;
      group.line.add(line);
      this.pump(group);
    });
  }

  /** Counters for benches and logs. */
  stats(): TLimiterStats {
    let linesTracked = 0;
    for (const group of this.groups.values()) linesTracked += group.lines.size;
    return { ...this.counts, groupsTracked: this.groups.size, linesTracked, budgetsTracked: this.budgets.size };
  }

  private groupOf(id: string): TGroupState {
    let group = this.groups.get(id);
    if (!group) {
      group = { id, lines: new Map(), line: new Set(), wakeAt: null };
      this.groups.set(id, group);
    }
    return group;
  }

  private lineOf(group: TGroupState, id: string): TLineState {
    let line = group.lines.get(id);
    if (!line) {
      line = { id, queue: [], inFlight: 0, taking: false };
      group.lines.set(id, line);
    }
    return line;
  }

  private budgetsOf(rated: TRateCall): TBudgetState[] {
    return rated.budgets.map((budget) => {
      let state = this.budgets.get(budget.key);
      if (!state) {
        assertValidWindows(budget.windows, budget.key);
        state = { budget, log: new SlidingWindowLog(budget.windows), pausedUntil: 0, sharedReadyAt: 0, users: 0 };
        this.budgets.set(budget.key, state);
      }
      return state;
    });
  }

  /** The earliest moment the call may start as far as this process knows. */
  private readyAt(waiting: TWaitingCall, now: number): number {
    let at = waiting.notBefore;
    for (const budget of waiting.budgets) {
      at = Math.max(at, budget.pausedUntil, budget.sharedReadyAt, budget.log.nextStartAt(now));
      if (at === Number.POSITIVE_INFINITY) break;
    }
    return at;
  }

  /**
   * Starts every call of the group that may start now and sets the timer for the next one. With
   * shared budgets each such call is offered to the store instead (several lines at once, one take
   * per line at a time so a line keeps its order) and starts when the store says so.
   */
  private pump(group: TGroupState): void {
    const now = this.clock.now();
    let wakeAt = Number.POSITIVE_INFINITY;
    // A line put back at the end of the line is visited again in this same loop.
    for (const line of group.line) {
      const head = line.queue[0];
      if (!head) {
        group.line.delete(line);
        continue;
      }
      // Its take's answer pumps again.
      if (line.taking) continue;
      const at = this.readyAt(head, now);
      if (at > now) {
        wakeAt = Math.min(wakeAt, at);
        continue;
      }
      line.queue.shift();
      group.line.delete(line);
      if (line.queue.length > 0) group.line.add(line);
      for (const budget of head.budgets) budget.log.callStarted();
      this.counts.waitingNow--;
      if (this.shared) {
        line.taking = true;
        void this.takeShared(group, line, head, this.shared);
      } else {
        this.start(group, line, head);
      }
    }
    if (wakeAt !== Number.POSITIVE_INFINITY) this.wakeAt(group, wakeAt, now);
  }

  /** Asks the shared store for the call's start; starts it, or puts it back at the head of its line. */
  private async takeShared(
    group: TGroupState,
    line: TLineState,
    waiting: TWaitingCall,
    shared: TSharedBudgets,
  ): Promise<void> {
    let waitMs: number;
    let blocked: ReadonlySet<string>;
    try {
      const taken = await shared.take(waiting.budgets.map((budget) => budget.budget));
      if (taken.taken) {
        line.taking = false;
        this.start(group, line, waiting);
        if (group.line.size > 0) this.pump(group);
        return;
      }
      this.counts.sharedRefusals++;
      waitMs = taken.waitMs;
      blocked = new Set(taken.blockedKeys);
    } catch (error) {
      this.notify(() => this.events.onSharedBudgetError?.(error));
      waitMs = SHARED_ERROR_WAIT_MS;
      blocked = new Set(waiting.budgets.map((budget) => budget.budget.key));
    }
    line.taking = false;
    const readyAt = this.clock.now() + Math.max(1, waitMs);
    for (const budget of waiting.budgets) {
      budget.log.callCancelled();
      if (blocked.has(budget.budget.key)) budget.sharedReadyAt = Math.max(budget.sharedReadyAt, readyAt);
    }
    // Not in the store's words (it found nothing spent): wait on the call itself so it is not asked again at once.
    if (blocked.size === 0) waiting.notBefore = readyAt;
    line.queue.unshift(waiting);
    this.counts.waitingNow++;
    group.line.add(line);
    this.pump(group);
  }

  private wakeAt(group: TGroupState, at: number, now: number): void {
    // An earlier timer will look again then; a later one would be too late.
    if (group.wakeAt !== null && group.wakeAt <= at) return;
    group.wakeAt = at;
    void this.clock.sleep(Math.max(1, Math.ceil(at - now))).then(() => {
      if (group.wakeAt === at) group.wakeAt = null;
      this.pump(group);
    });
  }

  private start(group: TGroupState, line: TLineState, waiting: TWaitingCall): void {
    line.inFlight++;
    waiting.attempts++;
    // Called from a microtask: a call that throws synchronously rejects, and one that calls run() does not re-enter pump.
    Promise.resolve()
      .then(waiting.call)
      .then(
        (value) => {
          this.callEnded(line, waiting);
          this.counts.succeeded++;
          this.release(waiting);
          waiting.succeed(value);
          if (group.line.size > 0) this.pump(group);
        },
        (error: unknown) => {
          this.callEnded(line, waiting);
          this.afterFailure(group, line, waiting, error);
        },
      );
  }

  private callEnded(line: TLineState, waiting: TWaitingCall): void {
    const now = this.clock.now();
    for (const budget of waiting.budgets) budget.log.callEnded(now);
    line.inFlight--;
  }

  /** The call is done for good: its budgets may be swept once idle. */
  private release(waiting: TWaitingCall): void {
    for (const budget of waiting.budgets) budget.users--;
  }

  private afterFailure(group: TGroupState, line: TLineState, waiting: TWaitingCall, error: unknown): void {
    const now = this.clock.now();
    const failure = this.rules.failureOf(error, now);
    const retry = retryOf(failure, waiting, this.rules);
    if (failure === null || retry === null) {
      this.counts.failed++;
      this.release(waiting);
      waiting.fail(error);
      if (group.line.size > 0) this.pump(group);
      return;
    }
    if (retry.kind === 'throttled') {
      this.counts.retried429++;
      const paused = waiting.budgets.filter((budget) => budget.budget.pausedBy429);
      for (const budget of paused) budget.pausedUntil = Math.max(budget.pausedUntil, now + retry.waitMs);
      const shared = this.shared;
      if (shared && paused.length > 0) {
        shared
          .pause(
            paused.map((budget) => budget.budget.key),
            retry.waitMs,
          )
          .catch((pauseError: unknown) => this.notify(() => this.events.onSharedBudgetError?.(pauseError)));
      }
    } else {
      this.counts.retriedTransient++;
      waiting.transientFailures++;
      waiting.notBefore = now + retry.waitMs;
    }
    const info = {
      group: group.id,
      line: line.id,
      status: failure.status,
      waitMs: retry.waitMs,
      attempt: waiting.attempts,
    };
    this.notify(() => this.events.onThrottled?.(info));
    // Back in the queue ahead of every call that came after it, so the line keeps its order.
    const position = line.queue.findIndex((queued) => queued.seq > waiting.seq);
    line.queue.splice(position === -1 ? line.queue.length : position, 0, waiting);
    this.counts.waitingNow++;
    group.line.add(line);
    this.pump(group);
  }

  private notify(hook: () => void): void {
    try {
      hook();
    } catch {
      // A failing log hook must not lose the message it reports on.
    }
  }

  private sweepIfDue(now: number): void {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [key, budget] of this.budgets) {
      const idle =
        budget.users === 0 && budget.pausedUntil <= now && budget.sharedReadyAt <= now && budget.log.isIdle(now);
      if (idle) this.budgets.delete(key);
    }
    for (const [groupId, group] of this.groups) {
      for (const [lineId, line] of group.lines) {
        if (line.queue.length === 0 && line.inFlight === 0 && !line.taking) group.lines.delete(lineId);
      }
      if (group.lines.size === 0 && group.wakeAt === null) this.groups.delete(groupId);
    }
  }
}
