/**
 * The port the Teams adapter offers the domain for reading a team (ARCHITECTURE §3.1): its roster,
 * page by page, its channels and its name. The domain imports the roster; the SDK stays in
 * bot/adapters/msteams/.
 */
import type { TPlatformRoster, TRosterMember } from '../import-roster.ts';

/** A Teams roster: the platform roster (its member ids are Teams user ids '29:...'). */
export type TTeamsRoster = TPlatformRoster;
export type { TRosterMember };

/** What the domain needs to find a Teams team again. */
export interface TInstallAddress {
  kind: string;
  tenantId: string;
  msTeamId: string;
  conversationId: string;
  serviceUrl: string;
  teamName: string;
}

export interface TMsTeamsDirectory {
  /** Reads every member (all pages) and the channels of the team or chat. */
  readRoster(install: TInstallAddress): Promise<TTeamsRoster>;
}
