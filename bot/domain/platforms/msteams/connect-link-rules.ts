/**
 * When a chat platform's connect link or code may still be used (issue 15; Teams and Webex follow
 * the same rules with their own words): for CONNECT_LINK_DAYS from when the bot issued it, once (a
 * confirm spends it), and only by the organization that owns the platform's team once it is
 * linked. Every refusal names nothing of the platform's team, so someone who learns a link or code
 * of a team that is not theirs reads neither its name nor its size.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { CONNECT_LINK_DAYS, MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import type { TDb } from '../../../db/client.ts';
import { teams } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';

export const CONNECT_LINK_TTL_MS = CONNECT_LINK_DAYS * 24 * 60 * 60 * 1000;

export type TConnectRefusal = 'used' | 'expired' | 'linked_elsewhere';

/** What the rules read of an install row (Teams' and Webex's rows both have it). */
export interface TConnectLinkFacts {
  linkIssuedAt: Date;
  linkUsedAt: Date | null;
  teamId: string | null;
}

/** A platform's words for the refusals (the code's words only where the platform has codes). */
export interface TConnectLinkWords {
  linkUsed: string;
  linkExpired: string;
  linkedElsewhere: string;
  codeUsed?: string;
  codeExpired?: string;
}

/** Whether the install's current link and code are spent or too old, whoever asks. */
export function linkLifeRefusal(install: TConnectLinkFacts, now: Date): 'used' | 'expired' | null {
  if (install.linkUsedAt) return 'used';
  return now.getTime() - install.linkIssuedAt.getTime() > CONNECT_LINK_TTL_MS ? 'expired' : null;
}

/** The account whose Rollcall team holds the install, or null while no team holds it. */
export async function owningAccountOf(db: TDb, install: TConnectLinkFacts): Promise<string | null> {
  if (!install.teamId) return null;
  const [team] = await db.select({ accountId: teams.accountId }).from(teams).where(eq(teams.id, install.teamId));
  return team?.accountId ?? null;
}

/** Why this viewer may not use the install's link or code now, or null when they may. */
export async function connectRefusalFor(
  db: TDb,
  viewer: TViewer,
  install: TConnectLinkFacts,
  now: Date,
): Promise<TConnectRefusal | null> {
  const life = linkLifeRefusal(install, now);
  if (life) return life;
  const owner = await owningAccountOf(db, install);
  return owner !== null && owner !== viewer.account.id ? 'linked_elsewhere' : null;
}

/** The refusal as the link (404/403) or the connect-code form (400/403 on its field) says it. */
export function connectRefusalError(
  refusal: TConnectRefusal,
  via: 'link' | 'code',
  words: TConnectLinkWords = MSTEAMS_MESSAGES,
): AppError {
  if (refusal === 'linked_elsewhere') {
    const message = words.linkedElsewhere;
    return new AppError('FORBIDDEN', message, via === 'code' ? { fields: { connect_code: [message] } } : {});
  }
  if (via === 'link') return new AppError('NOT_FOUND', refusal === 'used' ? words.linkUsed : words.linkExpired);
  const message = (refusal === 'used' ? words.codeUsed : words.codeExpired) ?? words.linkUsed;
  return new AppError('INVALID_INPUT', message, { fields: { connect_code: [message] } });
}

/** Throws the viewer's refusal for this install's link or code, if there is one. */
export async function assertConnectAllowed(
  db: TDb,
  viewer: TViewer,
  install: TConnectLinkFacts,
  now: Date,
  via: 'link' | 'code',
  words: TConnectLinkWords = MSTEAMS_MESSAGES,
): Promise<void> {
  const refusal = await connectRefusalFor(db, viewer, install, now);
  if (refusal) throw connectRefusalError(refusal, via, words);
}
