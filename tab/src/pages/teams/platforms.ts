/** Platform names and the email-team connect link shared by the setup, connect and team pages. */
import type { TPlatform } from '../../../../shared/roles.ts';

/** How each platform is named on screen ('NONE' means no platform connected yet). */
export const PLATFORM_LABEL: Readonly<Record<TPlatform, string>> = {
  EMAIL: 'Email',
  MSTEAMS: 'Microsoft Teams',
  SLACK: 'Slack',
  SPARK: 'Cisco Webex Teams',
  NONE: 'No platform',
};

/** The server link that creates an email team named `teamName` (a full page load, not an SPA route). */
export function emailConnectUrl(teamName: string): string {
  return `/connect/email/?team_name=${encodeURIComponent(teamName)}`;
}

/** The message shown on plan-locked chat platforms. */
export const EMAIL_ONLY_MESSAGE = 'Your plan includes email teams only.';
