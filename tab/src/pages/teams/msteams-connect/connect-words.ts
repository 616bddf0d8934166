/**
 * The words of a chat platform's confirm screen (spec part 1 §2.10): the same screen connects a
 * Microsoft Teams team and a Slack workspace, each in its own words.
 */
import { MSTEAMS_MESSAGES } from '../../../../../shared/msteams.ts';
import { SLACK_CONNECT_MESSAGES } from '../../../../../shared/slack.ts';

export interface TConnectWords {
  /** The platform's name ('Microsoft Teams', 'Slack'). */
  platform: string;
  headsUp: string;
  alreadyLinked: string;
  emailTeamChoice: string;
  noPermission: string;
  sendToAdmin: string;
}

export const MSTEAMS_CONNECT_WORDS: TConnectWords = {
  platform: 'Microsoft Teams',
  headsUp: MSTEAMS_MESSAGES.headsUp,
  alreadyLinked: MSTEAMS_MESSAGES.alreadyLinked,
  emailTeamChoice: MSTEAMS_MESSAGES.emailTeamChoice,
  noPermission: MSTEAMS_MESSAGES.noPermission,
  sendToAdmin: MSTEAMS_MESSAGES.sendToAdmin,
};

export const SLACK_CONNECT_WORDS: TConnectWords = {
  platform: 'Slack',
  headsUp: SLACK_CONNECT_MESSAGES.headsUp,
  alreadyLinked: SLACK_CONNECT_MESSAGES.alreadyLinked,
  emailTeamChoice: SLACK_CONNECT_MESSAGES.emailTeamChoice,
  noPermission: SLACK_CONNECT_MESSAGES.noPermission,
  sendToAdmin: SLACK_CONNECT_MESSAGES.sendToAdmin,
};
