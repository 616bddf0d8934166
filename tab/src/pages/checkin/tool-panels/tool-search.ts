/**
 * One tool panel's task search (spec part 3 §2.6, §9): the query waits 600 ms after the last key
 * before one search call is made; a newer search cancels the one in flight, so a late answer
 * never replaces a newer one. Kept outside React so the timing is tested as plain code.
 */

import type { TToolTask } from '../../../../../shared/work-tools.ts';
import { WORK_TOOL_LIMITS, WORK_TOOL_MESSAGES } from '../../../../../shared/work-tools.ts';
import { ApiError } from '../../../api/api-error.ts';
import { debounce } from '../debounce.ts';
import { PANEL_TOOLS, searchToolTasks, type TGithubKind, type TPanelTool } from './tool-calls.ts';

export type TToolSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; tasks: readonly TToolTask[] }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

export interface TToolSearchOptions {
  tool: TPanelTool;
  /** The call (the server's by default; tests pass their own). */
  search?: typeof searchToolTasks;
  waitMs?: number;
}

const IDLE: TToolSearchState = { status: 'idle' };

/** The search state of one panel: what was typed, where, and what the tool answered. */
export class ToolSearch {
  private readonly tool: TPanelTool;
  private readonly search: typeof searchToolTasks;
  private readonly debounced;
  private query = '';
  private choice = '';
  private kind: TGithubKind = 'issue';
  private state: TToolSearchState = IDLE;
  private inFlight: AbortController | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(options: TToolSearchOptions) {
    this.tool = options.tool;
    this.search = options.search ?? searchToolTasks;
    this.debounced = debounce(() => void this.run(), options.waitMs ?? WORK_TOOL_LIMITS.searchDebounceMs);
  }

  /** The member typed: search once they pause; an emptied box clears the results at once. */
  setQuery(query: string): void {
    this.query = query;
    if (query.trim() === '') {
      this.stop();
      this.publish(IDLE);
      return;
    }
    this.debounced();
  }

  /** The place (repo, workspace...) or GitHub's issue/PR choice changed: search again now. */
  setScope(choice: string, kind: TGithubKind = this.kind): void {
    if (choice === this.choice && kind === this.kind) return;
    this.choice = choice;
    this.kind = kind;
    if (this.query.trim() === '') return;
    this.debounced.cancel();
    void this.run();
  }

  getState = (): TToolSearchState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Drops the waiting search and cancels the one in flight (the panel closed). */
  stop(): void {
    this.debounced.cancel();
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private publish(state: TToolSearchState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private async run(): Promise<void> {
    const parsed = PANEL_TOOLS[this.tool].body(this.query, this.choice, this.kind);
    if (!parsed.success) {
      this.stop();
      this.publish({ status: 'invalid', message: parsed.error.issues[0]?.message ?? 'Check the search.' });
      return;
    }
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    const query = this.query.trim();
    this.publish({ status: 'loading', query });
    try {
      const answer = await this.search(this.tool, parsed.data, controller.signal);
      if (controller.signal.aborted) return;
      this.publish(
        answer.ok
          ? { status: 'done', query, tasks: answer.tasks.slice(0, WORK_TOOL_LIMITS.maxResults) }
          : { status: 'failed', message: answer.error ?? WORK_TOOL_MESSAGES.toolUnavailable },
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      this.publish({
        status: 'failed',
        message: error instanceof ApiError ? error.message : WORK_TOOL_MESSAGES.toolUnavailable,
      });
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
  }
}
