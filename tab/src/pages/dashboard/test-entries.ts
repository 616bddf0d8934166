/** Dashboard entries for the unit tests of this folder. */
import type { TDashboardEntry } from '../../../../shared/dashboard.ts';

/** A completed entry of Ann with one answer per given key; `overrides` change any field. */
/** The questions the tests' runs ask, as each entry's run asked them. */
const TEST_QUESTION_TEXT: Record<string, string> = {
  q1: 'What did you do yesterday?',
  q2: 'What will you do today?',
};

export function testEntry(
  overrides: Partial<TDashboardEntry> = {},
  answers: Record<string, string> = {},
): TDashboardEntry {
  return {
    id: 'entry-1',
    name: 'Ann Lee',
    givenName: 'Ann',
    photo: null,
    initials: 'AL',
    member_link: '/dashboard/team/report/daily/members/ann/dashboard/',
    member_history_link: '/report/history/daily/member/ann/',
    email: 'ann@example.com',
    member_id: 'ann',
    link_hash: null,
    checkin_link: null,
    remind_link: null,
    completed: true,
    vacation: false,
    blocked: false,
    goal_completed: false,
    answers_hidden: false,
    data: {
      key: '2026-11-23',
      data_fields: Object.entries(answers).map(([key, value]) => ({
        key,
        slug: `${key}-slug`,
        value,
        question: TEST_QUESTION_TEXT[key] ?? `Question ${key}`,
      })),
    },
    activity: [],
    comments_count: 0,
    reactions: {},
    last_entry_sent_difference: '1 hour ago',
    last_link_sent_difference: '2 hours ago',
    last_link_sent_at: '2026-11-23T08:00:00.000Z',
    notification_types: ['Email'],
    msgStatusPlatform: null,
    msgStatusCode: null,
    msgStatusErrorCode: null,
    human_date: 'Nov 23, 2026',
    date_link: '/dashboard/team/report/daily/date/2026-11-23/dashboard/',
    ...overrides,
  };
}
