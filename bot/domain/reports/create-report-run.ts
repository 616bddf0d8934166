/**
 * Opens one run of a report (ARCHITECTURE §5): the run keyed by its local date, and one check-in per
 * member with an unguessable hash; members on vacation that day (their own or the team's) get a
 * check-in marked vacation and no prompt. A second call for the same key changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkins, reportMembers, reportRuns, teamVacations, users, userVacations } from '../../db/schema/index.ts';
import type { TUserRow } from '../accounts/viewer.ts';
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

export interface TOpenedRun {
  run: TRunRow;
  members: Array<{ checkin: TCheckinRow; user: TUserRow }>;
}

/** 192 random bits, URL-safe: the check-in link (spec asks at least 128). */
export function newCheckinHash(): string {
  return randomBytes(24).toString('base64url');
}

/** Creates the run and its check-ins in `tx`; null when the run for this key already exists. */
export async function createReportRun(tx: TDb, input: TCreateRunInput): Promise<TOpenedRun | null> {
  const { report, key } = input;
  const [run] = await tx
    .insert(reportRuns)
    .values({
      reportId: report.id,
      key,
      questions: report.questions,
      scheduledFor: input.scheduledFor,
      summaryAt: input.summaryAt,
      openedBy: input.openedBy,
    })
    .onConflictDoNothing({ target: [reportRuns.reportId, reportRuns.key] })
    .returning();
  if (!run) return null;

  const memberUsers = await tx
    .select({ user: users })
    .from(reportMembers)
    .innerJoin(users, eq(users.id, reportMembers.userId))
    .where(eq(reportMembers.reportId, report.id));
  if (memberUsers.length === 0) return { run, members: [] };
  const userIds = memberUsers.map((row) => row.user.id);
  const [teamDayOff] = await tx
    .select({ id: teamVacations.id })
    .from(teamVacations)
    .where(and(eq(teamVacations.teamId, report.teamId), eq(teamVacations.day, key)))
    .limit(1);
  const away = new Set(
    teamDayOff
      ? userIds
      : (
          await tx
            .select({ userId: userVacations.userId })
            .from(userVacations)
            .where(and(inArray(userVacations.userId, userIds), eq(userVacations.day, key)))
        ).map((row) => row.userId),
  );
  const created = await tx
    .insert(checkins)
    .values(
      memberUsers.map(({ user }) => ({
        runId: run.id,
        reportId: report.id,
        userId: user.id,
        hash: newCheckinHash(),
        status: away.has(user.id) ? 'vacation' : 'pending',
      })),
    )
    .returning();
  const byUser = new Map(memberUsers.map(({ user }) => [user.id, user]));
  return {
    run,
    members: created.map((checkin) => ({ checkin, user: byUser.get(checkin.userId) as TUserRow })),
  };
}
