import { describe, expect, it } from 'vitest';
import { namesInWords, windowInWords } from './insights-export-criteria.ts';

describe('the export’s search in words', () => {
  it('names a few, counts the rest, and counts what the viewer cannot see', () => {
    expect(namesInWords(['Ada'], 0, 'member')).toBe('Ada');
    expect(namesInWords(['Ada', 'Alan'], 0, 'member')).toBe('Ada and Alan');
    expect(namesInWords(['A', 'B', 'C', 'D', 'E', 'F', 'G'], 0, 'member')).toBe('A, B, C, D, E and 2 more');
    expect(namesInWords(['Ada'], 1, 'report')).toBe('Ada and 1 report you cannot see');
    expect(namesInWords([], 3, 'member')).toBe('3 members you cannot see');
  });

  it('says the dates with the range’s label, one date for one day, and the plan’s clip', () => {
    expect(windowInWords('last_14_days', { from: '2027-03-02', to: '2027-03-15', clipped_by_plan: false })).toBe(
      'Mar 2, 2027 to Mar 15, 2027 (Last 14 days)',
    );
    expect(windowInWords('yesterday', { from: '2027-03-14', to: '2027-03-14', clipped_by_plan: false })).toBe(
      'Mar 14, 2027 (Yesterday)',
    );
    expect(windowInWords('last_365_days', { from: '2027-03-09', to: '2027-03-15', clipped_by_plan: true })).toBe(
      "Mar 9, 2027 to Mar 15, 2027 (Last 12 months, shortened to your plan's history)",
    );
    expect(windowInWords('today', null)).toBe('Today');
  });
});
