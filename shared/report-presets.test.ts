import { describe, expect, it } from 'vitest';
import { CUSTOM_REPORT_PRESET, findPreset, REPORT_PRESETS } from './report-presets.ts';
import { scheduleInWords } from './schedule.ts';

const words = (slug: string) => {
  const preset = findPreset(slug)!;
  return scheduleInWords({ ...preset.schedule, timeZone: 'America/Toronto' });
};

describe('report presets (spec part 3 §2.2)', () => {
  it('are the ten templates with their slugs, schedules and private flags', () => {
    expect(REPORT_PRESETS.map((p) => [p.name, p.slug, p.private])).toEqual([
      ['Daily Standup', 'daily-standup', false],
      ['Retrospective', 'retrospective', false],
      ['Weekly Update', 'weekly-update', false],
      ['Sales Report', 'sales-report', true],
      ['COVID Checkin', 'covid-checkin', true],
      ['Team Feedback', 'reflect-plan', false],
      ['Leadership update', 'leadership-update', false],
      ['WFH Check-in', 'wfh-checkin', true],
      ["One on One's", 'one-on-one', true],
      ['Meeting notes', 'meeting-notes', false],
    ]);
    expect(words('daily-standup')).toBe('every weekday at 10:00 AM');
    for (const slug of ['retrospective', 'weekly-update', 'sales-report', 'covid-checkin'])
      expect(words(slug)).toBe('every Friday at 4:00 PM');
    for (const slug of ['reflect-plan', 'leadership-update']) expect(words(slug)).toBe('every Monday at 10:00 AM');
    expect(words('wfh-checkin')).toBe('every Friday at 10:00 AM');
    for (const slug of ['one-on-one', 'meeting-notes']) expect(words(slug)).toBe('every Wednesday at 10:00 AM');
  });

  it("give One on One's four questions, turn tasks off for Meeting notes, and every other template three", () => {
    expect(findPreset('one-on-one')?.questions).toHaveLength(4);
    expect(findPreset('meeting-notes')?.tasksEnabled).toBe(false);
    for (const preset of REPORT_PRESETS.filter((p) => p.slug !== 'one-on-one'))
      expect(preset.questions, preset.slug).toHaveLength(3);
    for (const preset of REPORT_PRESETS)
      for (const question of preset.questions) expect(question.endsWith('?')).toBe(true);
  });

  it("offer a custom report with one empty question, Monday to Friday at 10:00, named 'My Custom Report'", () => {
    expect(CUSTOM_REPORT_PRESET).toMatchObject({ name: 'My Custom Report', questions: [''] });
    expect(words('custom')).toBe('every weekday at 10:00 AM');
    expect(findPreset('nope')).toBeUndefined();
  });
});
