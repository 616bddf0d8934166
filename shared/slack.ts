/**
 * Slack's words and addresses shared by the server and the web app (issue 18, spec part 3 §2.8):
 * what the install asks Slack for, where it starts, and the messages its refusals show.
 */

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
  slackUnreachable: 'Slack could not be reached to complete the install. Please try again in a few minutes.',
} as const;
