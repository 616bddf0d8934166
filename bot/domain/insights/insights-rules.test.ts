/**
 * The insights rules that need no database: the date ranges, the states of an entry, the §9
 * percentages, what counts as a refined search under LIMIT_SEARCH_INSIGHTS, the keyword clean-up
 * and the snippet bound.
 */
import { describe, expect, it } from 'vitest';
import { INSIGHTS_MARK_END, INSIGHTS_MARK_START, ZInsightsSearch } from '../../../shared/insights.ts';
import { percentagesOf, percentOf } from './insights-aggregates.ts';
import { statesOf, withoutMarks } from './insights-hits.ts';
import { isRefinedSearch } from './insights-lock.ts';
import { rangeKeys } from './insights-scope.ts';
import { boundedSnippet, INSIGHTS_SNIPPET_MAX_CHARS } from './insights-snippets.ts';
import { keywordsOf } from './insights-sql.ts';

describe('rangeKeys', () => {
  it('counts the last N days back from today, today included', () => {
    expect(rangeKeys('last_14_days', '2027-03-15')).toEqual({ fromKey: '2027-03-02', toKey: '2027-03-15' });
    expect(rangeKeys('last_3_days', '2027-03-01')).toEqual({ fromKey: '2027-02-27', toKey: '2027-03-01' });
    expect(rangeKeys('last_365_days', '2028-03-01')).toEqual({ fromKey: '2027-03-03', toKey: '2028-03-01' });
  });

  it('reads yesterday and today as one day each', () => {
    expect(rangeKeys('yesterday', '2027-01-01')).toEqual({ fromKey: '2026-12-31', toKey: '2026-12-31' });
    expect(rangeKeys('today', '2027-01-01')).toEqual({ fromKey: '2027-01-01', toKey: '2027-01-01' });
  });
});

describe('statesOf', () => {
  it('gives a submitted entry its goal and blocker, and no flag to an entry not submitted', () => {
    expect(statesOf({ status: 'submitted', goalCompleted: true, blocked: true })).toEqual([
      'Checked in',
      'Goal completed',
      'Has blockers',
    ]);
    for (const status of ['pending', 'sent', 'reminded', 'draft'])
      expect(statesOf({ status, goalCompleted: true, blocked: true })).toEqual(['Not checked in']);
    expect(statesOf({ status: 'vacation', goalCompleted: false, blocked: true })).toEqual(['On vacation']);
  });
});

describe('percentages (part 2 §9)', () => {
  it('rounds to whole percents and gives 0 when dividing by 0', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentagesOf({ checked_in: 3, not_checked_in: 1, goals: 1, blockers: 2 })).toEqual({
      participation_percent: 75,
      goal_percent: 33,
      blocker_percent: 67,
    });
    expect(percentagesOf({ checked_in: 0, not_checked_in: 0, goals: 0, blockers: 0 })).toEqual({
      participation_percent: 0,
      goal_percent: 0,
      blocker_percent: 0,
    });
  });
});

describe('isRefinedSearch', () => {
  it('lets the default search through on any page, and nothing else', () => {
    expect(isRefinedSearch(ZInsightsSearch.parse({ page: 4 }))).toBe(false);
    expect(isRefinedSearch(ZInsightsSearch.parse({ q: '   ' }))).toBe(false);
    expect(isRefinedSearch(ZInsightsSearch.parse({ q: 'release' }))).toBe(true);
    expect(isRefinedSearch(ZInsightsSearch.parse({ range: 'last_7_days' }))).toBe(true);
    expect(isRefinedSearch(ZInsightsSearch.parse({ state: 'On vacation' }))).toBe(true);
    expect(isRefinedSearch(ZInsightsSearch.parse({ reports: [crypto.randomUUID()] }))).toBe(true);
    expect(isRefinedSearch(ZInsightsSearch.parse({ members: [crypto.randomUUID()] }))).toBe(true);
  });
});

describe('keywordsOf', () => {
  it('drops control characters and folds negations in a row', () => {
    expect(keywordsOf({ q: 'a\u0000b\tc' })).toBe('a b c');
    expect(keywordsOf({ q: '---x' })).toBe('-x');
    expect(keywordsOf({ q: 'release - - -docs' })).toBe('release -docs');
    expect(keywordsOf({ q: 'release -docs' })).toBe('release -docs');
  });
});

describe('snippets', () => {
  it('takes typed markers out of answers', () => {
    expect(withoutMarks(`${INSIGHTS_MARK_START}fake${INSIGHTS_MARK_END}`)).toBe('fake');
  });

  it('keeps only snippets that highlight something, bounded with the last highlight closed', () => {
    expect(boundedSnippet(null)).toBeNull();
    expect(boundedSnippet('no match here')).toBeNull();
    const long = `${'x'.repeat(INSIGHTS_SNIPPET_MAX_CHARS - 3)} ${INSIGHTS_MARK_START}release${INSIGHTS_MARK_END}`;
    const bounded = boundedSnippet(long)!;
    expect(bounded.length).toBe(INSIGHTS_SNIPPET_MAX_CHARS + 1);
    expect(bounded.endsWith(INSIGHTS_MARK_END)).toBe(true);
  });
});
