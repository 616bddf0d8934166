/**
 * Connecting a chat platform's install to Rollcall (spec part 1 §2.10, §7): the one path every
 * platform's confirm screen takes. `overwrite` links the viewer's current team (Connect, or
 * Overwrite with the 'already linked' caution: the team's platform becomes the install's),
 * `new_team` creates a team named after the platform's team (Create New Team). The roster is read
 * first (outside the transaction), then the install is checked again under its row lock (two
 * confirms cannot both win), marked linked, and its members imported in one transaction. The
 * platform's entry supplies what differs: its refusals, reading its roster, locking and marking
 * its install.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { canCreateTeams, seesEveryTeam } from '../../../shared/permissions.ts';
import type { TPlatform } from '../../../shared/roles.ts';
import type { TDatabase, TDb } from '../../db/client.ts';
import { sessions, teamMembers, teamShares, teams, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import { makeSlug } from '../accounts/slugs.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { assertCanAddTeam } from '../billing/plan-limits/plan-limits-of.ts';
import { importRoster, type TPlatformRoster, type TRosterImport } from './import-roster.ts';
import { SERVICE } from './platform-names.ts';

/** Who may connect or create a team from a chat platform (the one rule in shared/permissions.ts). */
export const canConnectInstall = canCreateTeams;

/** What a platform supplies to connect one of its installs. */
export interface TInstallConnector<TInstall extends { id: string; teamName: string }> {
  /** The service value the team (and new users) take. */
  service: TPlatform;
  /** The spec's words for this platform's refusals. */
  messages: {
    /** The install is gone (removed) by the time of the confirm. */
    linkInvalid: string;
    noPermission: string;
    /** The plan connects email teams only. */
    emailOnly: string;
    /** The platform did not answer the roster read. */
    unavailable: string;
  };
  /** Why this viewer may not link the install now (spent, expired, another organization's); null when they may. */
  refusalFor(db: TDb, viewer: TViewer, install: TInstall, now: Date): Promise<AppError | null>;
  /** Reads the platform team's name, every member and its channels. */
  readRoster(install: TInstall): Promise<TPlatformRoster>;
  /** The install as it is now, locked until the transaction ends; null when it is gone. */
  lockInstall(tx: TDb, install: TInstall): Promise<TInstall | null>;
  /**
   * Marks the install linked to `teamId` with what the roster says (name, size, channels), and lets
   * go of any other install of this platform that team held: one install, one team.
   */
  markLinked(tx: TDb, install: TInstall, teamId: string, roster: TPlatformRoster, now: Date): Promise<void>;
  /** What the audit event records of the install (its platform ids). */
  auditDetails(install: TInstall): Record<string, unknown>;
  /**
   * Runs in the connect's transaction after the members were imported (e.g. queueing the platform's
   * 'connected' note), so it happens exactly when the connect commits.
   */
  afterImport?(tx: TDb, install: TInstall, team: TTeamRow, imported: TRosterImport): Promise<void>;
}

export interface TConnectInstallResult {
  team: TTeamRow;
  imported: TRosterImport;
  channels: number;
}

/** Connect and Overwrite link the current team; Create New Team makes one. */
export type TConnectChoice = 'overwrite' | 'new_team';

/**
 * A Team Admin opens only the teams they belong to or that are shared with them: one who connects a
 * platform team without being on its roster (another email there, or not in the team at all) would
 * be told it connected and then see no team. They keep access through a share with no sharer
 * (not a membership: they are not asked check-ins of a team they are not in).
 */
async function keepAccessOfConnectingAdmin(tx: TDb, viewer: TViewer, teamId: string): Promise<void> {
  if (seesEveryTeam(viewer)) return;
  const [member] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, viewer.user.id)));
  if (member) return;
  await tx.insert(teamShares).values({ teamId, userId: viewer.user.id }).onConflictDoNothing();
}

/** Reads the roster or says the platform did not answer (a 503 with words, not a 500). */
async function readRoster<TInstall extends { id: string; teamName: string }>(
  connector: TInstallConnector<TInstall>,
  install: TInstall,
): Promise<TPlatformRoster> {
  try {
    return await connector.readRoster(install);
  } catch (error) {
    throw new AppError('UNAVAILABLE', connector.messages.unavailable, { cause: error });
  }
}

/** Links the install as the viewer chose; answers the team and what was imported. */
export async function connectInstall<TInstall extends { id: string; teamName: string }>(
  deps: { db: TDatabase; now?: () => Date },
  connector: TInstallConnector<TInstall>,
  viewer: TViewer,
  install: TInstall,
  choice: TConnectChoice,
  origin: TRequestOrigin = {},
): Promise<TConnectInstallResult> {
  const now = deps.now?.() ?? new Date();
  const refusal = await connector.refusalFor(deps.db, viewer, install, now);
  if (refusal) throw refusal;
  if (!canConnectInstall(viewer)) throw new AppError('FORBIDDEN', connector.messages.noPermission);
  if (viewerHasFlag(viewer, 'EMAIL_TEAM_ONLY')) throw new AppError('FEATURE_LOCKED', connector.messages.emailOnly);
  const current = choice === 'overwrite' ? viewer.currentTeam : null;
  if (!current) await assertCanAddTeam(deps.db, viewer, now);
  const roster = await readRoster(connector, install);
  return deps.db.transaction(async (tx) => {
    // The row as it is now, locked until commit: a confirm that got here first has spent the link.
    const locked = await connector.lockInstall(tx, install);
    if (!locked) throw new AppError('NOT_FOUND', connector.messages.linkInvalid);
    const lockedRefusal = await connector.refusalFor(tx, viewer, locked, now);
    if (lockedRefusal) throw lockedRefusal;
    let team: TTeamRow;
    if (current) {
      [team] = (await tx
        .update(teams)
        .set({ service: connector.service, updatedAt: new Date() })
        .where(eq(teams.id, current.id))
        .returning()) as [TTeamRow];
    } else {
      [team] = (await tx
        .insert(teams)
        .values({
          accountId: viewer.account.id,
          name: roster.teamName || install.teamName,
          slug: makeSlug(install.teamName),
          service: connector.service,
        })
        .returning()) as [TTeamRow];
    }
    // The connected team is where the admin lands next (a new team, or the current one relinked).
    await tx.update(sessions).set({ currentTeamId: team.id }).where(eq(sessions.id, viewer.sessionId));
    await connector.markLinked(tx, install, team.id, roster, now);
    const imported = await importRoster(
      tx,
      { accountId: viewer.account.id, teamId: team.id, service: connector.service },
      roster.members,
    );
    await connector.afterImport?.(tx, locked, team, imported);
    await keepAccessOfConnectingAdmin(tx, viewer, team.id);
    if (viewer.user.platform === SERVICE.none || viewer.user.platform === SERVICE.email)
      await tx.update(users).set({ platform: connector.service }).where(eq(users.id, viewer.user.id));
    await recordAuditEvent(
      tx,
      {
        kind: current ? 'team_linked' : 'team_created',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        details: {
          teamId: team.id,
          service: connector.service,
          ...connector.auditDetails(install),
          imported: imported.imported,
        },
      },
      origin,
    );
    return { team, imported, channels: roster.channels.length };
  });
}
