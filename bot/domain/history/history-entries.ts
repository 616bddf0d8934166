/** The check-in facts of a set of runs, in one query (history-rows.ts turns them into rows). */
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';
import type { TEntryFacts } from './history-rows.ts';

/** Every check-in of these runs, or only `userId`'s, without answers. */
export async function loadEntryFacts(db: TDb, runIds: readonly string[], userId?: string): Promise<TEntryFacts[]> {
  if (runIds.length === 0) return [];
  return db
    .select({
      runId: checkins.runId,
      userId: checkins.userId,
      status: checkins.status,
      goalCompleted: checkins.goalCompleted,
      blocked: checkins.blocked,
    })
    .from(checkins)
    .where(and(inArray(checkins.runId, [...runIds]), userId === undefined ? undefined : eq(checkins.userId, userId)));
}
