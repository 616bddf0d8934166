/**
 * Rollcall's Slack app manifest (the JSON Slack accepts in "Create New App > From a manifest"):
 * display information, the bot user, redirect URLs, scopes, event subscriptions and interactivity,
 * all pointed at PUBLIC_URL, so an admin creates the app in one paste.
 */
import { SLACK_BOT_EVENTS, SLACK_BOT_SCOPES, SLACK_USER_SCOPES } from './slack-scopes.ts';

export const SLACK_APP_NAME = 'Rollcall';
export const SLACK_BACKGROUND_COLOR = '#4a154b';

/** The routes Slack calls on Rollcall, relative to PUBLIC_URL. */
export const SLACK_PATHS = {
  events: '/slack/events',
  oauthRedirect: '/slack/oauth_redirect',
  signInRedirect: '/accounts/slack/callback/',
} as const;

/** The manifest's shape (the parts Rollcall sets), as documented by Slack. */
export interface TSlackManifest {
  _metadata: { major_version: number; minor_version: number };
  display_information: { name: string; description: string; long_description: string; background_color: string };
  features: {
    app_home: { home_tab_enabled: boolean; messages_tab_enabled: boolean; messages_tab_read_only_enabled: boolean };
    bot_user: { display_name: string; always_online: boolean };
  };
  oauth_config: { redirect_urls: string[]; scopes: { bot: string[]; user: string[] } };
  settings: {
    event_subscriptions: { request_url: string; bot_events: string[] };
    interactivity: { is_enabled: boolean; request_url: string };
    org_deploy_enabled: boolean;
    socket_mode_enabled: boolean;
    token_rotation_enabled: boolean;
  };
}

const DESCRIPTION = 'Standups and check-ins that run themselves, right in Slack.';
// Slack asks for 175 to 4,000 characters here.
const LONG_DESCRIPTION = [
  'Rollcall runs your team standups and recurring check-ins (daily standups, weekly updates,',
  'retrospectives, one-on-ones) inside Slack. At each report time the bot asks every member in a direct',
  'message, they answer in a form without leaving Slack, the late ones get a reminder, and every answer',
  "is posted in a thread in your team's channel. Answers, comments and reactions live on a dashboard",
  'with participation, goals and blockers over time.',
].join(' ');

/** The base URL without a trailing slash; throws a readable error for anything but http(s). */
export function slackPublicBase(publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${publicUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https://: ${publicUrl}`);
  if (url.search || url.hash) throw new Error(`PUBLIC_URL must not have a query or a fragment: ${publicUrl}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Builds the Slack app manifest for a Rollcall reachable at `publicUrl`. */
export function buildSlackManifest(options: { publicUrl: string }): TSlackManifest {
  const base = slackPublicBase(options.publicUrl);
  const eventsUrl = `${base}${SLACK_PATHS.events}`;
  return {
    _metadata: { major_version: 1, minor_version: 1 },
    display_information: {
      name: SLACK_APP_NAME,
      description: DESCRIPTION,
      long_description: LONG_DESCRIPTION,
      background_color: SLACK_BACKGROUND_COLOR,
    },
    features: {
      app_home: { home_tab_enabled: false, messages_tab_enabled: true, messages_tab_read_only_enabled: false },
      bot_user: { display_name: SLACK_APP_NAME, always_online: true },
    },
    oauth_config: {
      redirect_urls: [`${base}${SLACK_PATHS.oauthRedirect}`, `${base}${SLACK_PATHS.signInRedirect}`],
      scopes: { bot: [...SLACK_BOT_SCOPES], user: [...SLACK_USER_SCOPES] },
    },
    settings: {
      event_subscriptions: { request_url: eventsUrl, bot_events: [...SLACK_BOT_EVENTS] },
      interactivity: { is_enabled: true, request_url: eventsUrl },
      org_deploy_enabled: false,
      socket_mode_enabled: false,
      token_rotation_enabled: false,
    },
  };
}
