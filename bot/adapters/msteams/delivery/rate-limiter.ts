/**
 * The outbound throttle for Microsoft Teams (Bot Connector) calls (ARCHITECTURE §3 rule 6, §6):
 * every call waits until both its conversation's and its tenant's budgets allow it to start, many
 * calls are in flight at once, and a 429 pauses that conversation and tenant for its Retry-After.
 *
 * Calls start as soon as a slot is free, up to the whole budget at once; a slot is held from the
 * call's start until its answer and then for the window (sliding-window-log.ts says why).
 * Per tenant, conversations with waiting calls stand in a line in the order they first had one;
 * each conversation's own calls leave strictly in order (a retried call goes back to the head).
 * A tenant sleeps on one timer, set only while a call waits, to the next moment one could start,
 * and an answer wakes it too. Keys whose windows hold nothing recent are dropped by a sweep that
 * runs on new calls, so memory follows the conversations of the last hour, not of all time.
 */
import { httpFailureOf } from './http-failure.ts';
import { systemLimiterClock, type TLimiterClock } from './limiter-clock.ts';
import { assertValidRateLimits, DEFAULT_TEAMS_RATE_LIMITS, type TTeamsRateLimits } from './rate-limits.ts';
import { retryOf } from './retry-policy.ts';
import { SlidingWindowLog } from './sliding-window-log.ts';

export type { TLimiterClock } from './limiter-clock.ts';
export { DEFAULT_TEAMS_RATE_LIMITS, type TRateWindow, type TTeamsRateLimits, teamsRateLimits } from './rate-limits.ts';

/** Hooks for logs and metrics; the throttle works the same without them. */
export interface TLimiterEvents {
  /** A call failed with a retryable status and will be tried again after `waitMs`. */
  onThrottled?(info: {
    tenantId: string;
    conversationId: string;
    status: number;
    waitMs: number;
    attempt: number;
  }): void;
}

/** Which budgets a call spends: its conversation's and its tenant's. */
export interface TLimiterKey {
  tenantId: string;
  conversationId: string;
}

/** How often (at most) new calls trigger the sweep that forgets idle keys. */
const SWEEP_EVERY_MS = 60_000;

interface TWaitingCall {
  readonly seq: number;
  readonly call: () => Promise<unknown>;
  readonly succeed: (value: unknown) => void;
  readonly fail: (error: unknown) => void;
  attempts: number;
  transientFailures: number;
  /** A backed-off retry does not start before this. */
  notBefore: number;
}

interface TConversationState {
  readonly id: string;
  readonly log: SlidingWindowLog;
  pausedUntil: number;
  /** Calls not started yet, in arrival order. */
  readonly queue: TWaitingCall[];
  inFlight: number;
}

interface TTenantState {
  readonly id: string;
  readonly log: SlidingWindowLog;
  pausedUntil: number;
  readonly conversations: Map<string, TConversationState>;
  /** Conversations with waiting calls, in line (a Set keeps insertion order and removes in O(1)). */
  readonly line: Set<TConversationState>;
  /** When the pending timer fires, or null when none is set. */
  wakeAt: number | null;
}

/** Keeps Rollcall's Teams messages within the platform's limits without dropping or doubling any. */
export class TeamsRateLimiter {
  private readonly limits: TTeamsRateLimits;
  private readonly tenants = new Map<string, TTenantState>();
  private readonly counts = { calls: 0, succeeded: 0, failed: 0, retried429: 0, retriedTransient: 0, waitingNow: 0 };
  private nextSeq = 0;
  private sweptAt: number;

  constructor(
    limits: TTeamsRateLimits = DEFAULT_TEAMS_RATE_LIMITS,
    private readonly clock: TLimiterClock = systemLimiterClock,
    private readonly events: TLimiterEvents = {},
  ) {
    assertValidRateLimits(limits);
    this.limits = {
      ...limits,
      perConversation: limits.perConversation.map((window) => ({ ...window })),
      perTenant: limits.perTenant.map((window) => ({ ...window })),
    };
    this.sweptAt = clock.now();
  }

  /** Runs `call` within the budgets of its conversation and tenant, retrying as above; resolves with its result or rejects with the last error. */
  run<T>(key: TLimiterKey, call: () => Promise<T>): Promise<T> {
    this.counts.calls++;
    this.sweepIfDue(this.clock.now());
    const tenant = this.tenantOf(key.tenantId);
    const conversation = this.conversationOf(tenant, key.conversationId);
    return new Promise<T>((resolve, reject) => {
      conversation.queue.push({
        seq: this.nextSeq++,
        call,
        // The value is what `call` resolved with, so it is a T.
        succeed: (value) => resolve(value as T),
        fail: reject,
        attempts: 0,
        transientFailures: 0,
        notBefore: 0,
      });
      this.counts.waitingNow++;
      tenant.line.add(conversation);
      this.pump(tenant);
    });
  }

  /** Counters for benches and logs. */
  stats(): {
    calls: number;
    succeeded: number;
    failed: number;
    retried429: number;
    retriedTransient: number;
    waitingNow: number;
    tenantsTracked: number;
    conversationsTracked: number;
  } {
    let conversationsTracked = 0;
    for (const tenant of this.tenants.values()) conversationsTracked += tenant.conversations.size;
    return { ...this.counts, tenantsTracked: this.tenants.size, conversationsTracked };
  }

  private tenantOf(id: string): TTenantState {
    let tenant = this.tenants.get(id);
    if (!tenant) {
      tenant = {
        id,
        log: new SlidingWindowLog(this.limits.perTenant),
        pausedUntil: 0,
        conversations: new Map(),
        line: new Set(),
        wakeAt: null,
      };
      this.tenants.set(id, tenant);
    }
    return tenant;
  }

  private conversationOf(tenant: TTenantState, id: string): TConversationState {
    let conversation = tenant.conversations.get(id);
    if (!conversation) {
      conversation = {
        id,
        log: new SlidingWindowLog(this.limits.perConversation),
        pausedUntil: 0,
        queue: [],
        inFlight: 0,
      };
      tenant.conversations.set(id, conversation);
    }
    return conversation;
  }

  /** Starts every call of the tenant that may start now, then sets the timer for the next one. */
  private pump(tenant: TTenantState): void {
    const now = this.clock.now();
    let wakeAt = Number.POSITIVE_INFINITY;
    // A conversation put back at the end of the line is visited again in this same loop.
    for (const conversation of tenant.line) {
      const tenantAt = Math.max(tenant.pausedUntil, tenant.log.nextStartAt(now));
      if (tenantAt > now) {
        wakeAt = tenantAt;
        break;
      }
      const head = conversation.queue[0];
      if (!head) {
        tenant.line.delete(conversation);
        continue;
      }
      const conversationAt = Math.max(conversation.pausedUntil, head.notBefore, conversation.log.nextStartAt(now));
      if (conversationAt > now) {
        wakeAt = Math.min(wakeAt, conversationAt);
        continue;
      }
      conversation.queue.shift();
      tenant.line.delete(conversation);
      if (conversation.queue.length > 0) tenant.line.add(conversation);
      this.start(tenant, conversation, head);
    }
    if (wakeAt !== Number.POSITIVE_INFINITY) this.wakeAt(tenant, wakeAt, now);
  }

  private wakeAt(tenant: TTenantState, at: number, now: number): void {
    // An earlier timer will look again then; a later one would be too late.
    if (tenant.wakeAt !== null && tenant.wakeAt <= at) return;
    tenant.wakeAt = at;
    void this.clock.sleep(Math.max(1, Math.ceil(at - now))).then(() => {
      if (tenant.wakeAt === at) tenant.wakeAt = null;
      this.pump(tenant);
    });
  }

  private start(tenant: TTenantState, conversation: TConversationState, waiting: TWaitingCall): void {
    conversation.log.callStarted();
    tenant.log.callStarted();
    conversation.inFlight++;
    this.counts.waitingNow--;
    waiting.attempts++;
    // Called from a microtask: a call that throws synchronously rejects, and one that calls run() does not re-enter pump.
    Promise.resolve()
      .then(waiting.call)
      .then(
        (value) => {
          this.callEnded(tenant, conversation);
          this.counts.succeeded++;
          waiting.succeed(value);
          if (tenant.line.size > 0) this.pump(tenant);
        },
        (error: unknown) => {
          this.callEnded(tenant, conversation);
          this.afterFailure(tenant, conversation, waiting, error);
        },
      );
  }

  private callEnded(tenant: TTenantState, conversation: TConversationState): void {
    const now = this.clock.now();
    conversation.log.callEnded(now);
    tenant.log.callEnded(now);
    conversation.inFlight--;
  }

  private afterFailure(
    tenant: TTenantState,
    conversation: TConversationState,
    waiting: TWaitingCall,
    error: unknown,
  ): void {
    const now = this.clock.now();
    const failure = httpFailureOf(error, now);
    const retry = retryOf(failure, waiting, this.limits);
    if (failure === null || retry === null) {
      this.counts.failed++;
      waiting.fail(error);
      if (tenant.line.size > 0) this.pump(tenant);
      return;
    }
    if (retry.kind === 'throttled') {
      this.counts.retried429++;
      conversation.pausedUntil = Math.max(conversation.pausedUntil, now + retry.waitMs);
      tenant.pausedUntil = Math.max(tenant.pausedUntil, now + retry.waitMs);
    } else {
      this.counts.retriedTransient++;
      waiting.transientFailures++;
      waiting.notBefore = now + retry.waitMs;
    }
    this.notifyThrottled({
      tenantId: tenant.id,
      conversationId: conversation.id,
      status: failure.status,
      waitMs: retry.waitMs,
      attempt: waiting.attempts,
    });
    // Back in the queue ahead of every call that came after it, so the conversation keeps its order.
    const position = conversation.queue.findIndex((queued) => queued.seq > waiting.seq);
    conversation.queue.splice(position === -1 ? conversation.queue.length : position, 0, waiting);
    this.counts.waitingNow++;
    tenant.line.add(conversation);
    this.pump(tenant);
  }

  private notifyThrottled(info: Parameters<NonNullable<TLimiterEvents['onThrottled']>>[0]): void {
    try {
      this.events.onThrottled?.(info);
    } catch {
      // A failing log hook must not lose the message it reports on.
    }
  }

  private sweepIfDue(now: number): void {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [tenantId, tenant] of this.tenants) {
      for (const [conversationId, conversation] of tenant.conversations) {
        const idle =
          conversation.queue.length === 0 &&
          conversation.inFlight === 0 &&
          conversation.pausedUntil <= now &&
          conversation.log.isIdle(now);
        if (idle) tenant.conversations.delete(conversationId);
      }
      if (tenant.conversations.size === 0 && tenant.pausedUntil <= now && tenant.log.isIdle(now)) {
        this.tenants.delete(tenantId);
      }
    }
  }
}
