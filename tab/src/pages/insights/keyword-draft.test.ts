/**
 * The keyword box's rules without a browser: the 600 ms debounce, Enter, one history entry per
 * burst of typing, following the URL, and Reset dropping keywords still waiting out the debounce.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_LIMITS } from '../../../../shared/insights.ts';
import { createKeywordDraft } from './keyword-draft.ts';

function box(committed = '') {
  const commits: Array<{ q: string; replace: boolean }> = [];
  const drafts: string[] = [];
  const machine = createKeywordDraft({
    committed,
    commit: (q, how) => commits.push({ q, replace: how.replace }),
    showDraft: (draft) => drafts.push(draft),
  });
  return { machine, commits, drafts };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the keyword box', () => {
  it('searches 600 ms after the last key, once, adding one history entry then replacing it', () => {
    const { machine, commits } = box();
    machine.type('rel');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs - 1);
    machine.type('release');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs - 1);
    expect(commits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(commits).toEqual([{ q: 'release', replace: false }]);
    machine.type('release notes');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs);
    expect(commits.at(-1)).toEqual({ q: 'release notes', replace: true });
  });

  it('searches at once on Enter, and starts a new history entry after the box lost focus', () => {
    const { machine, commits } = box('release');
    machine.type('billing');
    machine.submit();
    expect(commits).toEqual([{ q: 'billing', replace: false }]);
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs);
    expect(commits).toHaveLength(1);
    machine.endBurst();
    machine.type('design');
    machine.submit();
    expect(commits.at(-1)).toEqual({ q: 'design', replace: false });
  });

  it('shows keywords the URL brought and forgets what was waiting', () => {
    const { machine, commits, drafts } = box('release');
    machine.type('releasex');
    machine.follow('billing');
    expect(drafts.at(-1)).toBe('billing');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs);
    expect(commits).toEqual([]);
  });

  it('Reset empties the box and the keywords waiting out the debounce are never searched', () => {
    const { machine, commits, drafts } = box();
    machine.type('zebra');
    machine.clear();
    expect(drafts.at(-1)).toBe('');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs * 2);
    expect(commits).toEqual([]);
    // The URL's keywords were committed before: after Reset the URL's empty keywords change nothing.
    const searched = box('release');
    searched.machine.type('release notes');
    searched.machine.clear();
    searched.machine.follow('');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs);
    expect(searched.commits).toEqual([]);
    // Typing after Reset starts a new history entry.
    searched.machine.type('design');
    vi.advanceTimersByTime(INSIGHTS_LIMITS.debounceMs);
    expect(searched.commits).toEqual([{ q: 'design', replace: false }]);
  });

  it('keeps at most the longest query accepted', () => {
    const { machine, drafts } = box();
    machine.type('x'.repeat(INSIGHTS_LIMITS.maxQueryLength + 50));
    expect(drafts.at(-1)).toHaveLength(INSIGHTS_LIMITS.maxQueryLength);
  });
});
