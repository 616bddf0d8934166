/**
 * Who a tool event is about, among the team's members (issue 23 context: "members are matched to
 * tool actors by email first, then by a linked account"): an email of the actor equal (ignoring
 * case) to a member's; else a member whose personal connection to the same tool has the actor's id
 * as its external id, or (only for tools whose name is a unique login, LOGIN_NAMED_TOOLS) the
 * actor's login as its external name; for Clubhouse, first the member list stored when the team
 * connected Clubhouse (member id -> email). Never a person outside the team, and never by a display
 * name a member chose (naming oneself after a teammate's account id takes nothing).
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import type { TDb } from '../../db/client.ts';
import { serviceConnections, teamMembers, teamServiceSettings, users } from '../../db/schema/index.ts';
import type { TInboundActor } from './inbound-delivery.ts';

/** At most this many candidate emails or ids are looked up for one actor. */
const MAX_KEYS = 20;

/** Tools whose connection's external name is the person's unique login (not a display name). */
const LOGIN_NAMED_TOOLS: ReadonlySet<TPersonalTool> = new Set(['github', 'gitlab']);

/** A Clubhouse member as the team's Clubhouse connection listed them. */
export interface TClubhouseMember {
  email: string | null;
  name: string | null;
}

/** The Clubhouse member list of the team's Clubhouse connection: member id -> email and name. */
export async function clubhouseMembers(db: TDb, teamId: string): Promise<Map<string, TClubhouseMember>> {
  const [row] = await db
    .select({ config: teamServiceSettings.config })
    .from(teamServiceSettings)
    .where(and(eq(teamServiceSettings.teamId, teamId), eq(teamServiceSettings.service, 'clubhouse')));
  const members = row?.config.members;
  const byId = new Map<string, TClubhouseMember>();
  if (!Array.isArray(members)) return byId;
  for (const member of members.slice(0, 2000)) {
    const { id, email, name } = (member ?? {}) as { id?: unknown; email?: unknown; name?: unknown };
    if (typeof id !== 'string') continue;
    byId.set(id, {
      email: typeof email === 'string' && email ? email.toLowerCase() : null,
      name: typeof name === 'string' && name ? name.slice(0, 200) : null,
    });
  }
  return byId;
}

/** The member's user id, or null when no member of the team matches. */
export async function matchTeamMember(
  db: TDb,
  teamId: string,
  actor: TInboundActor,
  linkedTool: TPersonalTool | null,
): Promise<string | null> {
  const emails = [...new Set(actor.emails.map((email) => email.trim().toLowerCase()).filter(Boolean))].slice(
    0,
    MAX_KEYS,
  );
  if (emails.length > 0) {
    const [byEmail] = await db
      .select({ userId: users.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), inArray(sql`lower(${users.email})`, emails)))
      .limit(1);
    if (byEmail) return byEmail.userId;
  }
  const ids = [...new Set(actor.ids.filter(Boolean))].slice(0, MAX_KEYS);
  if (!linkedTool || ids.length === 0) return null;
  const linked = (match: SQL) =>
    db
      .select({ userId: serviceConnections.userId })
      .from(serviceConnections)
      .innerJoin(teamMembers, and(eq(teamMembers.userId, serviceConnections.userId), eq(teamMembers.teamId, teamId)))
      .where(and(eq(serviceConnections.service, linkedTool), match))
      .limit(1);
  const [byId] = await linked(inArray(serviceConnections.externalId, ids));
  if (byId) return byId.userId;
  if (!LOGIN_NAMED_TOOLS.has(linkedTool)) return null;
  const lowered = ids.map((id) => id.toLowerCase());
  const [byLogin] = await linked(inArray(sql`lower(${serviceConnections.externalName})`, lowered));
  return byLogin?.userId ?? null;
}
