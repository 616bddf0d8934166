/**
 * Slack's words and addresses shared by the server and the web app (issue 18, spec part 3 §2.8):
 * what the install asks Slack for, where it starts, and the messages its refusals show.
 */

import { z } from 'zod';
import { ZMsTeamsConfirmForm, ZMsTeamsConnectContext } from './msteams.ts';

/** Where 'Connect Slack' goes (spec part 3 §2.8). */
export const SLACK_CONNECT_PATH = '/connect/slack/';

/** The Slack page, where install refusals come back as a toast. */
export const SLACK_PAGE_PATH = '/platform/slack/';

/** Where Slack sends the browser back after the consent page (the app's OAuth redirect URL). */
export const SLACK_OAUTH_REDIRECT_PATH = '/slack/oauth_redirect';

/** Where Slack posts events, interactivity and options (one Request URL for all three). */
export const SLACK_EVENTS_PATH = '/slack/events';

/** How long a Connect Slack round trip may take, from our redirect to Slack's answer. */
export const SLACK_INSTALL_STATE_MINUTES = 10;

export const SLACK_MESSAGES = {
  notConfigured:
    'Slack is not set up on this server. Ask your Rollcall administrator to add the Slack app settings (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET).',
  /** Spec part 1 §8, word for word (the same rule and words as connecting Microsoft Teams). */
  noPermission: 'You do not have permissions to connect or create a new team.',
  askAdmin: 'An Account Admin or a Team Admin of your organization connects Slack: ask one of them.',
  stateInvalid: 'This Slack connection could not be verified. Press Connect Slack again to start over.',
  stateExpired: `This Slack connection took longer than ${SLACK_INSTALL_STATE_MINUTES} minutes. Press Connect Slack again to start over.`,
  stateUsed: 'This Slack connection was already completed or cancelled. Press Connect Slack again to start over.',
  stateOtherUser:
    'This Slack connection was started by someone else signed in to Rollcall. Press Connect Slack again to connect it as yourself.',
  accessDenied: 'Slack was not connected: the install was cancelled on Slack. Press Connect Slack to try again.',
  slackRefused:
    'Slack did not complete the install ({error}). Press Connect Slack to try again, or ask your Slack workspace admin to approve the Rollcall app.',
  enterpriseInstall:
    'Rollcall is installed one workspace at a time: an organization-wide Enterprise Grid install is not supported yet. Install it from the workspace your team uses.',
  slackUnreachable: 'Slack could not be reached to complete the install. Please try again in a few minutes.',
} as const;

/** The confirm screen's address for an install (spec part 1 §2.10). */
export function slackConfirmPath(slug: string): string {
  return `/connect/slack/${encodeURIComponent(slug)}/confirm/`;
}

export const SLACK_CONNECT_MESSAGES = {
  /** Spec part 1 §8, word for word; {team} is the Rollcall team the viewer is on now. */
  alreadyLinked: 'Caution! This team is already linked with {team}. This action can overwrite it.',
  noPermission: SLACK_MESSAGES.noPermission,
  sendToAdmin: 'Send this link to your account admin so they can connect the Slack workspace:',
  headsUp:
    'Heads up! {team_name} has only one member in Slack. Invite your teammates to the workspace in Slack: they join Rollcall as soon as they join Slack, and Resync Team reads everyone again.',
  linkInvalid: 'This Slack connection is not valid. Press Connect Slack on the Slack page to start over.',
  /** The install was made by another Rollcall organization: only its admins confirm it. */
  otherAccount:
    'This Slack connection was made by another Rollcall organization. Press Connect Slack to install Rollcall in your workspace for your organization.',
  /** The install is linked already (a second confirm, or the same workspace installed again). */
  alreadyConnected:
    'This Slack workspace is already connected to the Rollcall team {team}. Its admins manage it under Team Settings, where Resync Team reads its members and channels again.',
  emailOnly: 'Your plan connects email teams only. Upgrade to connect Slack.',
  emailTeamChoice:
    '{team} runs by email now. Overwrite moves {team} to Slack; Create New Team keeps {team} as it is and adds a new team.',
  unavailable: 'Slack did not answer while reading the workspace members. Try again in a few minutes.',
  resyncNotLinked: 'This team is not connected to a Slack workspace. Press Connect Slack on the Slack page first.',
} as const;

function countOfWords(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What was left out of a Slack roster read, by kind (bots, deactivated, guests, no email). */
export interface TSlackSkipped {
  bots: number;
  deleted: number;
  guests: number;
  noEmail: number;
}

/** The people not imported, said plainly; empty when none. */
export function slackSkippedText(skipped: TSlackSkipped): string {
  const parts: string[] = [];
  if (skipped.noEmail) parts.push(`${countOfWords(skipped.noEmail, 'person', 'people')} without an email`);
  if (skipped.guests) parts.push(countOfWords(skipped.guests, 'guest', 'guests'));
  if (skipped.deleted) parts.push(countOfWords(skipped.deleted, 'deactivated account', 'deactivated accounts'));
  if (skipped.bots) parts.push(countOfWords(skipped.bots, 'bot', 'bots'));
  return parts.length ? ` Not imported: ${parts.join(', ')}.` : '';
}

/** After a confirm: the team, members imported, channels found and who was left out. */
export function slackConnectedMessage(
  team: string,
  imported: number,
  channels: number,
  skipped: TSlackSkipped,
): string {
  const members = countOfWords(imported, 'member was', 'members were');
  return `${team} is connected to Slack. ${members} imported, ${countOfWords(channels, 'channel', 'channels')} found.${slackSkippedText(skipped)}`;
}

/** After Resync Team of a Slack team. */
export function slackResyncedMessage(team: string, members: number, channels: number, skipped: TSlackSkipped): string {
  return `${team} was resynced with Slack: ${countOfWords(members, 'member', 'members')}, ${countOfWords(channels, 'channel', 'channels')}.${slackSkippedText(skipped)}`;
}

/** GET /api/v1/connect/slack/{slug}/confirm/ — what the confirm screen shows (the Teams screen's shape, plus channels). */
export const ZSlackConnectContext = ZMsTeamsConnectContext.extend({
  /** Public channels found in the workspace (the broadcast choices). */
  channel_count: z.number().int().nonnegative(),
});
export type TSlackConnectContext = z.infer<typeof ZSlackConnectContext>;

/** POST /connect/slack/{slug}/confirm/ — `overwrite` (link the current team) or `new_team`. */
export const ZSlackConfirmForm = ZMsTeamsConfirmForm;
