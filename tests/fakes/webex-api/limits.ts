/**
 * The fake Webex API's bad days, checked before any route: injected failures (failNext), 429
 * bursts (throttle) and a steady POST /messages cap per bot over any 60 s, answered with 429 and
 * Retry-After (whole seconds until a slot frees) as Webex does.
 */
import type { TFakeResponse } from '../fake-server.ts';
import { webexError } from './errors.ts';
import { trackingId } from './ids.ts';
import type { TFakeClock, TFakeWebexFailure, TFakeWebexThrottle } from './types.ts';

export const MESSAGES_WINDOW_MS = 60_000;

/** Compiles `'POST /messages/:id'` into a test of method and path (below /v1). */
export function routeMatcher(route: string | undefined): (method: string, path: string) => boolean {
  if (!route) return () => true;
  const [method, pattern = '/'] = route.trim().split(/\s+/, 2);
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const regexp = new RegExp(`^${source}/?$`);
  return (candidate, path) => candidate === method?.toUpperCase() && regexp.test(path);
}

interface TPending {
  remaining: number;
  /** The route runs first; only its answer is replaced. */
  taken: boolean;
  matches: (method: string, path: string) => boolean;
  answer: () => TFakeResponse;
}

export class FakeWebexLimits {
  private readonly pending: TPending[] = [];
  private acceptedMessages: number[] = [];

  constructor(
    private readonly clock: TFakeClock,
    public messagesPerMinute: number | null,
  ) {}

  failNext(times: number, failure: TFakeWebexFailure): void {
    if (times <= 0) return;
    const answer = (): TFakeResponse => {
      if (failure.body === undefined) return webexError(failure.status, undefined, failure.retryAfterSeconds);
      return {
        status: failure.status,
        headers: {
          trackingid: trackingId(),
          ...(failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) }),
        },
        body: failure.body,
      };
    };
    this.pending.push({
      remaining: times,
      taken: failure.taken ?? false,
      matches: routeMatcher(failure.route),
      answer,
    });
  }

  throttle(throttle: TFakeWebexThrottle): void {
    this.failNext(throttle.times ?? 1, {
      status: throttle.status ?? 429,
      retryAfterSeconds: throttle.retryAfterSeconds,
      ...(throttle.route ? { route: throttle.route } : {}),
    });
  }

  /**
   * The injected answer for this call, when one is pending (used up once); `taken` when the route
   * must run first and only its answer is replaced.
   */
  injected(method: string, path: string): { answer: TFakeResponse; taken: boolean } | undefined {
    const index = this.pending.findIndex((one) => one.matches(method, path));
    const found = this.pending[index];
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.pending.splice(index, 1);
    return { answer: found.answer(), taken: found.taken };
  }

  /** 429 + Retry-After when POST /messages is over the cap now, else undefined (the call may go on). */
  messageRefusal(): TFakeResponse | undefined {
    if (this.messagesPerMinute === null) return undefined;
    const now = this.clock.now();
    this.acceptedMessages = this.acceptedMessages.filter((at) => now - at < MESSAGES_WINDOW_MS);
    if (this.acceptedMessages.length < this.messagesPerMinute) return undefined;
    const oldestInWindow = this.acceptedMessages[this.acceptedMessages.length - this.messagesPerMinute]!;
    const waitMs = oldestInWindow + MESSAGES_WINDOW_MS - now;
    return webexError(429, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** A message was accepted: it takes a slot in the window. */
  messageAccepted(): void {
    this.acceptedMessages.push(this.clock.now());
  }
}
