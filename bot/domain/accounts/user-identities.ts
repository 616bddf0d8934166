/**
 * A login's identities at single-sign-on providers (user_identities): looked up on every
 * provider sign-in, recorded on the first one and by the roster imports. Provider names come from
 * the caller (the platform code), so this module stays platform-neutral.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { userIdentities } from '../../db/schema/index.ts';

export interface TIdentityRef {
  /** 'slack', later 'microsoft'. */
  provider: string;
  /** The provider's stable id of the person (Slack: `${teamId}:${userId}`). */
  subject: string;
}

/** The user id that owns this identity, or undefined. */
export async function findUserIdByIdentity(db: TDb, identity: TIdentityRef): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
  return row?.userId;
}

/**
 * Links the identity to the user. An identity already linked (to anyone) is left as it is: the
 * first link wins, so a later email match can never move someone's Slack identity to another login.
 */
export async function recordUserIdentity(
  db: TDb,
  identity: TIdentityRef & { userId: string; email?: string | null },
): Promise<void> {
  await db
    .insert(userIdentities)
    .values({
      provider: identity.provider,
      subject: identity.subject,
      userId: identity.userId,
      email: identity.email?.toLowerCase() ?? null,
    })
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
}

/** Notes the time of a sign-in through the identity. */
export async function touchUserIdentity(db: TDb, identity: TIdentityRef, at = new Date()): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastSignInAt: at })
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
}
