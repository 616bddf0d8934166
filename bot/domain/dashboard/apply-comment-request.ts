/**
 * POST /api/v1/dashboard_comments/ (spec part 3 §7): load, add or delete a comment on an entry,
 * answering the entry's whole list, oldest first. The commenter is the session's user, never the
 * body's; only a comment's author deletes it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { initialsOf } from '../../../shared/checkins.ts';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  type TComment,
  type TCommentAnswer,
  type TCommentRequest,
} from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import { hasVisibleText } from '../../../shared/visible-text.ts';
import type { TDb } from '../../db/client.ts';
import { dashboardComments, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findDashboardEntry } from './find-dashboard-entry.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a comment request did: the entry's comments, and the id of the comment it added, if any. */
export interface TCommentOutcome {
  answer: TCommentAnswer;
  addedCommentId: string | null;
}

/** Carries out one comment request and answers the entry's comments. */
export async function applyCommentRequest(
  db: TDb,
  viewer: TViewer,
  request: TCommentRequest,
): Promise<TCommentOutcome> {
  const entry = await findDashboardEntry(db, viewer, request.commenter.report_uid);
  let addedCommentId: string | null = null;
  if (request.type === 'add-comment') {
    const comment = (request.data ?? '').trim();
    if (!hasVisibleText(comment)) throw invalidComment(DASHBOARD_MESSAGES.commentRequired);
    if (comment.length > DASHBOARD_LIMITS.commentChars) throw invalidComment(DASHBOARD_MESSAGES.commentTooLong);
    const [added] = await db
      .insert(dashboardComments)
      .values({ checkinId: entry.checkinId, userId: viewer.user.id, comment })
      .returning({ id: dashboardComments.id });
    addedCommentId = added?.id ?? null;
  } else if (request.type === 'delete-comment') {
    const commentId = (request.data ?? '').trim();
    const [existing] = UUID.test(commentId)
      ? await db
          .select({ userId: dashboardComments.userId })
          .from(dashboardComments)
          .where(and(eq(dashboardComments.id, commentId), eq(dashboardComments.checkinId, entry.checkinId)))
          .limit(1)
      : [];
    if (existing) {
      if (existing.userId !== viewer.user.id) throw new AppError('FORBIDDEN', DASHBOARD_MESSAGES.commentNotYours);
      await db
        .delete(dashboardComments)
        .where(and(eq(dashboardComments.id, commentId), eq(dashboardComments.userId, viewer.user.id)));
    }
  }
  return {
    answer: { status: 'ok', comments: await listComments(db, entry.checkinId, viewer.user.id) },
    addedCommentId,
  };
}

function invalidComment(message: string): AppError {
  return new AppError('INVALID_INPUT', message, { fields: { data: [message] } });
}

async function listComments(db: TDb, checkinId: string, viewerId: string): Promise<TComment[]> {
  const rows = await db
    .select({
      id: dashboardComments.id,
      userId: dashboardComments.userId,
      comment: dashboardComments.comment,
      createdAt: dashboardComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      photoUrl: users.photoUrl,
    })
    .from(dashboardComments)
    .innerJoin(users, eq(users.id, dashboardComments.userId))
    .where(eq(dashboardComments.checkinId, checkinId))
    .orderBy(asc(dashboardComments.createdAt), asc(dashboardComments.id));
  return rows.map((row) => {
    const name = displayName(row);
    return {
      id: row.id,
      user_id: row.userId,
      name,
      photo: row.photoUrl,
      initials: initialsOf(name),
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
      can_delete: row.userId === viewerId,
    };
  });
}
