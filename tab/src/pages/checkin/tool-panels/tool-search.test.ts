/** A tool panel's search as the browser makes it: debounced, with each tool's body, its answers and errors. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORK_TOOL_LIMITS, WORK_TOOL_MESSAGES } from '../../../../../shared/work-tools.ts';
import { rememberCsrfToken } from '../../../api/csrf-token.ts';
import { ToolSearch, type TToolSearchState } from './tool-search.ts';

interface TCall {
  path: string;
  body: unknown;
  csrf: string | null;
}

let calls: TCall[];
let answer: (path: string, body: unknown) => unknown;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answer = () => ({ ok: true, tasks: [] });
  rememberCsrfToken('csrf-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ path, body, csrf: new Headers(init.headers).get('X-CSRF-Token') });
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response(JSON.stringify(answer(path, body)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the mocked fetch's promise chain settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('a tool search', () => {
  it('makes one call, 600 ms after the last key, with the last text and the chosen place', async () => {
    const search = new ToolSearch({ tool: 'github' });
    search.setScope('acme/app', 'issue');
    for (const text of ['l', 'lo', 'log', 'login']) {
      search.setQuery(text);
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs - 200 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls).toEqual([
      {
        path: '/api/v1/service_connection/search_github/',
        body: { query: 'login', type: 'issue', repo: 'acme/app' },
        csrf: 'csrf-1',
      },
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
  });

  it('answers the tasks found, and searches again at once when the place or the kind changes', async () => {
    answer = (_path, body) => ({
      ok: true,
      tasks: [{ id: '1', title: `Found for ${(body as { type: string }).type}`, url: 'https://github.test/1' }],
    });
    const search = new ToolSearch({ tool: 'github' });
    const seen: TToolSearchState[] = [];
    search.subscribe(() => seen.push(search.getState()));
    search.setScope('acme/app', 'issue');
    search.setQuery('login');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    expect(seen.map((state) => state.status)).toEqual(['loading', 'done']);
    expect(search.getState()).toMatchObject({ status: 'done', query: 'login', tasks: [{ title: 'Found for issue' }] });
    search.setScope('acme/app', 'pr');
    await settle();
    expect(calls.at(-1)?.body).toEqual({ query: 'login', type: 'pr', repo: 'acme/app' });
    expect(search.getState()).toMatchObject({ status: 'done', tasks: [{ title: 'Found for pr' }] });
  });

  it("sends each tool's body: Planner asks for assigned tasks, Clubhouse may search every workflow", async () => {
    const planner = new ToolSearch({ tool: 'planner' });
    planner.setQuery('budget');
    const clubhouse = new ToolSearch({ tool: 'clubhouse' });
    clubhouse.setQuery('story');
    const jira = new ToolSearch({ tool: 'jira' });
    jira.setScope('site-1');
    jira.setQuery(' PROJ-1 ');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    expect(calls).toEqual([
      expect.objectContaining({
        path: '/api/v1/service_connection/search_planner_tasks/',
        body: { query: 'budget', request_type: 'assigned' },
      }),
      expect.objectContaining({ path: '/api/v1/service_connection/search_clubhouse_tasks/', body: { query: 'story' } }),
      expect.objectContaining({
        path: '/api/v1/service_connection/search_jira_issues/',
        body: { query: 'PROJ-1', workspace_gid: 'site-1' },
      }),
    ]);
  });

  it('asks for a place instead of calling when none is chosen', async () => {
    const search = new ToolSearch({ tool: 'asana' });
    search.setQuery('tasks');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    expect(calls).toHaveLength(0);
    expect(search.getState()).toEqual({ status: 'invalid', message: 'Choose where to search.' });
  });

  it('clears at once when the box is emptied, and drops the waiting search', async () => {
    const search = new ToolSearch({ tool: 'planner' });
    search.setQuery('x');
    await vi.advanceTimersByTimeAsync(300);
    search.setQuery('');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    expect(calls).toHaveLength(0);
    expect(search.getState()).toEqual({ status: 'idle' });
  });

  it("shows the tool's refusal, the server's error and an unreachable server as messages", async () => {
    answer = () => ({ ok: false, tasks: [], error: WORK_TOOL_MESSAGES.reconnect });
    const search = new ToolSearch({ tool: 'planner' });
    search.setQuery('x');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    expect(search.getState()).toEqual({ status: 'failed', message: WORK_TOOL_MESSAGES.reconnect });

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Sign in to search your tools.' } }), {
            status: 403,
          }),
      ),
    );
    search.setQuery('y');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    expect(search.getState()).toEqual({ status: 'failed', message: 'Sign in to search your tools.' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    search.setQuery('z');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    expect(search.getState()).toMatchObject({ status: 'failed', message: expect.stringContaining('Could not reach') });
  });

  it('never lets a late answer replace a newer one', async () => {
    let release: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { query: string };
        if (body.query === 'slow') await new Promise<void>((resolve) => (release = resolve));
        return new Response(
          JSON.stringify({ ok: true, tasks: [{ id: body.query, title: body.query, url: 'https://x.test/' }] }),
        );
      }),
    );
    const search = new ToolSearch({ tool: 'planner' });
    search.setQuery('slow');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    search.setQuery('fast');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    release?.();
    await settle();
    expect(search.getState()).toMatchObject({ status: 'done', query: 'fast', tasks: [{ title: 'fast' }] });
  });

  it('keeps only the most results a panel shows', async () => {
    answer = () => ({
      ok: true,
      tasks: Array.from({ length: 50 }, (_, index) => ({
        id: String(index),
        title: `T${index}`,
        url: 'https://x.test/',
      })),
    });
    const search = new ToolSearch({ tool: 'planner' });
    search.setQuery('t');
    await vi.advanceTimersByTimeAsync(WORK_TOOL_LIMITS.searchDebounceMs);
    await settle();
    const state = search.getState();
    expect(state.status === 'done' && state.tasks.length).toBe(WORK_TOOL_LIMITS.maxResults);
  });
});
