/**
 * The words of a chat platform's confirm screen (spec part 1 §2.10): the same screen connects a
 * Microsoft Teams team, a Slack workspace and a Cisco Webex space, each in its own words.
 */
import { MSTEAMS_MESSAGES } from '../../../../../shared/msteams.ts';
import { SLACK_CONNECT_MESSAGES } from '../../../../../shared/slack.ts';
import { WEBEX_MESSAGES } from '../../../../../shared/webex.ts';

export interface TConnectWords {
  /** The platform's name ('Microsoft Teams', 'Slack', 'Cisco Webex Teams'). */
  platform: string;
  headsUp: string;
  alreadyLinked: string;
  emailTeamChoice: string;
  noPermission: string;
  sendToAdmin: string;
}

/**
 * The words of a platform whose bot sends the installer a link (Microsoft Teams, Webex): what the
 * bot was added to, where its page explains the install, and the link's refusals, so a refused or
 * signed-out visit says what happened in that platform's words.
 */
export interface TConnectLinkWords extends TConnectWords {
  /** What the bot is added to ('team', 'space'). */
  place: string;
  /** The platform's page in Rollcall: how to connect it. */
  platformPage: string;
  linkInvalid: string;
  linkUsed: string;
  linkExpired: string;
  linkedElsewhere: string;
}

export const MSTEAMS_CONNECT_WORDS: TConnectLinkWords = {
  platform: 'Microsoft Teams',
  headsUp: MSTEAMS_MESSAGES.headsUp,
  alreadyLinked: MSTEAMS_MESSAGES.alreadyLinked,
  emailTeamChoice: MSTEAMS_MESSAGES.emailTeamChoice,
  noPermission: MSTEAMS_MESSAGES.noPermission,
  sendToAdmin: MSTEAMS_MESSAGES.sendToAdmin,
  place: 'team',
  platformPage: '/platform/msteams/',
  linkInvalid: MSTEAMS_MESSAGES.linkInvalid,
  linkUsed: MSTEAMS_MESSAGES.linkUsed,
  linkExpired: MSTEAMS_MESSAGES.linkExpired,
  linkedElsewhere: MSTEAMS_MESSAGES.linkedElsewhere,
};

export const SLACK_CONNECT_WORDS: TConnectWords = {
  platform: 'Slack',
  headsUp: SLACK_CONNECT_MESSAGES.headsUp,
  alreadyLinked: SLACK_CONNECT_MESSAGES.alreadyLinked,
  emailTeamChoice: SLACK_CONNECT_MESSAGES.emailTeamChoice,
  noPermission: SLACK_CONNECT_MESSAGES.noPermission,
  sendToAdmin: SLACK_CONNECT_MESSAGES.sendToAdmin,
};

export const WEBEX_CONNECT_WORDS: TConnectLinkWords = {
  platform: 'Cisco Webex Teams',
  headsUp: WEBEX_MESSAGES.headsUp,
  alreadyLinked: WEBEX_MESSAGES.alreadyLinked,
  emailTeamChoice: WEBEX_MESSAGES.emailTeamChoice,
  noPermission: WEBEX_MESSAGES.noPermission,
  sendToAdmin: WEBEX_MESSAGES.sendToAdmin,
  place: 'space',
  platformPage: '/platform/webex/',
  linkInvalid: WEBEX_MESSAGES.linkInvalid,
  linkUsed: WEBEX_MESSAGES.linkUsed,
  linkExpired: WEBEX_MESSAGES.linkExpired,
  linkedElsewhere: WEBEX_MESSAGES.linkedElsewhere,
};

const LINK_WORDS: readonly TConnectLinkWords[] = [WEBEX_CONNECT_WORDS, MSTEAMS_CONNECT_WORDS];

/**
 * The platform words a link refusal was written in (Microsoft Teams when none matches), for the
 * pages that show a refused link without knowing its platform (the chat-install signup).
 */
export function linkWordsOfRefusal(message: string): TConnectLinkWords {
  const refusalsOf = (words: TConnectLinkWords) => [
    words.linkInvalid,
    words.linkUsed,
    words.linkExpired,
    words.linkedElsewhere,
  ];
  return LINK_WORDS.find((words) => refusalsOf(words).includes(message)) ?? MSTEAMS_CONNECT_WORDS;
}
