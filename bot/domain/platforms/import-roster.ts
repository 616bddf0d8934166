/**
 * Imports a chat platform's roster (Teams, Slack, Webex) into a Rollcall team (spec part 1 §6:
 * members imported from a chat platform get the default Team Member permission). A person is
 * matched by email; someone who belongs to another organisation is skipped, not moved. Members who
 * left the platform's team leave the Rollcall team (only those who came from the platform; people
 * invited by email stay).
 */
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { ZTimeZone } from '../../../shared/reports.ts';
import { ACCOUNT_TYPE, type TPlatform } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, memberships, teamMembers, users } from '../../db/schema/index.ts';
import { makeSlug } from '../accounts/slugs.ts';
import { lockAccountPeople, planLimitsOf, roomForPeople } from '../billing/plan-limits/plan-limits-of.ts';

/** A person on a chat platform's roster, as its directory read them. */
export interface TRosterMember {
  /** The platform's user id (Teams '29:...', Slack 'U...'): what its messages are addressed to. */
  id: string;
  aadObjectId?: string | null;
  name: string;
  givenName: string | null;
  surname: string | null;
  /** email, or the user principal name when the platform gives no email. */
  email: string | null;
  /** The person's IANA time zone when the platform knows it (Webex): a new user starts with it. */
  timeZone?: string | null;
}

/** A platform team as its directory read it: name, every member, channels. */
export interface TPlatformRoster {
  teamName: string;
  members: TRosterMember[];
  channels: Array<{ id: string; name: string }>;
}

export interface TRosterImport {
  /** Roster people now in the team. */
  imported: number;
  /** People skipped: no email, a member of another organisation, or past the plan's people cap. */
  skipped: Array<{ name: string; reason: 'no-email' | 'other-organization' | 'plan-limit' }>;
  /** The plan's people cap when it left someone out (for the message); null otherwise. */
  peopleCap: number | null;
  /** Platform members who left and were taken out of the Rollcall team. */
  removed: number;
}

function namesOf(member: TRosterMember): { firstName: string; lastName: string } {
  if (member.givenName || member.surname) return { firstName: member.givenName ?? '', lastName: member.surname ?? '' };
  const [first = '', ...rest] = member.name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The member's zone when it is one Intl knows; otherwise the users table's default applies. */
function timeZoneOf(member: TRosterMember): { timeZone: string } | Record<string, never> {
  const zone = member.timeZone ? ZTimeZone.safeParse(member.timeZone) : null;
  return zone?.success ? { timeZone: zone.data } : {};
}

/**
 * The places the plan's people cap leaves for people new to the account (Free, Basic: 10), taken
 * one at a time; the account's people are locked until the transaction ends.
 */
async function peoplePlaces(tx: TDb, accountId: string): Promise<{ cap: number | null; take(): Promise<boolean> }> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const cap = account ? planLimitsOf(account).users : null;
  if (!account || cap === null) return { cap: null, take: async () => true };
  await lockAccountPeople(tx, accountId);
  let room = (await roomForPeople(tx, account)) ?? 0;
  return {
    cap,
    take: async () => {
      if (room <= 0) return false;
      room -= 1;
      return true;
    },
  };
}

/**
 * Imports every roster member into the team, up to the plan's people cap (who is left out is
 * answered, reason 'plan-limit'); answers the counts. People new to Rollcall get the
 * platform's service value (`service`); `keepOthers` adds without taking anyone out.
 */
export async function importRoster(
  tx: TDb,
  target: { accountId: string; teamId: string; service: TPlatform },
  roster: readonly TRosterMember[],
  options: { keepOthers?: boolean } = {},
): Promise<TRosterImport> {
  const { accountId, teamId } = target;
  const result: TRosterImport = { imported: 0, skipped: [], removed: 0, peopleCap: null };
  const byEmail = new Map<string, TRosterMember>();
  for (const member of roster) {
    const email = member.email?.trim().toLowerCase() ?? '';
    if (email.includes('@')) byEmail.set(email, member);
    else result.skipped.push({ name: member.name, reason: 'no-email' });
  }
  const emails = [...byEmail.keys()];
  const known = emails.length ? await tx.select().from(users).where(inArray(users.email, emails)) : [];
  const knownByEmail = new Map(known.map((user) => [user.email.toLowerCase(), user]));
  const elsewhere = known.length
    ? await tx
        .select({ userId: memberships.userId, accountId: memberships.accountId })
        .from(memberships)
        .where(
          inArray(
            memberships.userId,
            known.map((user) => user.id),
          ),
        )
    : [];
  const accountsOf = new Map<string, Set<string>>();
  for (const row of elsewhere) accountsOf.set(row.userId, (accountsOf.get(row.userId) ?? new Set()).add(row.accountId));

  const places = await peoplePlaces(tx, accountId);
  const keptPlatformIds: string[] = [];
  for (const [email, member] of byEmail) {
    let user = knownByEmail.get(email);
    const theirAccounts = user ? accountsOf.get(user.id) : undefined;
    if (user && theirAccounts && theirAccounts.size > 0 && !theirAccounts.has(accountId)) {
      result.skipped.push({ name: member.name, reason: 'other-organization' });
      continue;
    }
    const isNew = !user || !theirAccounts?.has(accountId);
    if (isNew && !(await places.take())) {
      result.skipped.push({ name: member.name, reason: 'plan-limit' });
      result.peopleCap = places.cap;
      continue;
    }
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email,
          ...namesOf(member),
          ...timeZoneOf(member),
          slug: makeSlug(member.name || email),
          platform: target.service,
        })
        .returning();
    }
    await tx
      .insert(memberships)
      .values({ accountId, userId: user!.id, accountTypeId: ACCOUNT_TYPE.MEMBER })
      .onConflictDoNothing();
    await tx
      .insert(teamMembers)
      .values({ teamId, userId: user!.id, platformUserId: member.id })
      .onConflictDoUpdate({
        target: [teamMembers.teamId, teamMembers.userId],
        set: { platformUserId: member.id, updatedAt: new Date() },
      });
    keptPlatformIds.push(member.id);
    result.imported += 1;
  }
  if (options.keepOthers || keptPlatformIds.length === 0) return result;
  const gone = await tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        isNotNull(teamMembers.platformUserId),
        notInArray(teamMembers.platformUserId, keptPlatformIds),
      ),
    )
    .returning({ id: teamMembers.id });
  result.removed = gone.length;
  return result;
}
