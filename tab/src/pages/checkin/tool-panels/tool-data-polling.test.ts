/**
 * A tool's places (get_*_data) as the panel asks for them: polled every 3 s while the panel is
 * open, never while it is hidden. TanStack Query polls only in a browser (it checks for `window`),
 * so the test gives it a minimal one before it loads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(globalThis, { window: { location: { search: '' }, self: 1, top: 1 } });
});

import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { WORK_TOOL_LIMITS } from '../../../../../shared/work-tools.ts';
import { rememberCsrfToken } from '../../../api/csrf-token.ts';
import { toolDataQueryOptions } from './tool-calls.ts';

let calls: Array<{ path: string; body: unknown; csrf: string | null }>;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  rememberCsrfToken('csrf-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)), csrf: new Headers(init.headers).get('X-CSRF-Token') });
      const answer = { ok: true, connected: true, data: { repos: [{ id: 'acme/app', name: 'acme/app' }] } };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("a tool's places", () => {
  it('are polled every 3 s while the panel is open and not at all once it is hidden', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, toolDataQueryOptions('github', true));
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ path: '/api/v1/service_connection/get_github_data/', body: {}, csrf: 'csrf-1' });
    expect(observer.getCurrentResult().data?.data.repos).toEqual([{ id: 'acme/app', name: 'acme/app' }]);
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.pollMs * 3);
    expect(calls).toHaveLength(4);

    observer.setOptions(toolDataQueryOptions('github', false));
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.pollMs * 5);
    expect(calls).toHaveLength(4);

    observer.setOptions(toolDataQueryOptions('github', true));
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.pollMs);
    expect(calls.length).toBeGreaterThan(4);
    unsubscribe();
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.pollMs * 5);
    expect(calls).toHaveLength(before);
    client.clear();
  });

  it('are never asked of Planner, which has no data call', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver(client, toolDataQueryOptions('planner', true));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.pollMs * 3);
    expect(calls).toHaveLength(0);
    unsubscribe();
    client.clear();
  });
});
