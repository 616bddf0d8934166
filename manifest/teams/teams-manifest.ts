/**
 * The Microsoft Teams app manifest (schema 1.30, the newest @microsoft/app-manifest 1.1.2 bundles):
 * the bot in personal, team and group chat scopes with its commands, the personal tabs (Dashboard,
 * My check-ins, the bot's chat), the channel tab, and the links and domains under PUBLIC_URL.
 */
import type { TeamsManifestV1D30 } from '@microsoft/app-manifest';

export type TTeamsManifest = TeamsManifestV1D30.TeamsManifestV1D30;

export const TEAMS_MANIFEST_VERSION = '1.30';
export const TEAMS_MANIFEST_SCHEMA = `https://developer.microsoft.com/en-us/json-schemas/teams/v${TEAMS_MANIFEST_VERSION}/MicrosoftTeams.schema.json`;
export const ACCENT_COLOR = '#5B5FC7';
/** The icon files the manifest names; the package holds them beside manifest.json. */
export const ICON_FILES = { color: 'color.png', outline: 'outline.png' } as const;

/** The schema's own patterns, checked here so a mistake reads as a sentence, not a schema path. */
const GUID = /^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;
const SEMVER = /^([0-9]|[1-9]+[0-9]*)\.([0-9]|[1-9]+[0-9]*)\.([0-9]|[1-9]+[0-9]*)$/;

export interface TTeamsManifestOptions {
  /** The Azure Bot's Microsoft App ID (a GUID); also the Teams app id, so re-uploads update the app. */
  botId: string;
  /** Where people reach Rollcall. The schema takes http or https; Teams itself loads tabs only over https. */
  publicUrl: string;
  /** The app's semver; Teams needs it raised to update an uploaded app. Defaults to 1.0.0. */
  version?: string;
  /**
   * MICROSOFT_CLIENT_ID: the app registration the tabs' single sign-on asks tokens for (a GUID).
   * Unset, the bot's own registration (BOT_ID) is named.
   */
  ssoClientId?: string;
}

const DESCRIPTION_SHORT = 'Standups and check-ins that run themselves, right in Teams.';
const DESCRIPTION_FULL = [
  'Rollcall runs your team standups and recurring check-ins (daily standups, weekly updates,',
  'retrospectives, one-on-ones) inside Microsoft Teams. At each report time the bot asks every member',
  'in a personal chat, reminds the late ones and posts a summary to a channel. Answers, comments and',
  'reactions live on a dashboard you can open as a tab, with participation, goals and blockers over',
  'time. Add Rollcall to a team, connect it in one click, and pick a template or build your own report.',
].join(' ');

/** Checks the options and gives the base URL (no trailing slash) and its host. */
function parsePublicUrl(publicUrl: string): { base: string; host: string } {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${publicUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// (or http:// for local validation): ${publicUrl}`);
  if (url.search || url.hash) throw new Error(`PUBLIC_URL must not have a query or a fragment: ${publicUrl}`);
  return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, host: url.host };
}

/** Builds Rollcall's Teams app manifest; throws with a readable message on a bad bot id, URL or version. */
export function buildTeamsManifest(options: TTeamsManifestOptions): TTeamsManifest {
  const { botId, version = '1.0.0' } = options;
  if (!GUID.test(botId)) throw new Error(`BOT_ID must be a GUID (the Azure Bot's Microsoft App ID): ${botId}`);
  if (!SEMVER.test(version)) throw new Error(`The app version must be MAJOR.MINOR.PATCH: ${version}`);
  const ssoClientId = options.ssoClientId ?? botId;
  if (!GUID.test(ssoClientId))
    throw new Error(
      `MICROSOFT_CLIENT_ID must be a GUID (the app registration's Application (client) ID): ${ssoClientId}`,
    );
  const { base, host } = parsePublicUrl(options.publicUrl);
  return {
    $schema: TEAMS_MANIFEST_SCHEMA,
    manifestVersion: TEAMS_MANIFEST_VERSION,
    version,
    id: botId,
    developer: {
      name: 'Rollcall',
      websiteUrl: `${base}/`,
      privacyUrl: `${base}/privacy/`,
      termsOfUseUrl: `${base}/terms/`,
    },
    name: { short: 'Rollcall', full: 'Rollcall: standups and check-ins' },
    description: { short: DESCRIPTION_SHORT, full: DESCRIPTION_FULL },
    icons: { color: ICON_FILES.color, outline: ICON_FILES.outline },
    accentColor: ACCENT_COLOR,
    bots: [
      {
        botId,
        scopes: ['personal', 'team', 'groupChat'],
        supportsFiles: false,
        isNotificationOnly: false,
        commandLists: [
          {
            scopes: ['team'],
            commands: [
              { title: 'help', description: 'What Rollcall does here and how to connect this team' },
              { title: 'resync', description: "Update the Rollcall team from this team's members and channels" },
            ],
          },
          {
            scopes: ['personal'],
            commands: [{ title: 'help', description: 'Your open check-ins and what Rollcall can do' }],
          },
        ],
      },
    ],
    staticTabs: [
      {
        entityId: 'dashboard',
        name: 'Dashboard',
        contentUrl: `${base}/dashboard/?host=msteams`,
        websiteUrl: `${base}/dashboard/`,
        scopes: ['personal'],
      },
      {
        // The home page lists the viewer's open check-ins.
        entityId: 'checkins',
        name: 'My check-ins',
        contentUrl: `${base}/?host=msteams`,
        websiteUrl: `${base}/`,
        scopes: ['personal'],
      },
      // The bot's chat, kept as a tab beside the others.
      { entityId: 'conversations', scopes: ['personal'] },
    ],
    configurableTabs: [
      {
        configurationUrl: `${base}/msteams/tab/config/`,
        canUpdateConfiguration: true,
        scopes: ['team', 'groupChat'],
      },
    ],
    permissions: ['identity', 'messageTeamMembers'],
    validDomains: [host],
    // Tab single sign-on: Teams asks Entra ID for a token to this app's API (Application ID URI).
    webApplicationInfo: { id: ssoClientId, resource: `api://${host}/${ssoClientId}` },
  };
}
