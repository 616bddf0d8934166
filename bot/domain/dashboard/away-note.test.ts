import { describe, expect, it } from 'vitest';
import { awayNoteOf } from './away-note.ts';

const holiday = (name: string) => ({ status: 'vacation', awayReason: 'holiday', holidayName: name });
const ontario = { holidayCountry: 'CA', holidayRegion: 'ON' };
const none = { holidayCountry: null, holidayRegion: null };

describe('awayNoteOf', () => {
  it('names the holiday and the team’s place when everyone had it', () => {
    expect(awayNoteOf([holiday('Christmas Day'), holiday('Christmas Day')], ontario, '2026-12-25')).toBe(
      'Nobody was asked: Christmas Day is a public holiday in Canada (Ontario).',
    );
  });

  it('names each holiday when members had their own countries', () => {
    expect(awayNoteOf([holiday('Christmas Day'), holiday('Weihnachten')], none, '2026-12-25')).toBe(
      'Nobody was asked: it is a public holiday for every member (Christmas Day; Weihnachten).',
    );
    // The team's country changed since: its holiday that day is not the one the members had.
    expect(awayNoteOf([holiday('Christmas Day')], { holidayCountry: 'JP', holidayRegion: null }, '2026-12-25')).toBe(
      'Nobody was asked: it is a public holiday for every member (Christmas Day).',
    );
  });

  it('says a team vacation day, vacations, or a mix', () => {
    const team = { status: 'vacation', awayReason: 'team_vacation', holidayName: null };
    const own = { status: 'vacation', awayReason: 'vacation', holidayName: null };
    const older = { status: 'vacation', awayReason: null, holidayName: null };
    expect(awayNoteOf([team, team], none, '2026-12-24')).toBe('Nobody was asked: this is a team vacation day.');
    expect(awayNoteOf([own, older], none, '2026-12-24')).toBe('Nobody was asked: every member is on vacation.');
    expect(awayNoteOf([own, team, holiday('Christmas Day')], ontario, '2026-12-25')).toMatch(/every member is away/);
  });

  it('says nothing when anyone was asked or the run has no members', () => {
    expect(
      awayNoteOf(
        [holiday('Christmas Day'), { status: 'sent', awayReason: null, holidayName: null }],
        ontario,
        '2026-12-25',
      ),
    ).toBeNull();
    expect(awayNoteOf([], ontario, '2026-12-25')).toBeNull();
  });
});
