/**
 * The bot was added to a Teams team or a personal chat (spec part 1 §2.10): the install is recorded
 * as pending (or refreshed, keeping its link and code) so the installer can confirm it on the
 * activation page or with the connect code. Taking the bot out marks it removed.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { msteamsInstalls } from '../../db/schema/index.ts';

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

/** A connect code like 'K7M2-Q9XD': short enough to type, 40 bits of chance. */
export function newConnectCode(): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A typed code in its stored form: upper case, dash in the middle, spaces dropped. */
export function normalizeConnectCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

/** Records the install; answers its row (the same row, link and code when the bot is added again). */
export async function recordMsTeamsInstall(db: TDb, event: TInstallEvent): Promise<TInstallRow> {
  const [row] = await db
    .insert(msteamsInstalls)
    .values({
      ...event,
      memberCount: event.memberCount ?? 0,
      slug: randomBytes(16).toString('base64url'),
      connectCode: newConnectCode(),
    })
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
        updatedAt: new Date(),
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
