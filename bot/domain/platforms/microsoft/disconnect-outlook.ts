/**
 * Disconnect Outlook (/team/settings/services/disable-outlook-activity, spec part 2 §2.4): the
 * calendar grant (its tokens) and every vacation day Outlook added go; the days the person picked
 * and anything else stay.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { microsoftGrants, userVacations } from '../../../db/schema/index.ts';

/** Removes the grant and the synced days; answers whether there was a connection. */
export async function disconnectOutlook(
  db: TDb,
  userId: string,
): Promise<{ removedDays: number; wasConnected: boolean }> {
  return db.transaction(async (tx) => {
    const grants = await tx
      .delete(microsoftGrants)
      .where(and(eq(microsoftGrants.userId, userId), eq(microsoftGrants.kind, 'calendar')))
      .returning({ id: microsoftGrants.id });
    const days = await tx
      .delete(userVacations)
      .where(and(eq(userVacations.userId, userId), eq(userVacations.source, 'outlook')))
      .returning({ id: userVacations.id });
    return { removedDays: days.length, wasConnected: grants.length > 0 };
  });
}
