import { describe, expect, it } from 'vitest';
import { WebexApiError } from '../webex-api-error.ts';
import { createWebexRateLimiter } from './webex-rate-limiter.ts';
import { WEBEX_DEFAULT_RETRY_AFTER_MS, webexFailureOf } from './webex-rate-rules.ts';

describe('Webex rate rules', () => {
  it('waits out 423 Locked like 429, with its Retry-After', () => {
    expect(webexFailureOf(new WebexApiError(423, 'Locked', null, 3_000))).toEqual({ status: 429, retryAfterMs: 3_000 });
    expect(webexFailureOf(new WebexApiError(423, 'Locked', null, null))).toEqual({
      status: 429,
      retryAfterMs: WEBEX_DEFAULT_RETRY_AFTER_MS,
    });
    expect(webexFailureOf(new WebexApiError(500, 'x', null, null))).toEqual({ status: 500, retryAfterMs: null });
  });

  it('tries a call refused with 423 again after Retry-After, once', async () => {
    const limiter = createWebexRateLimiter(100);
    let calls = 0;
    const answer = await limiter.run({ method: 'messages.create', target: 'p' }, async () => {
      calls += 1;
      if (calls === 1) throw new WebexApiError(423, 'Locked', null, 20);
      return 'posted';
    });
    expect(answer).toBe('posted');
    expect(calls).toBe(2);
  });
});
