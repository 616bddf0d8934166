import { HttpError } from '@microsoft/agents-hosting';
import { describe, expect, it } from 'vitest';
import { httpFailureOf, retryAfterMsOf } from './http-failure.ts';
import { teamsHttpError } from './testing/teams-http-error.ts';

const now = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('httpFailureOf', () => {
  it("reads the SDK's HttpError: status, Retry-After in seconds, Teams' error code and message", () => {
    const error = teamsHttpError(
      429,
      { 'Retry-After': '3' },
      { error: { code: 'ThrottlingError', message: 'Too many requests' } },
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(httpFailureOf(error, now)).toEqual({
      status: 429,
      retryAfterMs: 3_000,
      code: 'ThrottlingError',
      message: 'Too many requests',
    });
  });

  it('reads Retry-After given as an HTTP date, relative to now', () => {
    const inFiveSeconds = new Date(now + 5_000).toUTCString();
    expect(httpFailureOf(teamsHttpError(429, { 'retry-after': inFiveSeconds }), now)?.retryAfterMs).toBe(5_000);
    const past = new Date(now - 60_000).toUTCString();
    expect(httpFailureOf(teamsHttpError(503, { 'retry-after': past }), now)?.retryAfterMs).toBe(0);
  });

  it('gives null for a missing or unreadable Retry-After', () => {
    expect(httpFailureOf(teamsHttpError(429), now)?.retryAfterMs).toBeNull();
    expect(httpFailureOf(teamsHttpError(429, { 'retry-after': 'soon' }), now)?.retryAfterMs).toBeNull();
    expect(retryAfterMsOf(' 1.5 ', now)).toBe(1_500);
    expect(retryAfterMsOf('-1', now)).toBeNull();
  });

  it("falls back to the error's own message when the body is not Teams' JSON error", () => {
    expect(httpFailureOf(teamsHttpError(502, {}, '<html>Bad gateway</html>'), now)).toEqual({
      status: 502,
      retryAfterMs: null,
      code: null,
      message: 'Request failed with status 502',
    });
  });

  it('reads any error with a numeric status, Node-style header objects, and an HTTP error wrapped as a cause', () => {
    expect(httpFailureOf({ status: 504 }, now)).toEqual({
      status: 504,
      retryAfterMs: null,
      code: null,
      message: 'HTTP 504',
    });
    const nodeStyle = Object.assign(new Error('throttled'), {
      statusCode: 429,
      response: { headers: { 'Retry-After': ['2'] } },
    });
    expect(httpFailureOf(nodeStyle, now)).toMatchObject({ status: 429, retryAfterMs: 2_000, message: 'throttled' });
    const wrapped = new Error('send failed', { cause: teamsHttpError(412) });
    expect(httpFailureOf(wrapped, now)?.status).toBe(412);
  });

  it('gives null for network errors, timeouts, programming errors and non-errors', () => {
    const network = new TypeError('fetch failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) });
    expect(httpFailureOf(network, now)).toBeNull();
    expect(httpFailureOf(new DOMException('The operation timed out.', 'TimeoutError'), now)).toBeNull();
    expect(httpFailureOf(new RangeError('bad'), now)).toBeNull();
    expect(httpFailureOf({ status: 'nope' }, now)).toBeNull();
    expect(httpFailureOf({ status: 42 }, now)).toBeNull();
    expect(httpFailureOf(undefined, now)).toBeNull();
    expect(httpFailureOf('429', now)).toBeNull();
  });
});
