/** Platform names and the email-team connect link shared by the setup, connect and team pages. */
export { PLATFORM_LABELS as PLATFORM_LABEL } from '../../../../shared/roles.ts';

/** The server link that creates an email team named `teamName` (a full page load, not an SPA route). */
export function emailConnectUrl(teamName: string): string {
  return `/connect/email/?team_name=${encodeURIComponent(teamName)}`;
}

/** The message shown on plan-locked chat platforms. */
export const EMAIL_ONLY_MESSAGE = 'Your plan includes email teams only.';

/** The id of the connect-code form, which the Microsoft Teams page links to (/platform/connect/#connect-code). */
export const CONNECT_CODE_ANCHOR = 'connect-code';
