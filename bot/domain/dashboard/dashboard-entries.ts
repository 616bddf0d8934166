/**
 * One builder for the dashboard entry of spec part 3 §3, shared by the run, member and hashtag
 * views, and the reads that go with a page of entries (comment counts and reactions in one query
 * for the whole page): a run of 500 members answers with a fixed number of queries.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { initialsOf } from '../../../shared/checkins.ts';
import {
  gridDashboardPath,
  memberDashboardPath,
  type TDashboardEntry,
  type TDashboardQuestion,
  type TReactionsMap,
} from '../../../shared/dashboard.ts';
import { memberHistoryPath } from '../../../shared/history.ts';
import { AWAY_REASONS, type TAwayReason } from '../../../shared/holidays.ts';
import { durationInWords, shortDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, dashboardComments, dashboardReactions, type TStoredQuestion, users } from '../../db/schema/index.ts';
import { resultRows } from '../../db/sql-arrays.ts';
import { displayName } from '../accounts/find-user.ts';
import { memberDayActivitySql, parseMemberDayActivity } from '../activity/member-day-activity.ts';
import { channelLabel, serviceOfChannel } from '../platforms/platform-names.ts';
import { canSeeAnswersOf, type TAnswerVisibility } from '../reports/answer-visibility.ts';
import { jsonRows, parseJsonRows } from './json-rows.ts';

/** The check-in and member columns an entry is built from (selected by entryColumns). */

export const entryColumns = {
  id: checkins.id,
  userId: checkins.userId,
  hash: checkins.hash,
  status: checkins.status,
  awayReason: checkins.awayReason,
  holidayName: checkins.holidayName,
  answers: checkins.answers,
  goalCompleted: checkins.goalCompleted,
  blocked: checkins.blocked,
  channels: checkins.channels,
  sentAt: checkins.sentAt,
  promptAt: checkins.promptAt,
  promptTimeZone: checkins.promptTimeZone,
  submittedAt: checkins.submittedAt,
  msgStatusPlatform: checkins.msgStatusPlatform,
  msgStatusCode: checkins.msgStatusCode,
  msgStatusErrorCode: checkins.msgStatusErrorCode,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userSlug: users.slug,
  photoUrl: users.photoUrl,
};

export interface TEntryRow {
  id: string;
  userId: string;
  hash: string;
  status: string;
  /** Why a vacation check-in is away (vacation, team_vacation, holiday); null on older runs. */
  awayReason: string | null;
  holidayName: string | null;
  answers: Record<string, string>;
  goalCompleted: boolean;
  blocked: boolean;
  channels: string[];
  sentAt: Date | null;
  /** Set for a member asked in their own zone: when, and the zone. */
  promptAt: Date | null;
  promptTimeZone: string | null;
  submittedAt: Date | null;
  msgStatusPlatform: string | null;
  msgStatusCode: number | null;
  msgStatusErrorCode: string | null;
  firstName: string;
  lastName: string;
  email: string;
  userSlug: string;
  photoUrl: string | null;
}

/** Where the entries of a page come from: a whole run, or a list of check-ins. */
export type TEntrySelection = { runId: string } | { checkinIds: readonly string[] };

/** What is the same for every entry of one report on a page. */
export interface TEntryReport {
  slug: string;
  name: string;
  teamSlug: string;
  visibility: TAnswerVisibility;
}

/** What the viewer may do and when it is, for every entry of a page. */
export interface TEntryViewer {
  userId: string;
  canManage: boolean;
  now: Date;
}

export interface TEntryExtras {
  commentCounts: Map<string, number>;
  reactions: Map<string, TReactionsMap>;
  /** The member's work-tool activity of the run's day, by check-in (absent: none). */
  activity?: Map<string, TDashboardEntry['activity']>;
}

/** The questions of a run as the dashboard shows them. */
export function dashboardQuestions(questions: readonly TStoredQuestion[]): TDashboardQuestion[] {
  return questions.map((question) => ({ key: question.key, slug: question.key, text: question.value }));
}

function selectionWhere(selection: TEntrySelection): SQL | null {
  if ('runId' in selection) return eq(checkins.runId, selection.runId);
  return selection.checkinIds.length === 0 ? null : inArray(checkins.id, [...selection.checkinIds]);
}

/** Comment counts and reactions of the selected entries, in one query. */
export async function loadEntryExtras(db: TDb, selection: TEntrySelection): Promise<TEntryExtras> {
  const commentCounts = new Map<string, number>();
  const reactions = new Map<string, TReactionsMap>();
  const where = selectionWhere(selection);
  if (!where) return { commentCounts, reactions };
  const counts = jsonRows(
    { checkinId: dashboardComments.checkinId, n: sql`count(*)::int` },
    sql`from ${dashboardComments} inner join ${checkins} on ${checkins.id} = ${dashboardComments.checkinId}
      where ${where} group by ${dashboardComments.checkinId}`,
  );
  const reacted = jsonRows(
    {
      checkinId: dashboardReactions.checkinId,
      emoji: dashboardReactions.emoji,
      userId: dashboardReactions.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      at: dashboardReactions.createdAt,
    },
    sql`from ${dashboardReactions}
      inner join ${checkins} on ${checkins.id} = ${dashboardReactions.checkinId}
      inner join ${users} on ${users.id} = ${dashboardReactions.userId}
      where ${where}`,
    ['at'],
  );
  const result = await db.execute(
    sql`select ${counts} as counts, ${reacted} as reactions, ${memberDayActivitySql(where)} as activity`,
  );
  const [row] = resultRows<{ counts: string; reactions: string; activity: string }>(result);
  for (const { checkinId, n } of parseJsonRows<{ checkinId: string; n: number }>(row?.counts))
    commentCounts.set(checkinId, n);
  type TReactionRow = {
    checkinId: string;
    emoji: string;
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
  };
  for (const reaction of parseJsonRows<TReactionRow>(row?.reactions)) {
    let map = reactions.get(reaction.checkinId);
    if (!map) {
      map = {};
      reactions.set(reaction.checkinId, map);
    }
    map[reaction.emoji] ??= {};
    map[reaction.emoji]![reaction.userId] = displayName(reaction);
  }
  return { commentCounts, reactions, activity: parseMemberDayActivity(row?.activity) };
}

/** The entries of a whole run, ordered by first name then email: one query, read as JSON. */
export async function loadRunEntries(db: TDb, runId: string): Promise<TEntryRow[]> {
  const result = await db.execute(
    sql`select ${jsonRows(
      entryColumns,
      sql`from ${checkins} inner join ${users} on ${users.id} = ${checkins.userId} where ${checkins.runId} = ${runId}`,
      ['firstName', 'email'],
    )} as rows`,
  );
  const [row] = resultRows<{ rows: string }>(result);
  return parseJsonRows<
    Omit<TEntryRow, 'sentAt' | 'promptAt' | 'submittedAt'> & {
      sentAt: string | null;
      promptAt: string | null;
      submittedAt: string | null;
    }
  >(row?.rows).map((entry) => ({
    ...entry,
    sentAt: entry.sentAt === null ? null : new Date(entry.sentAt),
    promptAt: entry.promptAt === null ? null : new Date(entry.promptAt),
    submittedAt: entry.submittedAt === null ? null : new Date(entry.submittedAt),
  }));
}

const DAY_MS = 86_400_000;

/** The stored reason as the contract has it (an unknown value reads as none). */
function awayReasonOf(value: string | null): TAwayReason | null {
  return (AWAY_REASONS as readonly string[]).includes(value ?? '') ? (value as TAwayReason) : null;
}

/** '10:00 GMT+5:30': when a member with their own zone is asked, on their clock; null otherwise. */
export function localPromptTime(row: Pick<TEntryRow, 'promptAt' | 'promptTimeZone'>): string | null {
  if (!row.promptAt || !row.promptTimeZone) return null;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: row.promptTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(row.promptAt);
}

/** '3 hours 30 minutes ago' within a day, then '2 days ago' (hours stop meaning much). */
function ago(now: Date, instant: Date | null): string | null {
  if (!instant) return null;
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed >= DAY_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  }
  return `${durationInWords(elapsed)} ago`;
}

/**
 * One entry. Answers (and the goal and blocker marks, comments and reactions that go with them)
 * are left out when the viewer may not read them; `onlyTag` keeps only the answers carrying it.
 */
export function dashboardEntryOf(
  row: TEntryRow,
  /** summarySentAt, when known: a run closed by its summary offers no Remind. */
  run: { key: string; questions: readonly TStoredQuestion[]; summarySentAt?: Date | string | null },
  report: TEntryReport,
  viewer: TEntryViewer,
  extras: TEntryExtras,
  options: { reportName?: boolean; answerFilter?: (answer: string) => boolean } = {},
): TDashboardEntry {
  const name = displayName(row);
  const completed = row.status === 'submitted';
  const vacation = row.status === 'vacation';
  const own = row.userId === viewer.userId;
  const visible = canSeeAnswersOf(report.visibility, row.userId);
  const dataFields: TDashboardEntry['data']['data_fields'] = [];
  if (visible && completed) {
    for (const question of run.questions) {
      const value = row.answers[question.key] ?? '';
      if (options.answerFilter && !options.answerFilter(value)) continue;
      dataFields.push({ key: question.key, slug: question.key, value, question: question.value });
    }
  }
  const entry: TDashboardEntry = {
    id: row.id,
    name,
    givenName: row.firstName || name,
    photo: row.photoUrl,
    initials: initialsOf(name),
    member_link: memberDashboardPath(report.teamSlug, report.slug, row.userSlug),
    member_history_link: memberHistoryPath(report.slug, row.userSlug),
    email: row.email,
    member_id: row.userSlug,
    link_hash: own ? row.hash : null,
    checkin_link: own && !vacation ? `/checkin/${row.hash}/` : null,
    remind_link:
      !completed && !vacation && !run.summarySentAt && (viewer.canManage || own)
        ? `/report/send_reminder/${row.id}/`
        : null,
    completed,
    vacation,
    away_reason: vacation ? awayReasonOf(row.awayReason) : null,
    holiday_name: vacation && row.awayReason === 'holiday' ? row.holidayName : null,
    blocked: visible && completed && row.blocked,
    goal_completed: visible && completed && row.goalCompleted,
    answers_hidden: !visible,
    data: { key: run.key, data_fields: dataFields },
    activity: visible ? (extras.activity?.get(row.id) ?? []) : [],
    comments_count: visible ? (extras.commentCounts.get(row.id) ?? 0) : 0,
    reactions: visible ? (extras.reactions.get(row.id) ?? {}) : {},
    last_entry_sent_difference: completed ? ago(viewer.now, row.submittedAt) : null,
    last_link_sent_difference: ago(viewer.now, row.sentAt),
    last_link_sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    asked_local: localPromptTime(row),
    notification_types: row.channels.map(channelLabel),
    msgStatusPlatform: serviceOfChannel(row.msgStatusPlatform),
    msgStatusCode: row.msgStatusCode,
    msgStatusErrorCode: row.msgStatusErrorCode,
    human_date: shortDate(run.key),
    date_link: gridDashboardPath(report.teamSlug, report.slug, run.key),
  };
  if (options.reportName) entry.report_name = report.name;
  return entry;
}
