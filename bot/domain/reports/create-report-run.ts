/**
 * Opens one run of a report (ARCHITECTURE §5): the run keyed by its local date, and one check-in per
 * member with an unguessable hash; members away that day (a public holiday of their country, the
 * team's vacation day, their own) get a check-in marked vacation with the reason, and no prompt.
 * A second call for the same key changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAwayReason } from '../../../shared/holidays.ts';
import type { TDb } from '../../db/client.ts';
import {
  checkins,
  reportMembers,
  reportRuns,
  reports,
  teams,
  teamVacations,
  users,
  userVacations,
} from '../../db/schema/index.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TUserRow } from '../accounts/viewer.ts';
import { memberHolidayFinder } from '../holidays/member-holiday.ts';
import type { TReportRow } from './report-settings.ts';

export type TRunRow = typeof reportRuns.$inferSelect;
export type TCheckinRow = typeof checkins.$inferSelect;

export interface TCreateRunInput {
  report: TReportRow;
  key: string;
  scheduledFor: Date;
  summaryAt: Date;
  openedBy: 'schedule' | 'trigger' | 'open-next' | 'catch-up';
}

/** What opening a run needs of a member and their new check-in (narrow: a run may have hundreds). */
export type TRunMemberUser = Pick<TUserRow, 'id' | 'email' | 'firstName'>;
export type TNewCheckin = Pick<TCheckinRow, 'id' | 'runId' | 'userId' | 'hash' | 'status'>;

export interface TOpenedRun {
  run: TRunRow;
  members: Array<{ checkin: TNewCheckin; user: TRunMemberUser }>;
}

/** 192 random bits, URL-safe: the check-in link (spec asks at least 128). */
export function newCheckinHash(): string {
  return randomBytes(24).toString('base64url');
}

/** Creates the run and its check-ins in `tx`; null when the run for this key already exists. */
export async function createReportRun(tx: TDb, input: TCreateRunInput): Promise<TOpenedRun | null> {
  const [opened] = await createReportRuns(tx, [input]);
  return opened ?? null;
}

/**
 * Creates many runs and their check-ins with a fixed number of statements, however many reports
 * are due (a thousand reports may share 09:00); answers the runs it created, in input order,
 * leaving out those whose key already existed.
 */
export async function createReportRuns(tx: TDb, inputs: readonly TCreateRunInput[]): Promise<TOpenedRun[]> {
  if (inputs.length === 0) return [];
  if (new Set(inputs.map((input) => input.report.id)).size !== inputs.length) {
    throw new Error('createReportRuns takes one run per report');
  }
  const runs = await tx
    .insert(reportRuns)
    .values(
      inputs.map((input) => ({
        reportId: input.report.id,
        key: input.key,
        questions: input.report.questions,
        scheduledFor: input.scheduledFor,
        summaryAt: input.summaryAt,
        openedBy: input.openedBy,
      })),
    )
    .onConflictDoNothing({ target: [reportRuns.reportId, reportRuns.key] })
    .returning();
  if (runs.length === 0) return [];
  const runByReport = new Map(runs.map((run) => [run.reportId, run]));
  const reportIds = [...runByReport.keys()];
  // One read for every member of every opened run, with whether they are away on the run's day
  // (their own day off or their team's) and the places whose public holidays apply to them.
  const memberRows = await tx
    .select({
      reportId: reportMembers.reportId,
      key: reportRuns.key,
      user: { id: users.id, email: users.email, firstName: users.firstName },
      ownVacation: sql<boolean>`exists (
        select 1 from ${userVacations}
        where ${userVacations.userId} = ${users.id} and ${userVacations.day} = ${reportRuns.key}::date
      )`,
      teamVacation: sql<boolean>`exists (
        select 1 from ${teamVacations}
        where ${teamVacations.teamId} = ${teams.id} and ${teamVacations.day} = ${reportRuns.key}::date
      )`,
      holidays: {
        userCountry: users.holidayCountry,
        userRegion: users.holidayRegion,
        teamCountry: teams.holidayCountry,
        teamRegion: teams.holidayRegion,
      },
    })
    .from(reportMembers)
    .innerJoin(users, eq(users.id, reportMembers.userId))
    .innerJoin(reports, eq(reports.id, reportMembers.reportId))
    .innerJoin(teams, eq(teams.id, reports.teamId))
    .innerJoin(
      reportRuns,
      and(
        eq(reportRuns.reportId, reportMembers.reportId),
        inArray(
          reportRuns.id,
          runs.map((run) => run.id),
        ),
      ),
    )
    .where(inArray(reportMembers.reportId, reportIds));
  // Public holidays are computed here, once per distinct place and day, and go in with the rows.
  const holidayOf = memberHolidayFinder();
  const away = memberRows.map((row): { reason: TAwayReason | null; holidayName: string | null } => {
    const holidayName = holidayOf(row.holidays, row.key);
    if (holidayName !== null) return { reason: 'holiday', holidayName };
    if (row.teamVacation) return { reason: 'team_vacation', holidayName: null };
    return { reason: row.ownVacation ? 'vacation' : null, holidayName: null };
  });
  const created =
    memberRows.length === 0
      ? []
      : resultRows<{ id: string; run_id: string; user_id: string; hash: string; status: string }>(
          await tx.execute(sql`
            insert into ${checkins} (run_id, report_id, user_id, hash, status, away_reason, holiday_name)
            select * from unnest(
              ${textArray(memberRows.map((row) => runByReport.get(row.reportId)!.id))}::uuid[],
              ${textArray(memberRows.map((row) => row.reportId))}::uuid[],
              ${textArray(memberRows.map((row) => row.user.id))}::uuid[],
              ${textArray(memberRows.map(() => newCheckinHash()))},
              ${textArray(away.map(({ reason }) => (reason ? 'vacation' : 'pending')))},
              ${textArray(away.map(({ reason }) => reason))},
              ${textArray(away.map(({ holidayName }) => holidayName))}
            )
            returning id, run_id, user_id, hash, status`),
        ).map((row) => ({ id: row.id, runId: row.run_id, userId: row.user_id, hash: row.hash, status: row.status }));
  const userById = new Map(memberRows.map((row) => [row.user.id, row.user]));
  const membersByRun = new Map<string, TOpenedRun['members']>();
  for (const checkin of created) {
    const list = membersByRun.get(checkin.runId) ?? [];
    list.push({ checkin, user: userById.get(checkin.userId) as TRunMemberUser });
    membersByRun.set(checkin.runId, list);
  }
  return inputs.flatMap((input) => {
    const run = runByReport.get(input.report.id);
    return run ? [{ run, members: membersByRun.get(run.id) ?? [] }] : [];
  });
}
