/** Opens a server-side session for a user in one of their accounts (sign-in, tests, demo). */
import type { TDb } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { newSessionToken, SESSION_IDLE_DAYS, sessionIdFor } from './session-token.ts';

export interface TCreateSessionOptions {
  userId: string;
  accountId: string;
  currentTeamId?: string | null;
  userAgent?: string;
  ip?: string;
}

/** Creates the session row and answers the cookie token (the only time it exists in clear). */
export async function createSession(db: TDb, options: TCreateSessionOptions): Promise<{ token: string }> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    id: sessionIdFor(token),
    userId: options.userId,
    accountId: options.accountId,
    currentTeamId: options.currentTeamId ?? null,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    ip: options.ip ?? null,
    expiresAt: new Date(Date.now() + SESSION_IDLE_DAYS * 24 * 3600 * 1000),
  });
  return { token };
}
