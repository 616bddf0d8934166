import { describe, expect, it } from 'vitest';
import {
  nextSection,
  sectionOfPath,
  sectionStorageKey,
  sectionsWithErrors,
  unplacedErrors,
} from './wizard-sections.ts';

describe('wizard sections', () => {
  it('move in the order of the spec and end after Visibility', () => {
    expect(nextSection('QUESTIONS')).toBe('MEMBERS');
    expect(nextSection('SHARE')).toBe('VISIBILITY');
    expect(nextSection('VISIBILITY')).toBeNull();
  });

  it('find the section of a server field path', () => {
    expect(sectionOfPath('config.fields.0.value')).toBe('QUESTIONS');
    expect(sectionOfPath('users')).toBe('MEMBERS');
    expect(sectionOfPath('config.day_of_week')).toBe('SCHEDULE');
    expect(sectionOfPath('channel')).toBe('SHARE');
    expect(sectionOfPath('email_notifications.1')).toBe('SHARE');
    expect(sectionOfPath('report_summary_timezone')).toBe('SHARE');
    expect(sectionOfPath('reminder_one')).toBe('VISIBILITY');
    expect(sectionOfPath('name')).toBeNull();
    expect(sectionOfPath('something_else')).toBeNull();
  });

  it('list invalid sections in order and the errors no section shows', () => {
    const errors = { channel: ['A channel is required.'], users: ['Must include'], name: ['Too long'], x: ['Odd'] };
    expect(sectionsWithErrors(errors)).toEqual(['MEMBERS', 'SHARE']);
    expect(unplacedErrors(errors)).toEqual(['Odd']);
  });

  it('remember the open section per report', () => {
    expect(sectionStorageKey(null)).toBe('rollcall.wizard.section.new');
    expect(sectionStorageKey('r1')).toBe('rollcall.wizard.section.r1');
  });
});
