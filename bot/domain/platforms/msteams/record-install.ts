/**
 * The bot was added to a Teams team or a personal chat (spec part 1 §2.10): the install is recorded
 * as pending so the installer can confirm it on the activation page or with the connect code.
 * Each time the bot is added, a new slug, code and issue time are written (the old link and code
 * die) and the install stays linked to the Rollcall team it had. Taking the bot out marks it removed.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { msteamsInstalls } from '../../../db/schema/index.ts';

export type TInstallRow = typeof msteamsInstalls.$inferSelect;

export interface TInstallEvent {
  kind: 'team' | 'personal';
  tenantId: string;
  msTeamId: string;
  conversationId: string;
  serviceUrl: string;
  teamName: string;
  installerId: string;
  installerAadId: string | null;
  memberCount?: number;
}

/** Letters that cannot be misread for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Characters in a connect code (three groups of four). */
export const CONNECT_CODE_LENGTH = 12;

/**
 * A connect code like 'K7M2-Q9XD-4HJP': 31^12, about 59 bits. The 8-character codes (40 bits) met
 * one of a thousand live codes in about three weeks at the 441 guesses a second the form took;
 * these need some 50,000 years at that rate, and the form now takes 10 tries a minute per person.
 */
export function newConnectCode(): string {
  const chars = Array.from({ length: CONNECT_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return (chars.join('').match(/.{4}/g) ?? []).join('-');
}

/** A typed code in its stored form: upper case, a dash every four characters, spaces dropped. */
export function normalizeConnectCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  // Codes issued before the longer ones had 8 characters; both forms are grouped by four.
  return plain.length === CONNECT_CODE_LENGTH || plain.length === 8 ? (plain.match(/.{4}/g) ?? []).join('-') : plain;
}

/** A fresh link and code: the slug, the code and the time the signed link covers. */
function newLinkValues(now: Date) {
  return {
    slug: randomBytes(16).toString('base64url'),
    connectCode: newConnectCode(),
    linkIssuedAt: now,
    linkUsedAt: null,
  };
}

/**
 * Records the install; answers its row (the same row, with a new link and code, when the bot is
 * added again: the bot sends them at once, and the old ones must not outlive them).
 */
export async function recordMsTeamsInstall(db: TDb, event: TInstallEvent, now = new Date()): Promise<TInstallRow> {
  const [row] = await db
    .insert(msteamsInstalls)
    .values({ ...event, memberCount: event.memberCount ?? 0, ...newLinkValues(now) })
    .onConflictDoUpdate({
      target: [msteamsInstalls.tenantId, msteamsInstalls.msTeamId],
      set: {
        conversationId: event.conversationId,
        serviceUrl: event.serviceUrl,
        teamName: event.teamName,
        installerId: event.installerId,
        installerAadId: event.installerAadId,
        status: sql`case when ${msteamsInstalls.teamId} is null then 'pending' else 'linked' end`,
        ...(event.memberCount ? { memberCount: event.memberCount } : {}),
        ...newLinkValues(now),
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/** The bot was removed from the team: no more messages go there until it is added again. */
export async function markMsTeamsInstallRemoved(db: TDb, tenantId: string, msTeamId: string): Promise<void> {
  await db
    .update(msteamsInstalls)
    .set({ status: 'removed', updatedAt: new Date() })
    .where(and(eq(msteamsInstalls.tenantId, tenantId), eq(msteamsInstalls.msTeamId, msTeamId)));
}
