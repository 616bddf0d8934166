/**
 * The port the Teams adapter offers the domain for reading a team (ARCHITECTURE §3.1): its roster,
 * page by page, its channels and its name. The domain imports the roster; the SDK stays in
 * bot/adapters/msteams/.
 */

/** A person on a Teams roster (TeamsChannelAccount's fields we keep). */
export interface TRosterMember {
  /** Teams user id '29:...': what proactive messages are addressed to. */
  id: string;
  aadObjectId: string | null;
  name: string;
  givenName: string | null;
  surname: string | null;
  /** email, or the user principal name when Teams gives no email. */
  email: string | null;
}

export interface TTeamsRoster {
  teamName: string;
  members: TRosterMember[];
  channels: Array<{ id: string; name: string }>;
}

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
