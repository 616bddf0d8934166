/**
 * Which member of a team a tool's actor is (context.md): by email first (case-insensitive, among
 * the team's members), then by a linked account (a team member's own connection to the same tool
 * whose external id or name is the actor's id or login). Unmatched actors keep their tool name.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { serviceConnections, teamMembers, users } from '../../db/schema/index.ts';

export interface TToolActor {
  email?: string | null;
  /** The actor's id in the tool (Asana gid, Trello member id). */
  id?: string | null;
  /** The actor's login in the tool (Trello username). */
  login?: string | null;
}

/** The matched member's user id, or null. */
export async function matchToolActor(
  db: TDb,
  teamId: string,
  service: string,
  actor: TToolActor,
): Promise<string | null> {
  if (actor.email) {
    const [byEmail] = await db
      .select({ userId: users.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = ${actor.email.toLowerCase()}`))
      .limit(1);
    if (byEmail) return byEmail.userId;
  }
  const keys = [actor.id, actor.login].filter((key): key is string => Boolean(key));
  if (keys.length === 0) return null;
  const [linked] = await db
    .select({ userId: serviceConnections.userId })
    .from(serviceConnections)
    .innerJoin(teamMembers, and(eq(teamMembers.userId, serviceConnections.userId), eq(teamMembers.teamId, teamId)))
    .where(
      and(
        eq(serviceConnections.service, service),
        or(inArray(serviceConnections.externalId, keys), inArray(serviceConnections.externalName, keys)),
      ),
    )
    .limit(1);
  return linked?.userId ?? null;
}
