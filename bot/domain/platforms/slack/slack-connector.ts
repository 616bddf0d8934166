/**
 * Slack's entry of the one connect path (bot/domain/platforms/connect-install.ts, issue 18): an
 * install is confirmed only by the organization that made it and only while it is not removed; the
 * roster is the workspace's full members (slack-roster.ts); linking stores the workspace's name,
 * member count and public channels on the install and records each member's Slack identity.
 */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { SLACK_CONNECT_MESSAGES } from '../../../../shared/slack.ts';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls, teams } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TInstallConnector } from '../connect-install.ts';
import { SERVICE } from '../platform-names.ts';
import type { TSlackDirectory } from './slack-directory.ts';
import type { TSlackInstallRow } from './slack-install-store.ts';
import { slackRosterOf, type TSlackRoster } from './slack-roster.ts';

/** An install row as the connect path takes it (its workspace name as `teamName`). */
export type TSlackConnectInstall = TSlackInstallRow & { teamName: string };

/** The row with the name the connect path uses. */
export function asConnectInstall(row: TSlackInstallRow): TSlackConnectInstall {
  return { ...row, teamName: row.slackTeamName };
}

/**
 * Why this viewer may not confirm the install: gone, made by another organization, or linked
 * already (a second confirm loses: the team is managed in Rollcall from then on).
 */
export async function slackConnectRefusal(
  db: TDb,
  viewer: TViewer,
  install: TSlackInstallRow,
): Promise<AppError | null> {
  if (install.status === 'removed' || !install.botTokenSealed)
    return new AppError('NOT_FOUND', SLACK_CONNECT_MESSAGES.linkInvalid);
  if (install.accountId !== viewer.account.id) return new AppError('FORBIDDEN', SLACK_CONNECT_MESSAGES.otherAccount);
  if (install.status === 'linked' && install.teamId) {
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, install.teamId));
    if (team)
      return new AppError(
        'NOT_FOUND',
        SLACK_CONNECT_MESSAGES.alreadyConnected.replace('{team}', () => team.name),
      );
  }
  return null;
}

/** Reads a workspace's roster, or says Slack did not answer (a 503 with words, not a 500). */
export async function readSlackRoster(directory: TSlackDirectory, install: TSlackInstallRow): Promise<TSlackRoster> {
  try {
    return slackRosterOf(await directory.readWorkspace(install));
  } catch (error) {
    throw new AppError('UNAVAILABLE', SLACK_CONNECT_MESSAGES.unavailable, { cause: error });
  }
}

/** Stores what a roster read says on the install (name, size, channels). */
export async function storeSlackRosterFacts(
  tx: TDb,
  installId: string,
  roster: TSlackRoster | { teamName: string; members: unknown[]; channels: Array<{ id: string; name: string }> },
  now: Date,
  fallbackName: string,
): Promise<void> {
  await tx
    .update(slackInstalls)
    .set({
      slackTeamName: roster.teamName || fallbackName,
      memberCount: roster.members.length,
      channels: roster.channels,
      updatedAt: now,
    })
    .where(eq(slackInstalls.id, installId));
}

/**
 * The Slack connector; `onRoster` hears the roster read (the confirm route reports who was left out).
 */
export function slackConnector(
  directory: TSlackDirectory,
  onRoster: (roster: TSlackRoster) => void = () => {},
): TInstallConnector<TSlackConnectInstall> {
  return {
    service: SERVICE.slack,
    messages: {
      linkInvalid: SLACK_CONNECT_MESSAGES.linkInvalid,
      noPermission: SLACK_CONNECT_MESSAGES.noPermission,
      emailOnly: SLACK_CONNECT_MESSAGES.emailOnly,
      unavailable: SLACK_CONNECT_MESSAGES.unavailable,
    },
    refusalFor(db, viewer, install) {
      return slackConnectRefusal(db, viewer, install);
    },
    async readRoster(install) {
      const roster = slackRosterOf(await directory.readWorkspace(install));
      onRoster(roster);
      return roster;
    },
    async lockInstall(tx, install) {
      const [locked] = await tx.select().from(slackInstalls).where(eq(slackInstalls.id, install.id)).for('update');
      return locked && locked.status !== 'removed' ? asConnectInstall(locked) : null;
    },
    async markLinked(tx, install, teamId, roster, now) {
      // One install, one team: another Slack install this team held lets go of it.
      await tx
        .update(slackInstalls)
        .set({ status: 'pending', teamId: null, updatedAt: now })
        .where(and(eq(slackInstalls.teamId, teamId), ne(slackInstalls.id, install.id)));
      await tx.update(slackInstalls).set({ status: 'linked', teamId }).where(eq(slackInstalls.id, install.id));
      await storeSlackRosterFacts(tx, install.id, roster, now, install.slackTeamName);
    },
    auditDetails: (install) => ({ slackTeamId: install.slackTeamId, enterpriseId: install.enterpriseId }),
  };
}
