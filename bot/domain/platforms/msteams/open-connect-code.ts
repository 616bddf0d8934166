/**
 * POST /platform/connect/ (spec part 3 §2.8): the install a typed connect code names, when the
 * viewer may still use it (connect-link-rules.ts); the route then sends them to its confirm screen.
 */
import { AppError } from '../../../../shared/errors.ts';
import { MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import type { TDb } from '../../../db/client.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { installOfConnectCode } from './activation-link.ts';
import { assertConnectAllowed } from './connect-link-rules.ts';
import { normalizeConnectCode, type TInstallRow } from './record-install.ts';

/** Finds the install of a typed code; refuses an unknown, used or expired code, or another organization's team. */
export async function openConnectCode(db: TDb, viewer: TViewer, typed: string, now: Date): Promise<TInstallRow> {
  const install = await installOfConnectCode(db, normalizeConnectCode(typed));
  if (!install) {
    throw new AppError('INVALID_INPUT', MSTEAMS_MESSAGES.connectCodeUnknown, {
      fields: { connect_code: [MSTEAMS_MESSAGES.connectCodeUnknown] },
    });
  }
  await assertConnectAllowed(db, viewer, install, now, 'code');
  return install;
}
