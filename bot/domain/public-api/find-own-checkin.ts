/**
 * The token owner's own check-in by id: the public API names check-ins by id (the hash stays the
 * link's credential), and only its member may open it, in the token's account. Anyone else's
 * reads as not found.
 */
import { AppError } from '../../../shared/errors.ts';
import { PUBLIC_API_MESSAGES } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findCheckinById, type TFoundCheckin } from '../checkins/find-checkin.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why: answering through the API must open exactly the check-ins its owner's links open. */
export async function findOwnCheckin(db: TDb, viewer: TViewer, checkinId: string): Promise<TFoundCheckin> {
  const found = UUID.test(checkinId) ? await findCheckinById(db, checkinId) : null;
  if (!found || found.checkin.userId !== viewer.user.id || found.report.accountId !== viewer.account.id) {
    throw new AppError('NOT_FOUND', PUBLIC_API_MESSAGES.checkinNotFound);
  }
  return found;
}
