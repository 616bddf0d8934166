/**
 * The demo tour's sample team (spec part 1 §4, part 3 §2.8): the Product Team, five people in five
 * time zones, and its Daily Standup with today's run (four answers, one blocked, goals, comments and
 * reactions, one member still to answer) and about three weeks of history. Everything is built in
 * the shapes of the real API contracts (dashboard, check-in, history), dated relative to `now`, so
 * the tour draws the product's own components without a database or a sign-in.
 */
import { initialsOf, type TCheckinContext, type TCheckinQuestion } from './checkins.ts';
import type { TComment, TDashboardEntry, TDashboardQuestion, TReactionsMap, TRunDashboard } from './dashboard.ts';
import { DEMO_TOUR_STEPS, demoStepPath } from './demo-tour.ts';
import type { THistoryRow, TReportHistory } from './history.ts';
import { REPORT_PRESETS } from './report-presets.ts';
import { percentOf, reportStats } from './reports.ts';
import { addDaysToKey, durationInWords, humanDate, localDateKey, shortDate } from './zoned-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The report's zone: its runs are dated in New York. */
export const DEMO_REPORT_ZONE = 'America/New_York';
export const DEMO_TEAM = { slug: 'product-team', name: 'Product Team' } as const;
export const DEMO_REPORT = { id: 'daily-standup', slug: 'daily-standup', name: 'Daily Standup' } as const;
/** How many past runs the history shows besides today's (three working weeks). */
export const DEMO_PAST_RUNS = 15;

export interface TDemoPerson {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  city: string;
  timeZone: string;
}

/** The team, in the order their cards show. The last one is the visitor's seat: 'you'. */
export const DEMO_PEOPLE = [
  {
    id: 'maya-patel',
    firstName: 'Maya',
    lastName: 'Patel',
    role: 'Product manager',
    city: 'New York',
    timeZone: 'America/New_York',
  },
  {
    id: 'lukas-schmidt',
    firstName: 'Lukas',
    lastName: 'Schmidt',
    role: 'Backend engineer',
    city: 'Berlin',
    timeZone: 'Europe/Berlin',
  },
  {
    id: 'priya-nair',
    firstName: 'Priya',
    lastName: 'Nair',
    role: 'Product designer',
    city: 'Bengaluru',
    timeZone: 'Asia/Kolkata',
  },
  {
    id: 'tomas-silva',
    firstName: 'Tomás',
    lastName: 'Silva',
    role: 'Frontend engineer',
    city: 'São Paulo',
    timeZone: 'America/Sao_Paulo',
  },
  {
    id: 'jordan-lee',
    firstName: 'Jordan',
    lastName: 'Lee',
    role: 'Mobile engineer (you)',
    city: 'San Francisco',
    timeZone: 'America/Los_Angeles',
  },
] as const satisfies readonly TDemoPerson[];

type TDemoPersonId = (typeof DEMO_PEOPLE)[number]['id'];

/** The visitor plays Jordan: the one member who has not checked in yet. */
export const DEMO_VIEWER_ID: TDemoPersonId = 'jordan-lee';

const fullName = (person: TDemoPerson) => `${person.firstName} ${person.lastName}`;
const personById = (id: TDemoPersonId): TDemoPerson => DEMO_PEOPLE.find((person) => person.id === id)!;
const demoEmail = (person: TDemoPerson) => `${person.firstName.toLowerCase()}@product-team.example`;

const QUESTION_KEYS = ['since', 'today', 'blockers'] as const;
const DAILY_STANDUP = REPORT_PRESETS.find((preset) => preset.slug === 'daily-standup')!;

/** The Daily Standup's three questions, as the real template asks them. */
export const DEMO_QUESTIONS: readonly TCheckinQuestion[] = QUESTION_KEYS.map((key, index) => ({
  key,
  slug: key,
  type: 'text',
  text: DAILY_STANDUP.questions[index]!,
}));

type TAnswers = Record<(typeof QUESTION_KEYS)[number], string>;

interface TSampleEntry {
  person: TDemoPersonId;
  /** Minutes after the run opened. */
  answeredAfter: number;
  answers: TAnswers;
  goalCompleted: boolean;
  blocked: boolean;
  reactions: Partial<Record<string, readonly TDemoPersonId[]>>;
  comments: readonly { by: TDemoPersonId; after: number; text: string }[];
}

const TODAY_ENTRIES: readonly TSampleEntry[] = [
  {
    person: 'maya-patel',
    answeredAfter: 12,
    answers: {
      since: 'Wrote the release notes for **2.4** and walked support through the new onboarding flow.',
      today: '- Sign off the beta feedback summary\n- Plan next sprint with Priya',
      blockers: 'Nothing.',
    },
    goalCompleted: true,
    blocked: false,
    reactions: { tada: ['lukas-schmidt', 'jordan-lee'] },
    comments: [],
  },
  {
    person: 'lukas-schmidt',
    answeredAfter: 20,
    answers: {
      since: 'Finished the payment webhook retries and their tests.',
      today: 'Deploy the retries to staging and watch the error rate.',
      blockers: 'Staging credentials expired overnight; I cannot deploy until platform renews them.',
    },
    goalCompleted: false,
    blocked: true,
    reactions: { eyes: ['maya-patel'] },
    comments: [
      { by: 'maya-patel', after: 35, text: 'I asked the platform team, they are renewing them now.' },
      { by: 'priya-nair', after: 50, text: 'Ping me if you want a hand testing the retry screens.' },
    ],
  },
  {
    person: 'priya-nair',
    answeredAfter: 45,
    answers: {
      since: 'Usability test of the new settings page with five customers.',
      today: 'Turn the findings into three design changes and share them in Figma.',
      blockers: 'None.',
    },
    goalCompleted: true,
    blocked: false,
    reactions: { '+1': ['maya-patel', 'tomas-silva'], fire: ['lukas-schmidt'] },
    comments: [{ by: 'jordan-lee', after: 70, text: 'Can I sit in on the next round? The mobile app needs it too.' }],
  },
  {
    person: 'tomas-silva',
    answeredAfter: 95,
    answers: {
      since: 'Reviewed two pull requests and fixed the date picker on Safari.',
      today: 'Pair with Lukas on the retry screens once staging is back.',
      blockers: 'No blockers.',
    },
    goalCompleted: false,
    blocked: false,
    reactions: {},
    comments: [],
  },
];

/** Jordan's answers of the previous run: the check-in's 'Previous response'. */
const JORDAN_PREVIOUS: TAnswers = {
  since: 'Shipped the offline mode of the iOS app to TestFlight.',
  today: 'Fix the two crashes testers reported and start on push notifications.',
  blockers: 'Waiting on the new App Store certificate.',
};

/** The visitor's own check-in: 'hash' of the sandbox (never sent anywhere). */
export const DEMO_CHECKIN_HASH = 'demo';

/** When today's run opened: three hours before `now`, so every time on the page is in the past. */
function openedAt(now: Date): Date {
  return new Date(now.getTime() - 3 * HOUR_MS);
}

/** '3 hours 30 minutes ago', '2 days ago': the words the server uses for the entry times. */
export function demoAgo(now: Date, instant: Date): string {
  const elapsed = Math.max(0, now.getTime() - instant.getTime());
  if (elapsed >= DAY_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  }
  return `${durationInWords(elapsed)} ago`;
}

function reactionsOf(sample: TSampleEntry): TReactionsMap {
  const map: TReactionsMap = {};
  for (const [emoji, people] of Object.entries(sample.reactions)) {
    if (!people || people.length === 0) continue;
    map[emoji] = Object.fromEntries(people.map((id) => [id, fullName(personById(id))]));
  }
  return map;
}

/** The fields every entry of the sample run shares, for `person`. */
function baseEntry(person: TDemoPerson, key: string, opened: Date, now: Date): TDashboardEntry {
  const name = fullName(person);
  const own = person.id === DEMO_VIEWER_ID;
  return {
    id: `demo-entry-${person.id}`,
    name,
    givenName: person.firstName,
    photo: null,
    initials: initialsOf(name),
    member_link: demoStepPath('history'),
    member_history_link: demoStepPath('history'),
    email: demoEmail(person),
    member_id: person.id,
    link_hash: own ? DEMO_CHECKIN_HASH : null,
    checkin_link: own ? demoStepPath('checkin') : null,
    remind_link: null,
    completed: false,
    vacation: false,
    blocked: false,
    goal_completed: false,
    answers_hidden: false,
    data: { key, data_fields: [] },
    activity: [],
    comments_count: 0,
    reactions: {},
    last_entry_sent_difference: null,
    last_link_sent_difference: demoAgo(now, opened),
    last_link_sent_at: opened.toISOString(),
    asked_local: null,
    notification_types: ['Slack'],
    msgStatusPlatform: null,
    msgStatusCode: null,
    msgStatusErrorCode: null,
    human_date: shortDate(key),
    date_link: demoStepPath(DEMO_TOUR_STEPS[0]),
  };
}

/** The answers of a check-in as the dashboard shows them, in question order. */
export function demoDataFields(answers: Readonly<Record<string, string>>): TDashboardEntry['data']['data_fields'] {
  return DEMO_QUESTIONS.map((question) => ({
    key: question.key,
    slug: question.slug,
    value: answers[question.key] ?? '',
    question: question.text,
  }));
}

function answeredEntry(sample: TSampleEntry, key: string, opened: Date, now: Date): TDashboardEntry {
  const person = personById(sample.person);
  const submitted = new Date(opened.getTime() + sample.answeredAfter * MINUTE_MS);
  return {
    ...baseEntry(person, key, opened, now),
    completed: true,
    blocked: sample.blocked,
    goal_completed: sample.goalCompleted,
    data: { key, data_fields: demoDataFields(sample.answers) },
    comments_count: sample.comments.length,
    reactions: reactionsOf(sample),
    last_entry_sent_difference: demoAgo(now, submitted),
  };
}

function commentsOf(sample: TSampleEntry, opened: Date): TComment[] {
  return sample.comments.map((comment, index) => {
    const name = fullName(personById(comment.by));
    return {
      id: `demo-comment-${sample.person}-${index + 1}`,
      user_id: comment.by,
      name,
      photo: null,
      initials: initialsOf(name),
      comment: comment.text,
      created_at: new Date(opened.getTime() + comment.after * MINUTE_MS).toISOString(),
      can_delete: comment.by === DEMO_VIEWER_ID,
    };
  });
}

/** Participation, goals and blockers of the sample run from its entries (part 3 §9 formulas). */
function summaryOf(entries: readonly TDashboardEntry[]): TRunDashboard['summary'] {
  const answered = entries.filter((entry) => entry.completed);
  const linked = entries.filter((entry) => !entry.vacation);
  return {
    total: entries.length,
    answered: answered.length,
    report_name: DEMO_REPORT.name,
    goal_tracking_enabled: true,
    stats: reportStats({
      entries: answered.length,
      links: linked.length,
      goals: answered.filter((entry) => entry.goal_completed).length,
      blocked: answered.filter((entry) => entry.blocked).length,
    }),
  };
}

/** The previous working day of a YYYY-MM-DD key (Friday before a Monday). */
function previousWeekday(key: string): string {
  let day = addDaysToKey(key, -1);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDaysToKey(day, -1);
  return day;
}

/** How past runs went, oldest first: [answered, goals, blockers, on vacation]. */
const PAST_RUNS: readonly (readonly [number, number, number, number])[] = [
  [5, 3, 0, 0],
  [4, 2, 1, 0],
  [5, 4, 0, 0],
  [4, 3, 1, 1],
  [4, 2, 0, 1],
  [3, 2, 1, 0],
  [5, 3, 0, 0],
  [5, 4, 1, 0],
  [4, 3, 0, 0],
  [5, 2, 2, 0],
  [4, 3, 1, 0],
  [5, 4, 0, 0],
  [3, 1, 1, 0],
  [5, 3, 0, 0],
  [5, 4, 1, 0],
];

function historyRow(
  key: string,
  counts: { answered: number; goals: number; blocked: number; links: number },
  inProgress: boolean,
): THistoryRow {
  return {
    report_date: key,
    long_human_date: humanDate(key),
    human_date: shortDate(key),
    participation: counts.answered,
    participation_percent: percentOf(counts.answered, counts.links),
    goals: counts.goals,
    goal_percent: percentOf(counts.goals, counts.answered),
    blockers: counts.blocked,
    blocker_percent: percentOf(counts.blocked, counts.answered),
    links_count: counts.links,
    date_link: demoStepPath(DEMO_TOUR_STEPS[0]),
    in_progress: inProgress,
  };
}

/** The report's history up to `run` (today's row in progress, counted from the run as it stands). */
export function demoHistoryOf(run: TRunDashboard): TReportHistory {
  const today = run.key!;
  const pastKeys: string[] = [];
  let key = today;
  for (let index = 0; index < DEMO_PAST_RUNS; index++) {
    key = previousWeekday(key);
    pastKeys.unshift(key);
  }
  const rows = pastKeys.map((past, index) => {
    const [answered, goals, blocked, away] = PAST_RUNS[index % PAST_RUNS.length]!;
    return historyRow(past, { answered, goals, blocked, links: DEMO_PEOPLE.length - away }, false);
  });
  const { stats } = run.summary;
  rows.push(
    historyRow(
      today,
      { answered: stats.entries_count, goals: stats.goal_count, blocked: stats.blocked_count, links: stats.links },
      true,
    ),
  );
  return {
    report_name: DEMO_REPORT.name,
    report_id: DEMO_REPORT.id,
    report_slug: DEMO_REPORT.slug,
    team_slug: DEMO_TEAM.slug,
    team_name: DEMO_TEAM.name,
    time_zone: DEMO_REPORT_ZONE,
    goal_tracking_enabled: true,
    rows,
    members: DEMO_PEOPLE.map((person) => ({
      member_id: person.id,
      name: fullName(person),
      history_link: demoStepPath('history'),
    })),
    side_panel: {
      team_members_count: DEMO_PEOPLE.length,
      report_members_count: DEMO_PEOPLE.length,
      reports_last_30_days: rows.length,
      export_links: [],
    },
    plan_history_days: null,
  };
}

export interface TDemoSample {
  /** Today's run as GET /api/v1/dashboard/.../date/{key}/ answers it. */
  run: TRunDashboard;
  /** Comments by entry id, as POST /api/v1/dashboard_comments/ (load-comments) answers them. */
  comments: Readonly<Record<string, TComment[]>>;
  /** The visitor's open check-in, as GET /api/v1/checkin/{hash}/ answers it. */
  checkin: TCheckinContext;
  /** The report's history, as GET /api/v1/report/history/{report}/ answers it. */
  history: TReportHistory;
}

/** The whole sample, dated so that today's run opened three hours before `now`. */
export function buildDemoSample(now: Date): TDemoSample {
  const opened = openedAt(now);
  const key = localDateKey(opened, DEMO_REPORT_ZONE);
  const answered = new Map(TODAY_ENTRIES.map((sample) => [sample.person, sample]));
  const entries = DEMO_PEOPLE.map((person) => {
    const sample = answered.get(person.id);
    return sample ? answeredEntry(sample, key, opened, now) : baseEntry(person, key, opened, now);
  });
  const questions: TDashboardQuestion[] = DEMO_QUESTIONS.map(({ key: questionKey, slug, text }) => ({
    key: questionKey,
    slug,
    text,
  }));
  const run: TRunDashboard = {
    entry_date: key,
    long_date: humanDate(key),
    time_zone: DEMO_REPORT_ZONE,
    report_name: DEMO_REPORT.name,
    report_id: DEMO_REPORT.id,
    report_slug: DEMO_REPORT.slug,
    team_slug: DEMO_TEAM.slug,
    team_name: DEMO_TEAM.name,
    key,
    previous_report_key: null,
    next_report_key: null,
    other_reports: [],
    is_private_report: false,
    goal_tracking_enabled: true,
    dashboard_actions: {
      broadcast_label: '',
      channel_label: '#product-standup on Slack',
      is_email_summary_scheduled: true,
      is_email_summary_sent: false,
      email_label: 'All participants',
      summary_at: new Date(opened.getTime() + 6 * HOUR_MS).toISOString(),
    },
    links: {
      history: demoStepPath('history'),
      manage: null,
      checkin: demoStepPath('checkin'),
      resend_summary: null,
      question_view: null,
      grid_view: null,
    },
    permissions: { can_manage: false, own_checkin_link: demoStepPath('checkin') },
    questions,
    entries,
    summary: summaryOf(entries),
  };
  const viewer = personById(DEMO_VIEWER_ID);
  const checkin: TCheckinContext = {
    hash: DEMO_CHECKIN_HASH,
    key,
    date: humanDate(key),
    time_zone: DEMO_REPORT_ZONE,
    report_name: DEMO_REPORT.name,
    team_name: DEMO_TEAM.name,
    member: { name: fullName(viewer), initials: initialsOf(fullName(viewer)), photo_url: null },
    form: { rfields: [...DEMO_QUESTIONS] },
    answers: Object.fromEntries(QUESTION_KEYS.map((questionKey) => [questionKey, ''])),
    goal_completed: false,
    blocked: false,
    goal_tracking_enabled: true,
    is_draft: true,
    last_entry_data: { date: humanDate(previousWeekday(key)), answers: { ...JORDAN_PREVIOUS } },
    previous: null,
    next: null,
    is_asana_connected: false,
    is_clubhouse_connected: false,
    is_azuredevops_connected: false,
    is_jira_connected: false,
    is_trello_connected: false,
    is_github_connected: false,
    is_planner_connected: false,
  };
  const comments = Object.fromEntries(
    TODAY_ENTRIES.map((sample) => [`demo-entry-${sample.person}`, commentsOf(sample, opened)]),
  );
  return { run, comments, checkin, history: demoHistoryOf(run) };
}

/** What the visitor submitted in the sandboxed check-in. */
export interface TDemoSubmission {
  answers: Readonly<Record<string, string>>;
  goalCompleted: boolean;
  blocked: boolean;
  submittedAt: Date;
}

/**
 * The run once the visitor's check-in is submitted: their card shows the answers and the summary
 * counts them, exactly as the server would answer after a real submission.
 */
export function runWithDemoCheckin(run: TRunDashboard, submission: TDemoSubmission, now: Date): TRunDashboard {
  const entries = run.entries.map((entry) =>
    entry.member_id === DEMO_VIEWER_ID
      ? {
          ...entry,
          completed: true,
          goal_completed: submission.goalCompleted,
          blocked: submission.blocked,
          data: { key: entry.data.key, data_fields: demoDataFields(submission.answers) },
          last_entry_sent_difference: demoAgo(now, submission.submittedAt),
        }
      : entry,
  );
  return { ...run, entries, summary: summaryOf(entries) };
}

/** The visitor's seat as the dashboard's viewer: whose reactions show as pressed, whose comments can go. */
export const DEMO_VIEWER = {
  id: DEMO_VIEWER_ID,
  name: fullName(personById(DEMO_VIEWER_ID)),
} as const;
