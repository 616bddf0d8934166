/**
 * The report templates of spec part 3 §2.2: name, slug, schedule, whether answers are private,
 * and the questions each starts with. The wizard copies one into a new report; 'Build custom
 * report' starts from one empty question.
 */
import type { TSchedule } from './schedule.ts';

export interface TReportPreset {
  slug: string;
  name: string;
  summary: string;
  /** Answers visible only to the respondent, team admins and the report owner. */
  private: boolean;
  /** Task linking in answers (Meeting notes has it off). */
  tasksEnabled: boolean;
  questions: string[];
  schedule: Pick<TSchedule, 'type' | 'hour' | 'minute' | 'daysOfWeek' | 'daysOfMonth'>;
}

const weekdays = (hour: number, days: number[]) => ({
  type: 'weekly' as const,
  hour,
  minute: 0,
  daysOfWeek: days,
  daysOfMonth: [],
});
const MON_FRI = [1, 2, 3, 4, 5];

export const REPORT_PRESETS: readonly TReportPreset[] = [
  {
    slug: 'daily-standup',
    name: 'Daily Standup',
    summary: 'The classic three questions, every weekday morning.',
    private: false,
    tasksEnabled: true,
    questions: [
      'What did you do since the last standup?',
      'What will you do today?',
      'Is anything blocking your progress?',
    ],
    schedule: weekdays(10, MON_FRI),
  },
  {
    slug: 'retrospective',
    name: 'Retrospective',
    summary: 'Look back on the week together and decide what to change.',
    private: false,
    tasksEnabled: true,
    questions: ['What went well this week?', 'What could have gone better?', 'What will we try differently next week?'],
    schedule: weekdays(16, [5]),
  },
  {
    slug: 'weekly-update',
    name: 'Weekly Update',
    summary: 'What got done, what comes next, and what is at risk.',
    private: false,
    tasksEnabled: true,
    questions: [
      'What did you accomplish this week?',
      'What are your priorities for next week?',
      'Is anything blocking you or at risk?',
    ],
    schedule: weekdays(16, [5]),
  },
  {
    slug: 'sales-report',
    name: 'Sales Report',
    summary: "The week's pipeline from each seller, seen by the sales lead only.",
    private: true,
    tasksEnabled: true,
    questions: [
      'How many qualified conversations did you have this week?',
      'Which deals moved forward, and what is the next step for each?',
      'Which deals are at risk, and what help do you need?',
    ],
    schedule: weekdays(16, [5]),
  },
  {
    slug: 'covid-checkin',
    name: 'COVID Checkin',
    summary: 'A private weekly check on how people are doing.',
    private: true,
    tasksEnabled: false,
    questions: [
      'How are you feeling this week, physically and mentally?',
      'Is anything about your situation making work harder right now?',
      'What could the team or the company do to support you?',
    ],
    schedule: weekdays(16, [5]),
  },
  {
    slug: 'reflect-plan',
    name: 'Team Feedback',
    summary: 'Reflect on last week and plan this one, with feedback for the team.',
    private: false,
    tasksEnabled: true,
    questions: [
      'What did you learn last week?',
      'What will you focus on this week?',
      'What feedback do you have for the team?',
    ],
    schedule: weekdays(10, [1]),
  },
  {
    slug: 'leadership-update',
    name: 'Leadership update',
    summary: 'Results, priorities and decisions from each team lead, every Monday.',
    private: false,
    tasksEnabled: true,
    questions: [
      "What were your team's key results last week?",
      'What are the top priorities this week?',
      'Which risks or decisions need leadership attention?',
    ],
    schedule: weekdays(10, [1]),
  },
  {
    slug: 'wfh-checkin',
    name: 'WFH Check-in',
    summary: 'How remote work is going, asked privately every Friday.',
    private: true,
    tasksEnabled: false,
    questions: [
      'How did working from home go this week?',
      'What helped you stay focused and connected?',
      'What would make remote work easier for you?',
    ],
    schedule: weekdays(10, [5]),
  },
  {
    slug: 'one-on-one',
    name: "One on One's",
    summary: 'Prepare your one-on-ones: four questions before you meet.',
    private: true,
    tasksEnabled: true,
    questions: [
      'How are you feeling about your work lately?',
      'What are you most proud of since our last one-on-one?',
      'What is getting in your way, and how can I help?',
      'What would you like to talk about when we meet?',
    ],
    schedule: weekdays(10, [3]),
  },
  {
    slug: 'meeting-notes',
    name: 'Meeting notes',
    summary: 'Collect notes, decisions and action items after a weekly meeting.',
    private: false,
    tasksEnabled: false,
    questions: ['What was discussed?', 'What decisions were made?', 'What are the action items, and who owns them?'],
    schedule: weekdays(10, [3]),
  },
];

/** 'Build custom report': one empty text question, Monday to Friday at 10:00. */
export const CUSTOM_REPORT_PRESET: TReportPreset = {
  slug: 'custom',
  name: 'My Custom Report',
  summary: 'Start from a blank report and write your own questions.',
  private: false,
  tasksEnabled: true,
  questions: [''],
  schedule: weekdays(10, MON_FRI),
};

/** A template by slug (including 'custom'), or undefined. */
export function findPreset(slug: string): TReportPreset | undefined {
  return slug === CUSTOM_REPORT_PRESET.slug
    ? CUSTOM_REPORT_PRESET
    : REPORT_PRESETS.find((preset) => preset.slug === slug);
}
