/**
 * The OAuth scopes Rollcall's Slack app asks for: one list shared by the app manifest and the
 * install flow's authorize URL, so the two can never disagree.
 */

/**
 * Bot token scopes, in the words of the Slack page (part 3 §2.8): read public channels, read member
 * emails, send messages, read the workspace profile. `im:history` is what the `message.im` event
 * needs (members writing to the bot in its DM); Slack refuses a manifest subscribing to it without.
 */
export const SLACK_BOT_SCOPES = [
  'channels:read',
  'users:read',
  'users:read.email',
  'chat:write',
  'im:write',
  'im:history',
  'team:read',
] as const;

/** User scopes for Sign in with Slack (OpenID Connect): who the person is and their email. */
export const SLACK_USER_SCOPES = ['openid', 'email', 'profile'] as const;

/** The bot events Rollcall subscribes to (POST ${PUBLIC_URL}/slack/events). */
export const SLACK_BOT_EVENTS = [
  'team_join',
  'user_change',
  'app_uninstalled',
  'tokens_revoked',
  'app_home_opened',
  'message.im',
] as const;

export type TSlackBotScope = (typeof SLACK_BOT_SCOPES)[number];
export type TSlackUserScope = (typeof SLACK_USER_SCOPES)[number];
