/**
 * Microsoft Teams connect contracts (spec part 1 §2.10, §6, §8; part 3 §2.8): the confirm screen
 * an installer opens from the bot's activation link, and the connect-code form. Shared by the
 * server routes and the web app.
 */

import { z } from 'zod';
import { countOf } from './count-of.ts';

/** Activation links and connect codes work for this many days from when the bot sent them, once. */
export const CONNECT_LINK_DAYS = 7;

/** Connect codes typed on /platform/connect/: this many tries a minute per person, and per address. */
export const CONNECT_CODE_TRIES_PER_USER = 10;
export const CONNECT_CODE_TRIES_PER_IP = 30;

/** How to get a new link or code (the bot sends one each time it is added to a team). */
const NEW_LINK_HOW =
  'For a new one, remove the Rollcall bot from the team in Microsoft Teams and add it again; the bot then sends a new link and code to whoever added it.';

export const MSTEAMS_MESSAGES = {
  /** Spec part 1 §8, word for word; {team} is the Rollcall team the viewer is on now. */
  alreadyLinked: 'Caution! This team is already linked with {team}. This action can overwrite it.',
  /** Spec part 1 §8, word for word. */
  noPermission: 'You do not have permissions to connect or create a new team.',
  sendToAdmin: 'Send this link to your account admin so they can connect the team:',
  headsUp:
    'Heads up! {team_name} has only one member in Microsoft Teams. Add your teammates to the team in Teams and press Resync Team afterwards, so they get check-ins too.',
  connectCodeRequired: 'Enter the connect code the Rollcall bot sent you in Microsoft Teams.',
  connectCodeUnknown:
    'That connect code is not valid. Check the code the Rollcall bot sent you, or add the bot to your team again.',
  linkInvalid: 'This connect link is not valid. Open the newest link the Rollcall bot sent you in Microsoft Teams.',
  /** A link or code works once: after a confirm, the team is managed in Rollcall, not through the link. */
  linkUsed: `This connect link was already used. The connected team's admins manage it in Rollcall under Team Settings. ${NEW_LINK_HOW}`,
  codeUsed: `That connect code was already used. The connected team's admins manage it in Rollcall under Team Settings. ${NEW_LINK_HOW}`,
  linkExpired: `This connect link has expired: links work for ${CONNECT_LINK_DAYS} days. ${NEW_LINK_HOW}`,
  codeExpired: `That connect code has expired: codes work for ${CONNECT_LINK_DAYS} days. ${NEW_LINK_HOW}`,
  /** Names nothing of the Teams team: the viewer's organization does not own it. */
  linkedElsewhere:
    "This Microsoft Teams team is connected to another Rollcall organization, and only that organization's admins can connect it again. Ask them to delete their Rollcall team for it first, or ask Rollcall support.",
  /** 429 on /platform/connect/; {seconds} until the next try. */
  tooManyCodes: 'Too many connect codes tried. Wait {seconds} seconds and try again.',
  emailOnly: 'Your plan connects email teams only. Upgrade to connect Microsoft Teams.',
  /**
   * The current team is an email team: not 'linked' with anything (the spec's caution names chat
   * platforms), so the screen says what each choice does to it instead.
   */
  emailTeamChoice:
    '{team} runs by email now. Overwrite moves {team} to Microsoft Teams; Create New Team keeps {team} as it is and adds a new team.',
  resyncEmailTeam: 'Email teams have nothing to resync. Invite members instead.',
  resyncFailed: 'Microsoft Teams did not answer the resync. Try again in a few minutes.',
} as const;

/** After a confirm: the Rollcall team name and the members imported from the roster. */
export function connectedMessage(team: string, imported: number): string {
  const members = countOf(imported, 'member was', 'members were');
  return `${team} is connected to Microsoft Teams. ${members} imported.`;
}

/** After Resync Team: the members and channels now known. */
export function resyncedMessage(team: string, members: number, channels: number): string {
  return `${team} was resynced with Microsoft Teams: ${countOf(members, 'member', 'members')}, ${countOf(channels, 'channel', 'channels')}.`;
}

/**
 * GET /api/v1/connect/msteams/{conversationId}/{teamId}/{adminId}/{tenantId}/{serviceUrl}/{teamName}/?sig=...
 * and GET /api/v1/connect/msteams/{slug}/confirm/ — what the confirm screen shows.
 */
export const ZMsTeamsConnectContext = z.object({
  /** The Microsoft Teams team (or chat) being connected. */
  team_name: z.string(),
  /** Members on its roster when the bot was added (1 -> the 'Heads up' warning). */
  member_count: z.number().int().nonnegative(),
  /** Where the confirm form posts (same-origin path, with its signature when it has one). */
  activation_post_url: z.string(),
  /** The install's slug (the /connect/msteams/{slug}/confirm/ form of the link). */
  activation_slug: z.string(),
  /** The absolute link a non-admin sends to their admin. */
  activation_link: z.string(),
  /** Only Account Admins and Team Admins (account types 1 and 2) may connect. */
  can_connect: z.boolean(),
  /** EMAIL_TEAM_ONLY locks the confirm body. */
  locked: z.boolean(),
  /** The viewer's current Rollcall team: 'Overwrite' relinks it, 'Create New Team' makes another. */
  current_team: z.object({ name: z.string(), service: z.string() }).nullable(),
  /** Already connected to this Microsoft Teams team: which Rollcall team has it. */
  linked_team_name: z.string().nullable(),
});
export type TMsTeamsConnectContext = z.infer<typeof ZMsTeamsConnectContext>;

/**
 * POST .../confirm/ — the pressed button's name: `overwrite` (link the current team) or `new_team`.
 * Form-encoded or JSON; answers {ok, redirect, message} to Accept: application/json.
 */
export const ZMsTeamsConfirmForm = z
  .object({ overwrite: z.string().optional(), new_team: z.string().optional() })
  .refine((form) => (form.overwrite === undefined) !== (form.new_team === undefined), {
    message: 'Choose Overwrite or Create New Team.',
  });

/**
 * POST /platform/connect/ — the code the bot sent the installer ('K7M2-Q9XD-4HJP'; older codes had
 * 8 characters); answers a redirect to the confirm screen.
 */
export const ZConnectCodeForm = z.object({
  connect_code: z
    .string({ error: MSTEAMS_MESSAGES.connectCodeRequired })
    .trim()
    .min(1, MSTEAMS_MESSAGES.connectCodeRequired)
    .max(64, MSTEAMS_MESSAGES.connectCodeUnknown),
});

/** The API address of a confirm page's context: the page path under /api/v1, query kept. */
export function msTeamsContextApiPath(pagePath: string, search: string): string {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  return `/api/v1${path}${search}`;
}

/** Where the admin's browser downloads the Teams app package (a zip built from this server's settings). */
export const TEAMS_APP_PACKAGE_PATH = '/platform/msteams/rollcall-teams.zip';

/**
 * GET /api/v1/platform/msteams — the state of Microsoft Teams on this server, for its connect page:
 * `off` (no bot: BOT_ID/BOT_PASSWORD not set), `local` (a bot without an Azure app id, development
 * only: no package Teams can install), `ready` (the app package can be downloaded).
 */
export const ZMsTeamsSetup = z.object({
  status: z.enum(['off', 'local', 'ready']),
  /** Why no package can be built (settings the server administrator must fix); empty when ready. */
  problems: z.array(z.string()),
  /** The address Teams posts to, for the Azure Bot's messaging endpoint. */
  messaging_endpoint: z.string(),
  /** Account Admins and Team Admins may download the package and install the app. */
  can_install: z.boolean(),
});
export type TMsTeamsSetup = z.infer<typeof ZMsTeamsSetup>;
