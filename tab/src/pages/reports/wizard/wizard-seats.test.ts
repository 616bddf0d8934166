import { describe, expect, it } from 'vitest';
import type { TReportWizardContext, TWizardMember } from '../../../../../shared/reports.ts';
import { assignWithinSeats, billedParticipants, canAssign } from './wizard-seats.ts';

function member(id: string, counted = false): TWizardMember {
  return {
    id,
    label: `Member ${id}`,
    email: `${id}@example.com`,
    photo: null,
    timezone: { zone: '' },
    platform_data: { id: `p-${id}`, platform_service: 'EMAIL', platform_label: 'Email' },
    counted,
  };
}

type TSeats = Parameters<typeof billedParticipants>[1];

function seats(change: Partial<TReportWizardContext> = {}): TSeats {
  return {
    account_members: [member('a'), member('b'), member('c', true), member('d'), member('e')],
    available_participants: 3,
    usage: { participants: 1 },
    saved_report_members: [],
    enabled: true,
    ...change,
  };
}

describe('billed participants', () => {
  it('adds the report members not billed elsewhere to the account usage', () => {
    expect(billedParticipants([], seats())).toBe(1);
    expect(billedParticipants(['a', 'b'], seats())).toBe(3);
    expect(billedParticipants(['a', 'a', 'c'], seats())).toBe(2);
  });

  it("does not count an enabled report's saved members twice", () => {
    const editing = seats({ usage: { participants: 3 }, saved_report_members: ['a', 'b'] });
    expect(billedParticipants(['a', 'b'], editing)).toBe(3);
    expect(billedParticipants(['a'], editing)).toBe(2);
    // A paused report's members are not in the usage.
    expect(billedParticipants(['a', 'b'], { ...editing, enabled: false })).toBe(5);
  });
});

describe('assigning a member', () => {
  it('stays within the seats; counted members and duplicates are free', () => {
    const context = seats();
    expect(canAssign(member('a'), [], context)).toBe(true);
    expect(canAssign(member('b'), ['a'], context)).toBe(true);
    expect(canAssign(member('d'), ['a', 'b'], context)).toBe(false);
    expect(canAssign(member('c', true), ['a', 'b'], context)).toBe(true);
    expect(canAssign(member('a'), ['a', 'b'], context)).toBe(true);
  });

  it('is unlimited when the account has no seat cap', () => {
    expect(canAssign(member('d'), ['a', 'b', 'e'], seats({ available_participants: null }))).toBe(true);
  });
});

describe('select all', () => {
  it('adds in order until the seats run out and names the rest', () => {
    const context = seats();
    const result = assignWithinSeats(context.account_members, [], context);
    expect(result.users).toEqual(['a', 'b', 'c']);
    expect(result.refused.map((refused) => refused.id)).toEqual(['d', 'e']);
  });

  it('keeps members already assigned and refuses nobody without a cap', () => {
    const context = seats({ available_participants: null });
    expect(assignWithinSeats(context.account_members, ['d'], context)).toEqual({
      users: ['d', 'a', 'b', 'c', 'e'],
      refused: [],
    });
  });
});
