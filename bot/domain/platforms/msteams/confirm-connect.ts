/**
 * POST /connect/msteams/.../confirm/ (spec part 1 §2.10, §7): links a Teams install to Rollcall
 * through the one connect path (bot/domain/platforms/connect-install.ts), with what is Teams' own:
 * the link or code is spent by it; one that is spent, expired, or names a Teams team another
 * organization holds is refused; the roster comes from the Teams directory.
 */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import type { TDatabase } from '../../../db/client.ts';
import { msteamsInstalls } from '../../../db/schema/index.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import {
  connectInstall,
  type TConnectChoice,
  type TConnectInstallResult,
  type TInstallConnector,
} from '../connect-install.ts';
import { SERVICE } from '../platform-names.ts';
import { connectRefusalError, connectRefusalFor } from './connect-link-rules.ts';
import type { TMsTeamsDirectory, TTeamsRoster } from './msteams-directory.ts';
import type { TInstallRow } from './record-install.ts';

export interface TConfirmConnectDeps {
  db: TDatabase;
  directory: TMsTeamsDirectory;
  /** The current instant (links expire); the system clock when left out. */
  now?: () => Date;
}

export type TConfirmConnectResult = TConnectInstallResult;

/** Reads the roster or says Teams did not answer (a 503 with words, not a 500). */
export async function readRosterOf(directory: TMsTeamsDirectory, install: TInstallRow): Promise<TTeamsRoster> {
  try {
    return await directory.readRoster(install);
  } catch (error) {
    throw new AppError('UNAVAILABLE', MSTEAMS_MESSAGES.resyncFailed, { cause: error });
  }
}

/** The Teams entry of the connect path: its refusals, roster and install row. */
export function msteamsConnector(directory: TMsTeamsDirectory): TInstallConnector<TInstallRow> {
  return {
    service: SERVICE.msteams,
    messages: {
      linkInvalid: MSTEAMS_MESSAGES.linkInvalid,
      noPermission: MSTEAMS_MESSAGES.noPermission,
      emailOnly: MSTEAMS_MESSAGES.emailOnly,
      unavailable: MSTEAMS_MESSAGES.resyncFailed,
    },
    async refusalFor(db, viewer, install, now) {
      const refusal = await connectRefusalFor(db, viewer, install, now);
      return refusal ? connectRefusalError(refusal, 'link') : null;
    },
    readRoster: (install) => directory.readRoster(install),
    async lockInstall(tx, install) {
      const [locked] = await tx.select().from(msteamsInstalls).where(eq(msteamsInstalls.id, install.id)).for('update');
      return locked && locked.status !== 'removed' ? locked : null;
    },
    async markLinked(tx, install, teamId, roster, now) {
      // Another Rollcall team's hold on this Teams team, or this team's on another, lets go.
      await tx
        .update(msteamsInstalls)
        .set({ status: 'pending', teamId: null })
        .where(and(eq(msteamsInstalls.teamId, teamId), ne(msteamsInstalls.id, install.id)));
      await tx
        .update(msteamsInstalls)
        .set({
          status: 'linked',
          teamId,
          teamName: roster.teamName || install.teamName,
          memberCount: roster.members.length,
          channels: roster.channels,
          linkUsedAt: now,
          updatedAt: now,
        })
        .where(eq(msteamsInstalls.id, install.id));
    },
    auditDetails: (install) => ({ msTeamId: install.msTeamId }),
  };
}

/** Links the install as the viewer chose; answers the team and what was imported. */
export function confirmMsTeamsConnect(
  deps: TConfirmConnectDeps,
  viewer: TViewer,
  install: TInstallRow,
  choice: TConnectChoice,
  origin: TRequestOrigin = {},
): Promise<TConfirmConnectResult> {
  return connectInstall(deps, msteamsConnector(deps.directory), viewer, install, choice, origin);
}
