/**
 * The fake Teams connector's bad days: injected failures, a requests-per-second cap answered with
 * 429 and Retry-After as Teams throttles, and latency. Every request passes here before its route.
 */
import type { TFakeResponse } from '../fake-server.ts';
import type { TFakeFailure } from './types.ts';

const CODES: Record<number, string> = {
  400: 'BadArgument',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'ConversationNotFound',
  412: 'PreconditionFailed',
  429: 'Throttled',
  500: 'InternalServerError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

/** A Bot Framework error answer ({ error: { code, message } }), with Retry-After when given. */
export function errorResponse(
  status: number,
  code?: string,
  message?: string,
  retryAfterSeconds?: number,
): TFakeResponse {
  return {
    status,
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    body: {
      error: { code: code ?? CODES[status] ?? 'Error', message: message ?? `fake Teams connector answered ${status}` },
    },
  };
}

/** Decides, before any route runs, whether a request is refused (injected failure or throttle). */
export class FakeGate {
  private readonly failures: Array<{ remaining: number; failure: TFakeFailure }> = [];
  private limit: { perSecond: number; retryAfterSeconds: number } | null = null;
  private accepted: number[] = [];
  latencyMs = 0;

  failNext(times: number, failure: TFakeFailure): void {
    if (times > 0) this.failures.push({ remaining: times, failure });
  }

  throttle(limit: { perSecond: number; retryAfterSeconds: number } | null): void {
    this.limit = limit;
    this.accepted = [];
  }

  /** The refusal for this request, or undefined when it may go on to its route. */
  refusal(method: string, path: string, now: number): TFakeResponse | undefined {
    const index = this.failures.findIndex(({ failure }) => !failure.match || failure.match(method, path));
    const pending = this.failures[index];
    if (pending) {
      pending.remaining -= 1;
      if (pending.remaining === 0) this.failures.splice(index, 1);
      const { status, code, retryAfterSeconds } = pending.failure;
      return errorResponse(status, code, `injected failure for ${method} ${path}`, retryAfterSeconds);
    }
    if (this.limit) {
      this.accepted = this.accepted.filter((at) => now - at < 1000);
      if (this.accepted.length >= this.limit.perSecond)
        return errorResponse(429, 'Throttled', 'Too many requests', this.limit.retryAfterSeconds);
      this.accepted.push(now);
    }
    return undefined;
  }
}
