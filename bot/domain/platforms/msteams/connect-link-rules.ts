/**
 * When a Teams connect link or code may still be used (issue 15): for CONNECT_LINK_DAYS from when
 * the bot issued it, once (a confirm spends it), and only by the organization that owns the Teams
 * team once it is linked. Every refusal names nothing of the Teams team, so someone who learns a
 * link or code of a team that is not theirs reads neither its name nor its size.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { CONNECT_LINK_DAYS, MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import type { TDb } from '../../../db/client.ts';
import { teams } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TInstallRow } from './record-install.ts';

export const CONNECT_LINK_TTL_MS = CONNECT_LINK_DAYS * 24 * 60 * 60 * 1000;

export type TConnectRefusal = 'used' | 'expired' | 'linked_elsewhere';

/** Whether the install's current link and code are spent or too old, whoever asks. */
export function linkLifeRefusal(install: TInstallRow, now: Date): 'used' | 'expired' | null {
  if (install.linkUsedAt) return 'used';
  return now.getTime() - install.linkIssuedAt.getTime() > CONNECT_LINK_TTL_MS ? 'expired' : null;
}

/** The account whose Rollcall team holds the install, or null while no team holds it. */
export async function owningAccountOf(db: TDb, install: TInstallRow): Promise<string | null> {
  if (!install.teamId) return null;
  const [team] = await db.select({ accountId: teams.accountId }).from(teams).where(eq(teams.id, install.teamId));
  return team?.accountId ?? null;
}

/** Why this viewer may not use the install's link or code now, or null when they may. */
export async function connectRefusalFor(
  db: TDb,
  viewer: TViewer,
  install: TInstallRow,
  now: Date,
): Promise<TConnectRefusal | null> {
  const life = linkLifeRefusal(install, now);
  if (life) return life;
  const owner = await owningAccountOf(db, install);
  return owner !== null && owner !== viewer.account.id ? 'linked_elsewhere' : null;
}

/** The refusal as the link (404/403) or the connect-code form (400/403 on its field) says it. */
export function connectRefusalError(refusal: TConnectRefusal, via: 'link' | 'code'): AppError {
  if (refusal === 'linked_elsewhere') {
    const message = MSTEAMS_MESSAGES.linkedElsewhere;
    return new AppError('FORBIDDEN', message, via === 'code' ? { fields: { connect_code: [message] } } : {});
  }
  if (via === 'link') {
    return new AppError('NOT_FOUND', refusal === 'used' ? MSTEAMS_MESSAGES.linkUsed : MSTEAMS_MESSAGES.linkExpired);
  }
  const message = refusal === 'used' ? MSTEAMS_MESSAGES.codeUsed : MSTEAMS_MESSAGES.codeExpired;
  return new AppError('INVALID_INPUT', message, { fields: { connect_code: [message] } });
}

/** Throws the viewer's refusal for this install's link or code, if there is one. */
export async function assertConnectAllowed(
  db: TDb,
  viewer: TViewer,
  install: TInstallRow,
  now: Date,
  via: 'link' | 'code',
): Promise<void> {
  const refusal = await connectRefusalFor(db, viewer, install, now);
  if (refusal) throw connectRefusalError(refusal, via);
}
