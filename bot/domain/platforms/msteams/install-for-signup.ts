/**
 * The install a chat-install signup (spec part 1 §2.7) or a signed-out visitor of a connect link
 * may go on from: its link still unused and unexpired, and no Rollcall team holding it yet (a new
 * organization could never connect a team another one holds, so it is refused before anyone
 * registers for nothing). The refusals are the connect link's own (they name nothing of the team).
 */

import { AppError } from '../../../../shared/errors.ts';
import { MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import type { TDb } from '../../../db/client.ts';
import { installOfSlug } from './activation-link.ts';
import { connectRefusalError, linkLifeRefusal } from './connect-link-rules.ts';
import type { TInstallRow } from './record-install.ts';

/** Throws the link's refusal unless a newcomer may still register for and connect this install. */
export function assertInstallOpenForNewcomer(install: TInstallRow, now: Date): void {
  const life = linkLifeRefusal(install, now);
  if (life) throw connectRefusalError(life, 'link');
  if (install.teamId) throw connectRefusalError('linked_elsewhere', 'link');
}

/** The install of an install-register slug, or the link's refusal (404/403 with the spec's words). */
export async function installForSignup(db: TDb, slug: string, now: Date): Promise<TInstallRow> {
  const install = slug.length <= 100 ? await installOfSlug(db, slug) : null;
  if (!install) throw new AppError('NOT_FOUND', MSTEAMS_MESSAGES.linkInvalid);
  assertInstallOpenForNewcomer(install, now);
  return install;
}
