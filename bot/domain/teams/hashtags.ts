/**
 * Hashtags of the current team (spec part 3 §2.9): listed for team admins; added and deleted by
 * user type ADMIN (Billing Owner, Account Admin); locked by LIMIT_HASHTAGS (the routes' policy).
 */

import { and, asc, eq, sql } from 'drizzle-orm';
import { hashtagDashboardPath } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import { canEditHashtags } from '../../../shared/permissions.ts';
import { HASHTAG_MESSAGES, type THashtagsContext } from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import { hashtags } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { currentTeamOf } from './team-settings.ts';

/** Whether the viewer may add and delete hashtags (the one rule in shared/permissions.ts). */
export { canEditHashtags };

/** The current team's hashtags. */
export async function listHashtags(db: TDb, viewer: TViewer): Promise<THashtagsContext> {
  const team = currentTeamOf(viewer);
  const rows = await db.select().from(hashtags).where(eq(hashtags.teamId, team.id)).orderBy(asc(hashtags.tag));
  return {
    hashtags: rows.map((row) => ({
      tag: row.tag,
      created_at: row.createdAt.toISOString(),
      entries_link: hashtagDashboardPath(team.slug, row.tag),
    })),
    can_edit: canEditHashtags(viewer),
    locked: viewerHasFlag(viewer, 'LIMIT_HASHTAGS'),
  };
}

/** Adds a hashtag; a repeat (any case) is refused on the field. */
export async function addHashtag(db: TDb, viewer: TViewer, tag: string): Promise<void> {
  if (!canEditHashtags(viewer)) throw new AppError('FORBIDDEN', 'Only admins can change hashtags.');
  const team = currentTeamOf(viewer);
  const [inserted] = await db
    .insert(hashtags)
    .values({ teamId: team.id, tag, createdByUserId: viewer.user.id })
    .onConflictDoNothing()
    .returning({ id: hashtags.id });
  if (!inserted)
    throw new AppError('INVALID_INPUT', HASHTAG_MESSAGES.duplicate, { fields: { tag: [HASHTAG_MESSAGES.duplicate] } });
}

/** Deletes a hashtag of the current team (any case); unknown tags are not found. */
export async function deleteHashtag(db: TDb, viewer: TViewer, tag: string): Promise<void> {
  if (!canEditHashtags(viewer)) throw new AppError('FORBIDDEN', 'Only admins can change hashtags.');
  const team = currentTeamOf(viewer);
  const deleted = await db
    .delete(hashtags)
    .where(and(eq(hashtags.teamId, team.id), sql`lower(${hashtags.tag}) = ${tag.toLowerCase()}`))
    .returning({ id: hashtags.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', 'No such hashtag.');
}
