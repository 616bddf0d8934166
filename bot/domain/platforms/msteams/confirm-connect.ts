/**
 * POST /connect/msteams/.../confirm/ (spec part 1 §2.10, §7): links a Teams install to Rollcall.
 * `overwrite` links the viewer's current team (its platform becomes Microsoft Teams), `new_team`
 * creates a team named after the Teams team. The roster is read first (outside the transaction),
 * then members and channels are imported and the install marked linked in one transaction. The
 * link or code is spent by it; one that is spent, expired, or names a Teams team another
 * organization holds is refused (checked again under a row lock, so two confirms cannot both win).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import { seesEveryTeam } from '../../../../shared/permissions.ts';
import type { TDatabase, TDb } from '../../../db/client.ts';
import { msteamsInstalls, sessions, teamMembers, teamShares, teams, users } from '../../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import { viewerHasFlag } from '../../accounts/feature-flags.ts';
import { makeSlug } from '../../accounts/slugs.ts';
import type { TTeamRow, TViewer } from '../../accounts/viewer.ts';
import { ONE_TEAM_LIMIT_MESSAGE } from '../../teams/create-email-team.ts';
import { canConnectTeams } from './connect-context.ts';
import { connectRefusalError, connectRefusalFor } from './connect-link-rules.ts';
import { importRoster, type TRosterImport } from './import-roster.ts';
import type { TMsTeamsDirectory, TTeamsRoster } from './msteams-directory.ts';
import type { TInstallRow } from './record-install.ts';

export interface TConfirmConnectDeps {
  db: TDatabase;
  directory: TMsTeamsDirectory;
  /** The current instant (links expire); the system clock when left out. */
  now?: () => Date;
}

export interface TConfirmConnectResult {
  team: TTeamRow;
  imported: TRosterImport;
  channels: number;
}

/** Reads the roster or says Teams did not answer (a 503 with words, not a 500). */
export async function readRosterOf(directory: TMsTeamsDirectory, install: TInstallRow): Promise<TTeamsRoster> {
  try {
    return await directory.readRoster(install);
  } catch (error) {
    throw new AppError('UNAVAILABLE', MSTEAMS_MESSAGES.resyncFailed, { cause: error });
  }
}

/**
 * A Team Admin opens only the teams they belong to or that are shared with them: one who connects a
 * Teams team without being on its roster (another email in Teams, or not in the team at all) would
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

/** Links the install as the viewer chose; answers the team and what was imported. */
export async function confirmMsTeamsConnect(
  deps: TConfirmConnectDeps,
  viewer: TViewer,
  install: TInstallRow,
  choice: 'overwrite' | 'new_team',
  origin: TRequestOrigin = {},
): Promise<TConfirmConnectResult> {
  const now = deps.now?.() ?? new Date();
  const refusal = await connectRefusalFor(deps.db, viewer, install, now);
  if (refusal) throw connectRefusalError(refusal, 'link');
  if (!canConnectTeams(viewer)) throw new AppError('FORBIDDEN', MSTEAMS_MESSAGES.noPermission);
  if (viewerHasFlag(viewer, 'EMAIL_TEAM_ONLY')) throw new AppError('FEATURE_LOCKED', MSTEAMS_MESSAGES.emailOnly);
  const current = choice === 'overwrite' ? viewer.currentTeam : null;
  if (choice === 'new_team' || !current) {
    if (viewerHasFlag(viewer, 'ONE_TEAM_LIMIT')) {
      const [existing] = await deps.db.select({ n: count() }).from(teams).where(eq(teams.accountId, viewer.account.id));
      if ((existing?.n ?? 0) >= 1) throw new AppError('FEATURE_LOCKED', ONE_TEAM_LIMIT_MESSAGE);
    }
  }
  const roster = await readRosterOf(deps.directory, install);
  return deps.db.transaction(async (tx) => {
    // The row as it is now, locked until commit: a confirm that got here first has spent the link.
    const [locked] = await tx.select().from(msteamsInstalls).where(eq(msteamsInstalls.id, install.id)).for('update');
    if (!locked || locked.status === 'removed') throw new AppError('NOT_FOUND', MSTEAMS_MESSAGES.linkInvalid);
    const lockedRefusal = await connectRefusalFor(tx, viewer, locked, now);
    if (lockedRefusal) throw connectRefusalError(lockedRefusal, 'link');
    let team: TTeamRow;
    if (current) {
      [team] = (await tx
        .update(teams)
        .set({ service: 'MSTEAMS', updatedAt: new Date() })
        .where(eq(teams.id, current.id))
        .returning()) as [TTeamRow];
    } else {
      [team] = (await tx
        .insert(teams)
        .values({
          accountId: viewer.account.id,
          name: roster.teamName || install.teamName,
          slug: makeSlug(install.teamName),
          service: 'MSTEAMS',
        })
        .returning()) as [TTeamRow];
    }
    // The connected team is where the admin lands next (a new team, or the current one relinked).
    await tx.update(sessions).set({ currentTeamId: team.id }).where(eq(sessions.id, viewer.sessionId));
    // Another Rollcall team that had this Teams team lets go of it: one install, one team.
    await tx
      .update(msteamsInstalls)
      .set({ status: 'pending', teamId: null })
      .where(and(eq(msteamsInstalls.teamId, team.id), ne(msteamsInstalls.id, install.id)));
    await tx
      .update(msteamsInstalls)
      .set({
        status: 'linked',
        teamId: team.id,
        teamName: roster.teamName || install.teamName,
        memberCount: roster.members.length,
        channels: roster.channels,
        linkUsedAt: now,
        updatedAt: now,
      })
      .where(eq(msteamsInstalls.id, install.id));
    const imported = await importRoster(tx, viewer.account.id, team.id, roster.members);
    await keepAccessOfConnectingAdmin(tx, viewer, team.id);
    if (viewer.user.platform === 'NONE' || viewer.user.platform === 'EMAIL')
      await tx.update(users).set({ platform: 'MSTEAMS' }).where(eq(users.id, viewer.user.id));
    await recordAuditEvent(
      tx,
      {
        kind: current ? 'team_linked' : 'team_created',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        details: { teamId: team.id, service: 'MSTEAMS', msTeamId: install.msTeamId, imported: imported.imported },
      },
      origin,
    );
    return { team, imported, channels: roster.channels.length };
  });
}
