/**
 * Which member of a team a tool's actor is (context.md): by email first (case-insensitive, among
 * the team's members), then by a linked account (a team member's own connection to the same tool
 * whose external id is the actor's id, else whose external name is the actor's login). An id is
 * never compared with a name a member chose (an Asana display name set to a teammate's gid takes
 * nothing). Unmatched actors keep their tool name.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
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
  const linked = async (match: SQL) => {
    const [row] = await db
      .select({ userId: serviceConnections.userId })
      .from(serviceConnections)
      .innerJoin(teamMembers, and(eq(teamMembers.userId, serviceConnections.userId), eq(teamMembers.teamId, teamId)))
      .where(and(eq(serviceConnections.service, service), match))
      .limit(1);
    return row?.userId ?? null;
  };
  const byId = actor.id ? await linked(eq(serviceConnections.externalId, actor.id)) : null;
  if (byId) return byId;
  return actor.login ? linked(eq(serviceConnections.externalName, actor.login)) : null;
}
