import { describe, expect, it } from 'vitest';
import { countOf } from '../../../../shared/count-of.ts';
import { blockersText, nextRunText, openedAt, participation } from './home-format.ts';

describe('home page words', () => {
  it('writes times with their zone', () => {
    expect(openedAt('2026-11-17T15:00:00Z', 'America/Toronto')).toBe('Opened Nov 17, 2026, 10:00 AM (America/Toronto)');
    expect(nextRunText(true, '2026-11-18T15:00:00Z', 'America/Toronto')).toBe(
      'Next run Nov 18, 2026, 10:00 AM (America/Toronto)',
    );
    expect(nextRunText(false, null, 'UTC')).toBe('Paused: no runs until it is resumed');
  });

  it('counts in words', () => {
    expect(participation(3, 5)).toBe('3 of 5 answered');
    expect(participation(0, 0)).toBe('Nobody asked yet');
    expect(blockersText(0)).toBe('No blockers');
    expect(blockersText(1)).toBe('1 blocker');
    expect(countOf(2, 'member not reached', 'members not reached')).toBe('2 members not reached');
  });
});
