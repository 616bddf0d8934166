/**
 * POST /api/v1/dashboard_reactions/ (spec part 3 §7): the viewer's reaction on an entry goes on,
 * or off when they had it; the answer is the entry's reactions (emoji -> user id -> name). The
 * reactor is the session's user, never the body's.
 */
import { and, eq } from 'drizzle-orm';
import {
  DASHBOARD_MESSAGES,
  REACTION_EMOJI,
  type TReactionAnswer,
  type TReactionRequest,
} from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { dashboardReactions } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { loadEntryExtras } from './dashboard-entries.ts';
import { findDashboardEntry } from './find-dashboard-entry.ts';

/** Toggles the viewer's reaction and answers the entry's reactions map. */
export async function toggleReaction(db: TDb, viewer: TViewer, request: TReactionRequest): Promise<TReactionAnswer> {
  if (!Object.hasOwn(REACTION_EMOJI, request.reaction))
    throw new AppError('INVALID_INPUT', DASHBOARD_MESSAGES.reactionFailed.replace('{emoji}', request.reaction), {
      fields: { reaction: ['Pick one of the offered reactions.'] },
    });
  const entry = await findDashboardEntry(db, viewer, request.key);
  const mine = and(
    eq(dashboardReactions.checkinId, entry.checkinId),
    eq(dashboardReactions.userId, viewer.user.id),
    eq(dashboardReactions.emoji, request.reaction),
  );
  const removed = await db.delete(dashboardReactions).where(mine).returning({ id: dashboardReactions.id });
  if (removed.length === 0)
    await db
      .insert(dashboardReactions)
      .values({ checkinId: entry.checkinId, userId: viewer.user.id, emoji: request.reaction })
      .onConflictDoNothing();
  const { reactions } = await loadEntryExtras(db, { checkinIds: [entry.checkinId] });
  return { status: 'ok', reactions: reactions.get(entry.checkinId) ?? {} };
}
