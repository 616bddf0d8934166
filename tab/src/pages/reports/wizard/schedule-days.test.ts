import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, reportFormErrors, type TReportForm, ZReportForm } from '../../../../../shared/reports.ts';
import { scheduleSentence } from '../../../../../shared/schedule.ts';
import { formSchedule, toggleMonthDay, toggleWeekday, withRunTime, withScheduleType } from './schedule-days.ts';
import { errorsUnder, fieldError } from './schedule-field-errors.ts';

function makeForm(change: Partial<TReportForm> = {}): TReportForm {
  const form = ZReportForm.parse({ config: { fields: [{ type: 'text', value: 'What did you do?' }] }, users: ['u1'] });
  return { ...form, ...change };
}

describe('weekday toggles', () => {
  it('turns a day on and off (Sunday = 0)', () => {
    expect(toggleWeekday('1-5', 5)).toBe('1,2,3,4');
    expect(toggleWeekday('1,2,3,4', 5)).toBe('1,2,3,4,5');
    expect(toggleWeekday('1-5', 0)).toBe('0,1,2,3,4,5');
    expect(toggleWeekday('*', 6)).toBe('0,1,2,3,4,5');
    expect(toggleWeekday('', 3)).toBe('3');
  });

  it('means every day when no day is left or all are on', () => {
    expect(toggleWeekday('3', 3)).toBe('*');
    expect(toggleWeekday('0,1,2,3,4,5', 6)).toBe('*');
  });
});

describe('day of month grid', () => {
  it('permits one day on a monthly report', () => {
    expect(toggleMonthDay('', 15, 'monthly')).toBe('15');
    expect(toggleMonthDay('1', 15, 'monthly')).toBe('15');
    expect(toggleMonthDay('1,15', 15, 'monthly')).toBe('15');
    expect(toggleMonthDay('15', 15, 'monthly')).toBe('');
  });

  it('permits several days on a custom report, sorted, and none clears to an empty choice', () => {
    expect(toggleMonthDay('15', 1, 'custom')).toBe('1,15');
    expect(toggleMonthDay('1,15', 31, 'custom')).toBe('1,15,31');
    expect(toggleMonthDay('1,15', 1, 'custom')).toBe('15');
    expect(toggleMonthDay('15', 15, 'custom')).toBe('');
    expect(toggleMonthDay('*', 2, 'custom').split(',')).toHaveLength(30);
  });
});

describe('changing the schedule type', () => {
  it('clears the chosen days: weekly means every day, monthly and custom must pick', () => {
    const weekly = makeForm({ schedule: 'weekly' });
    const monthly = withScheduleType(weekly, 'monthly');
    expect(monthly.schedule).toBe('monthly');
    expect(monthly.config.day_of_month).toBe('');
    expect(reportFormErrors(monthly)['config.day_of_month']).toEqual([REPORT_MESSAGES.dayRequired]);

    const custom = withScheduleType({ ...monthly, config: { ...monthly.config, day_of_month: '3' } }, 'custom');
    expect(custom.config.day_of_month).toBe('');

    const back = withScheduleType({ ...custom, config: { ...custom.config, day_of_week: '1,3' } }, 'weekly');
    expect(back.config.day_of_week).toBe('*');
    expect(reportFormErrors(back)).toEqual({});
  });

  it('keeps the form when the type does not change', () => {
    const form = makeForm();
    expect(withScheduleType(form, 'weekly')).toBe(form);
  });
});

describe('run time and the readable sentence', () => {
  it('sets hour, minute and time_value together', () => {
    const form = withRunTime(makeForm(), { hour: 16, minute: 30 });
    expect(form.config).toMatchObject({ hour: 16, minute: 30, time_value: '16:30' });
  });

  it('describes the default weekly schedule', () => {
    const schedule = formSchedule(makeForm());
    expect(schedule && scheduleSentence(schedule)).toBe(
      'This report will run every weekday at 10:00 AM in the America/Toronto timezone',
    );
  });

  it('describes monthly and custom days, and nothing while the days are not a valid choice', () => {
    const form = makeForm();
    const monthly = { ...form, schedule: 'monthly' as const, config: { ...form.config, day_of_month: '15' } };
    expect(formSchedule(monthly)).toMatchObject({ type: 'monthly', daysOfMonth: [15] });
    expect(formSchedule({ ...monthly, config: { ...monthly.config, day_of_month: '1,15' } })).toBeUndefined();
    expect(formSchedule({ ...monthly, config: { ...monthly.config, day_of_month: '' } })).toBeUndefined();
    const custom = { ...monthly, schedule: 'custom' as const, config: { ...monthly.config, day_of_month: '1,15' } };
    const schedule = formSchedule(custom);
    expect(schedule && scheduleSentence(schedule)).toBe(
      'This report will run on the 1st and 15th of every month at 10:00 AM in the America/Toronto timezone',
    );
    expect(formSchedule({ ...form, config: { ...form.config, day_of_week: 'x' } })).toBeUndefined();
  });
});

describe('field errors', () => {
  const errors = { channel: ['A channel is required.'], 'email_notifications.1': ['Invalid email address'] };

  it('joins the messages of the given paths, undefined when none', () => {
    expect(fieldError(errors, 'channel')).toBe('A channel is required.');
    expect(fieldError(errors, 'config.hour', 'config.minute')).toBeUndefined();
    expect(fieldError({ a: ['x'], b: ['x', 'y'] }, 'a', 'b')).toBe('x y');
  });

  it('collects the messages under a prefix', () => {
    expect(errorsUnder(errors, 'email_notifications')).toEqual(['Invalid email address']);
    expect(errorsUnder({ email_notifications_x: ['no'] }, 'email_notifications')).toEqual([]);
  });
});
