/** Ends a session: the row is marked revoked so the cookie is worthless even if kept. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Revokes one session. */
export async function revokeSession(db: TDb, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, except the one given (after a password change). */
export async function revokeUserSessions(db: TDb, userId: string, exceptSessionId?: string): Promise<void> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(condition);
}
