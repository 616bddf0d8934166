/**
 * Factories for reports with past runs and their entries, written straight to the database so a
 * test (or a benchmark) can lay out weeks of answers in one call and say only what it cares about:
 *
 *   const seeded = await buildReportWithRuns(db, { account, team, owner, members, runs: [
 *     { key: '2026-11-16', entries: [{ status: 'submitted', answers: ['Shipped #release'] }, 'vacation'] },
 *   ] });
 *
 * Entry i of a run belongs to members[i]; a missing entry means the member was not linked that day.
 */
import { randomBytes } from 'node:crypto';
import type { TDb } from '../bot/db/client.ts';
import { checkins, reportMembers, reportRuns, reports } from '../bot/db/schema/index.ts';
import { makeSlug } from '../bot/domain/accounts/slugs.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../bot/domain/accounts/viewer.ts';
import { keyedQuestions, reportColumnsOfForm, type TReportRow } from '../bot/domain/reports/report-settings.ts';
import { type TReportFormInput, ZReportForm } from '../shared/reports.ts';
import { zonedTimeToUtc } from '../shared/zoned-time.ts';
import { reportForm } from './report-factories.ts';

/** A member's entry of one run: a status alone, or the status with answers and flags. */
export type TSeedEntry =
  | 'pending'
  | 'sent'
  | 'draft'
  | 'submitted'
  | 'vacation'
  | {
      status: 'pending' | 'sent' | 'reminded' | 'draft' | 'submitted' | 'vacation';
      /** Answers in question order (Markdown). Submitted entries default to 'Answer {n} of {name}'. */
      answers?: string[];
      goalCompleted?: boolean;
      blocked?: boolean;
      /** Channels the check-in went through; ['email'] by default. */
      channels?: string[];
    };

export interface TSeedRun {
  /** The run's local date (YYYY-MM-DD) in the report's zone. */
  key: string;
  /** Entry i is members[i]'s; null or a shorter list leaves the member unlinked that day. */
  entries: ReadonlyArray<TSeedEntry | null>;
  summarySent?: boolean;
}

export interface TBuildReportWithRunsOptions {
  account: TAccountRow;
  team: TTeamRow;
  /** The report owner (the private-report rule); null for none. */
  owner: TUserRow | null;
  members: readonly TUserRow[];
  runs: readonly TSeedRun[];
  /** Report form fields to override (questions via config.fields, private_reports_enabled, ...). */
  form?: Partial<TReportFormInput> & { config?: Partial<TReportFormInput['config']> };
}

export interface TSeededReport {
  report: TReportRow;
  runs: Array<typeof reportRuns.$inferSelect>;
  /** Check-ins by run key, then by member id. */
  checkins: Map<string, Map<string, typeof checkins.$inferSelect>>;
  /** The question keys, in order. */
  questionKeys: string[];
}

/** A report of `team` with `members`, and its past runs with the given entries. */
export async function buildReportWithRuns(db: TDb, options: TBuildReportWithRunsOptions): Promise<TSeededReport> {
  const form = ZReportForm.parse(reportForm(options.members, options.form));
  const name = form.name;
  const questions = keyedQuestions(form);
  const [report] = await db
    .insert(reports)
    .values({
      ...reportColumnsOfForm(form),
      accountId: options.account.id,
      teamId: options.team.id,
      ownerUserId: options.owner?.id ?? null,
      slug: makeSlug(`${name}-${randomBytes(3).toString('hex')}`),
      questions,
      nextRunAt: null,
    })
    .returning();
  if (options.members.length > 0)
    await db
      .insert(reportMembers)
      .values(options.members.map((member) => ({ reportId: report!.id, userId: member.id })));
  const runs: TSeededReport['runs'] = [];
  const byKey: TSeededReport['checkins'] = new Map();
  for (const seedRun of options.runs) {
    const scheduledFor = zonedTimeToUtc(seedRun.key, form.config.hour, form.config.minute, form.config.time_zone);
    const [run] = await db
      .insert(reportRuns)
      .values({
        reportId: report!.id,
        key: seedRun.key,
        questions,
        scheduledFor,
        openedAt: scheduledFor,
        openedBy: 'schedule',
        summaryAt: new Date(scheduledFor.getTime() + 2 * 3600_000),
        summarySentAt: seedRun.summarySent ? new Date(scheduledFor.getTime() + 2 * 3600_000) : null,
      })
      .returning();
    runs.push(run!);
    const rows = seedRun.entries.flatMap((seed, index) => {
      const member = options.members[index];
      if (!seed || !member) return [];
      const entry = typeof seed === 'string' ? { status: seed } : seed;
      const submitted = entry.status === 'submitted';
      const answerList =
        'answers' in entry && entry.answers
          ? entry.answers
          : submitted
            ? questions.map((_, n) => `Answer ${n + 1} of ${member.firstName}`)
            : [];
      const sent = entry.status !== 'pending' && entry.status !== 'vacation';
      return [
        {
          runId: run!.id,
          reportId: report!.id,
          userId: member.id,
          hash: randomBytes(24).toString('base64url'),
          status: entry.status,
          answers: Object.fromEntries(answerList.map((answer, n) => [questions[n]!.key, answer])),
          goalCompleted: 'goalCompleted' in entry ? Boolean(entry.goalCompleted) : false,
          blocked: 'blocked' in entry ? Boolean(entry.blocked) : false,
          channels: sent ? ('channels' in entry && entry.channels) || ['email'] : [],
          sentAt: sent ? scheduledFor : null,
          submittedAt: submitted ? new Date(scheduledFor.getTime() + 30 * 60_000) : null,
        },
      ];
    });
    const inserted = rows.length > 0 ? await db.insert(checkins).values(rows).returning() : [];
    byKey.set(seedRun.key, new Map(inserted.map((row) => [row.userId, row])));
  }
  return { report: report!, runs, checkins: byKey, questionKeys: questions.map((question) => question.key) };
}
