/**
 * Opens a check-in by the hash in its link (spec part 3 §2.6): the hash is the credential, so a
 * malformed one is refused before the database is asked, and an unknown one reads as not found.
 */
import { eq, type SQL } from 'drizzle-orm';
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports, teams, users } from '../../db/schema/index.ts';

/** 24 random bytes in base64url (create-report-run.ts newCheckinHash). */
const HASH_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** True when `hash` has the shape of a check-in hash. */
export function looksLikeCheckinHash(hash: string): boolean {
  return HASH_SHAPE.test(hash);
}

/** The check-in matching `where`, with its run, report, team name and member. */
async function selectCheckin(db: TDb, where: SQL) {
  const [row] = await db
    .select({ checkin: checkins, run: reportRuns, report: reports, teamName: teams.name, user: users })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teams, eq(teams.id, reports.teamId))
    .innerJoin(users, eq(users.id, checkins.userId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export type TFoundCheckin = NonNullable<Awaited<ReturnType<typeof selectCheckin>>>;

/** The check-in with its run, report, team name and member; NOT_FOUND when the hash opens nothing. */
export async function findCheckinByHash(db: TDb, hash: string): Promise<TFoundCheckin> {
  if (!looksLikeCheckinHash(hash)) throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.notFound);
  const row = await selectCheckin(db, eq(checkins.hash, hash));
  if (!row) throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.notFound);
  return row;
}

/** The same by the check-in's id (reply tokens and confirmations name it); null when it is gone. */
export async function findCheckinById(db: TDb, id: string): Promise<TFoundCheckin | null> {
  return selectCheckin(db, eq(checkins.id, id));
}
