/**
 * The bot was added to a Webex group space (issue 21, spec part 1 §2.10): the space is recorded as
 * an install with a new signed welcome link (slug and issue time; every link sent before dies),
 * pending until an admin confirms it, or still linked to the Rollcall team it had when the bot is
 * added again. Taking the bot out of the space marks the install removed (team and history stay).
 */
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { webexInstalls } from '../../../db/schema/index.ts';
import type { TWebexInstallRow } from './webex-install-row.ts';
import { newWelcomeSlug } from './welcome-link.ts';

/** What the adapter read of the space and of who added the bot. */
export interface TWebexInstallEvent {
  roomId: string;
  roomTitle: string;
  orgId: string | null;
  installerPersonId: string;
  installerEmail: string | null;
  installerName: string | null;
  /** People in the space (bots not counted). */
  memberCount: number;
}

/** Records (or refreshes) the install with a new welcome link; answers its row. */
export async function recordWebexInstall(
  db: TDb,
  event: TWebexInstallEvent,
  secret: string,
  now = new Date(),
): Promise<TWebexInstallRow> {
  const link = { slug: newWelcomeSlug(event.roomId, now, secret), linkIssuedAt: now, linkUsedAt: null };
  const [row] = await db
    .insert(webexInstalls)
    .values({ ...event, ...link })
    .onConflictDoUpdate({
      target: webexInstalls.roomId,
      set: {
        ...event,
        ...link,
        // A space its team still holds keeps its link spent: the bot sends that space no link.
        linkUsedAt: sql`case when ${webexInstalls.teamId} is null then null else ${webexInstalls.linkUsedAt} end`,
        status: sql`case when ${webexInstalls.teamId} is null then 'pending' else 'linked' end`,
        removedAt: null,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/** The bot left the space: nothing more is sent there (chat targets read linked installs only). */
export async function markWebexInstallRemoved(db: TDb, roomId: string, now = new Date()): Promise<boolean> {
  const removed = await db
    .update(webexInstalls)
    .set({ status: 'removed', removedAt: now, updatedAt: now })
    .where(eq(webexInstalls.roomId, roomId))
    .returning({ id: webexInstalls.id });
  return removed.length > 0;
}
