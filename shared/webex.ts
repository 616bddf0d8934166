/**
 * Cisco Webex's words and addresses shared by the server and the web app (issue 21; spec part 1
 * §2.7, §2.10; part 3 §2.8, §2.9): the welcome link the bot sends the installer privately, the
 * confirm screen's context (the Teams screen's shape), its form, and the messages its refusals and
 * results show. The platform's spec value is SPARK; people read 'Cisco Webex Teams'.
 */

import { z } from 'zod';
import { countOf } from './count-of.ts';
import { CONNECT_LINK_DAYS, ZMsTeamsConfirmForm, ZMsTeamsConnectContext } from './msteams.ts';

/** Where Webex posts the bot's webhook deliveries (messages, attachmentActions, memberships). */
export const WEBEX_EVENTS_PATH = '/webex/events';

/** The Webex page (spec part 3 §2.8). */
export const WEBEX_PAGE_PATH = '/platform/webex/';

/** The welcome link's confirm screen (spec part 1 §1: /connect/spark/{slug}/confirm/). */
export function webexConfirmPath(slug: string): string {
  return `/connect/spark/${encodeURIComponent(slug)}/confirm/`;
}

/** The confirm screen's slug read back from its path (null for any other path). */
export function webexSlugOfConfirmPath(path: string | null | undefined): string | null {
  const match = path ? /^\/connect\/spark\/([\w.-]{1,100})\/confirm\/?$/.exec(path) : null;
  return match?.[1] ?? null;
}

/** How to get a new welcome link (the bot sends one each time it is added to a space). */
const NEW_LINK_HOW =
  'For a new one, remove the Rollcall bot from the space in Webex and add it again; the bot then sends a new link to whoever added it.';

export const WEBEX_MESSAGES = {
  notConfigured:
    'Cisco Webex is not set up on this server. Ask your Rollcall administrator to add the Webex bot settings (WEBEX_BOT_TOKEN and WEBEX_WEBHOOK_SECRET).',
  /** Spec part 1 §8, word for word; {team} is the Rollcall team the viewer is on now. */
  alreadyLinked: 'Caution! This team is already linked with {team}. This action can overwrite it.',
  /** Spec part 1 §8, word for word. */
  noPermission: 'You do not have permissions to connect or create a new team.',
  sendToAdmin: 'Send this link to your account admin so they can connect the Webex space:',
  headsUp:
    'Heads up! {team_name} has only one member in Webex. Add your teammates to the space in Webex: they join Rollcall as soon as they join the space, and Resync Team reads everyone again.',
  linkInvalid: 'This welcome link is not valid. Open the newest link the Rollcall bot sent you in Webex.',
  linkUsed: `This welcome link was already used. The connected team's admins manage it in Rollcall under Team Settings. ${NEW_LINK_HOW}`,
  linkExpired: `This welcome link has expired: links work for ${CONNECT_LINK_DAYS} days. ${NEW_LINK_HOW}`,
  /** Names nothing of the space: the viewer's organization does not own it. */
  linkedElsewhere:
    "This Webex space is connected to another Rollcall organization, and only that organization's admins can connect it again. Ask them to delete their Rollcall team for it first, or ask Rollcall support.",
  emailOnly: 'Your plan connects email teams only. Upgrade to connect Cisco Webex Teams.',
  emailTeamChoice:
    '{team} runs by email now. Overwrite moves {team} to Cisco Webex Teams; Create New Team keeps {team} as it is and adds a new team.',
  unavailable: 'Webex did not answer while reading the space members. Try again in a few minutes.',
  resyncNotLinked: 'This team is not connected to a Webex space. Add the Rollcall bot to your space in Webex first.',
} as const;

/** After a confirm: the Rollcall team name and the members imported from the space. */
export function webexConnectedMessage(team: string, imported: number): string {
  return `${team} is connected to Cisco Webex Teams. ${countOf(imported, 'member was', 'members were')} imported.`;
}

/** After Resync Team of a Webex team. */
export function webexResyncedMessage(team: string, members: number): string {
  return `${team} was resynced with Cisco Webex Teams: ${countOf(members, 'member', 'members')}.`;
}

/** GET /api/v1/connect/spark/{slug}/confirm/ — what the confirm screen shows (the Teams screen's shape). */
export const ZWebexConnectContext = ZMsTeamsConnectContext;
export type TWebexConnectContext = z.infer<typeof ZWebexConnectContext>;

/** POST /connect/spark/{slug}/confirm/ — `overwrite` (link the current team) or `new_team`. */
export const ZWebexConfirmForm = ZMsTeamsConfirmForm;

/** GET /api/v1/platform/webex — what the Webex page says about this server's bot. */
export const ZWebexSetup = z.object({
  /** WEBEX_BOT_TOKEN and WEBEX_WEBHOOK_SECRET are set and the bot runs. */
  bot_running: z.boolean(),
  /** The bot's Webex address people add to a space (e.g. rollcall@webex.bot); null when unknown. */
  bot_email: z.string().nullable(),
  /** The bot's name in Webex; null when unknown. */
  bot_name: z.string().nullable(),
});
export type TWebexSetup = z.infer<typeof ZWebexSetup>;
