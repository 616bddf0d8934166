/**
 * The bot messages a report can customise (spec part 3 §2.3 Additional settings, §9): how each is
 * labelled in the wizard and which placeholders it understands.
 */
import {
  BOT_MESSAGE_PLACEHOLDERS,
  type TBotMessageName,
  WIZARD_MESSAGE_VARIABLES,
} from '../../../../../shared/reports.ts';

export interface TBotMessageInfo {
  label: string;
  /** When the bot sends it. */
  purpose: string;
  placeholders: readonly string[];
}

/** Label, purpose and placeholders of every customisable message, in the order the wizard lists them. */
export const BOT_MESSAGE_INFO: Readonly<Record<TBotMessageName, TBotMessageInfo>> = {
  intro_message: {
    label: 'Intro message',
    purpose: 'Opens each check-in.',
    placeholders: WIZARD_MESSAGE_VARIABLES,
  },
  closing_message: {
    label: 'Closing message',
    purpose: 'Thanks the member once all questions are answered.',
    placeholders: WIZARD_MESSAGE_VARIABLES,
  },
  public_message_title: {
    label: 'Summary title',
    purpose: 'Heads the report posted to the channel.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
  public_message_subtitle: {
    label: 'Summary subtitle',
    purpose: 'Follows the summary title.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
  reminder_one: {
    label: 'First reminder',
    purpose: 'Sent to members who have not answered yet.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
  reminder_two: {
    label: 'Final reminder',
    purpose: 'Sent shortly before the check-in closes.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
  report_finished_message: {
    label: 'Check-in complete',
    purpose: 'Confirms that the answers were received.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
  report_out_of_time_message: {
    label: 'Check-in closed',
    purpose: 'Answers a member who replies after the check-in closed.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
  private_message: {
    label: 'Private report notice',
    purpose: 'Tells members of a private report who sees their answers.',
    placeholders: BOT_MESSAGE_PLACEHOLDERS,
  },
};

/** id of the bot messages heading, so the gear menu's 'Bot messages' can move focus to it. */
export const BOT_MESSAGES_HEADING_ID = 'report-wizard-bot-messages';
