/**
 * A week of past Daily Standups for the demo team, so a fresh install's dashboards, history,
 * hashtags, comments and reactions have something to show: each of the five weekdays before today
 * has a run where most teammates answered (some met their goal, one was blocked, one was on
 * vacation), a #release tag, a comment thread and reactions.
 */
import { randomBytes } from 'node:crypto';
import { addDaysToKey, localDateKey, zonedTimeToUtc } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, dashboardComments, dashboardReactions, hashtags, reportRuns } from '../../db/schema/index.ts';
import type { TReportRow } from '../reports/report-settings.ts';

/** Answers per teammate, by question (yesterday, today, blockers); cycled over the days. */
const ANSWERS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'Finished the **onboarding checklist** redesign and handed it to QA.',
    '- Fix the two QA findings\n- Start the #release notes',
    'Nothing blocking.',
  ],
  [
    'Paired with Chloe on the flaky `checkout` test: a race in the retry queue.',
    'Land the retry fix behind a flag.',
    'Waiting on staging database access from IT.',
  ],
  [
    'Reviewed the billing migration ([PR 412](https://example.com/pr/412)).',
    'Write the runbook for the #release freeze.',
    'None.',
  ],
  [
    'Customer calls: two asked for CSV export of their history.',
    'Summarise the calls for the roadmap review.',
    'No blockers.',
  ],
  ['Planned the sprint with the team.', 'Pick up the search indexing task.', 'Nothing today.'],
];

export interface TSeedDemoHistoryOptions {
  report: TReportRow;
  teamId: string;
  /** The report's members, the demo user first. */
  memberIds: readonly string[];
  now: Date;
}

/** Inserts the past week's runs, entries, comments, reactions and the team's #release hashtag. */
export async function seedDemoHistory(tx: TDb, options: TSeedDemoHistoryOptions): Promise<void> {
  const { report, memberIds } = options;
  const [demoUserId, ...teammates] = memberIds;
  if (!demoUserId) return;
  await tx.insert(hashtags).values({ teamId: options.teamId, tag: 'release', createdByUserId: demoUserId });
  const keys = pastWeekdays(localDateKey(options.now, report.timeZone), 5);
  for (const [dayIndex, key] of keys.entries()) {
    const scheduledFor = zonedTimeToUtc(key, 10, 0, report.timeZone);
    const [run] = await tx
      .insert(reportRuns)
      .values({
        reportId: report.id,
        key,
        questions: report.questions,
        scheduledFor,
        openedAt: scheduledFor,
        openedBy: 'schedule',
        summaryAt: new Date(scheduledFor.getTime() + 2 * 3600_000),
        summarySentAt: new Date(scheduledFor.getTime() + 2 * 3600_000),
      })
      .returning();
    const rows = memberIds.map((userId, memberIndex) => {
      // Day by day a teammate is on vacation, another forgets; the rest answer.
      // The demo user (first) answered every day, so only today's check-in waits for them.
      const status =
        memberIndex === 0
          ? 'submitted'
          : memberIndex === (dayIndex + 3) % memberIds.length && dayIndex % 2 === 0
            ? 'vacation'
            : memberIndex === (dayIndex + 1) % memberIds.length && dayIndex % 3 === 1
              ? 'reminded'
              : 'submitted';
      const words = ANSWERS[(memberIndex + dayIndex) % ANSWERS.length]!;
      const submitted = status === 'submitted';
      return {
        runId: run!.id,
        reportId: report.id,
        userId,
        hash: randomBytes(24).toString('base64url'),
        status,
        answers: submitted
          ? Object.fromEntries(report.questions.map((question, n) => [question.key, words[n % 3]!]))
          : {},
        goalCompleted: submitted && (memberIndex + dayIndex) % 3 !== 0,
        blocked: submitted && words[2].startsWith('Waiting'),
        channels: status === 'vacation' ? [] : ['email'],
        sentAt: status === 'vacation' ? null : scheduledFor,
        remindedCount: status === 'reminded' ? 1 : 0,
        submittedAt: submitted ? new Date(scheduledFor.getTime() + (20 + memberIndex * 7) * 60_000) : null,
      };
    });
    const inserted = await tx.insert(checkins).values(rows).returning();
    const answered = inserted.filter((row) => row.status === 'submitted');
    const first = answered.find((row) => row.userId !== demoUserId);
    if (first && teammates.length > 1) {
      const replier = teammates.find((id) => id !== first.userId)!;
      await tx.insert(dashboardComments).values([
        {
          checkinId: first.id,
          userId: replier,
          comment: 'Nice! Ping me when it is ready for review.',
          createdAt: new Date(first.submittedAt!.getTime() + 15 * 60_000),
        },
        {
          checkinId: first.id,
          userId: first.userId,
          comment: 'Will do, thanks.',
          createdAt: new Date(first.submittedAt!.getTime() + 40 * 60_000),
        },
      ]);
    }
    const reactions = answered.slice(0, 3).flatMap((row, n) =>
      memberIds
        .filter((id) => id !== row.userId)
        .slice(0, n + 1)
        .map((userId) => ({ checkinId: row.id, userId, emoji: ['+1', 'tada', 'rocket'][n]! })),
    );
    if (reactions.length > 0) await tx.insert(dashboardReactions).values(reactions);
  }
}

/** The `count` weekdays before `todayKey`, oldest first. */
function pastWeekdays(todayKey: string, count: number): string[] {
  const keys: string[] = [];
  for (let back = 1; keys.length < count; back++) {
    const key = addDaysToKey(todayKey, -back);
    const weekday = new Date(`${key}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) keys.unshift(key);
  }
  return keys;
}
