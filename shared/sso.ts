/**
 * Single-sign-on notices (Sign in with Slack, spec part 1 §2.2, §2.4): why a round trip ended back
 * on the login or signup page. The server redirects with `?sso=<code>`; the page shows the text of
 * a known code only, so a link can never make the page say anything else.
 */

export const SSO_NOTICES = {
  state_invalid: 'We could not verify that Slack sign-in. Please try again.',
  state_expired: 'That Slack sign-in took more than 10 minutes and expired. Please try again.',
  state_used: 'That Slack sign-in was already used. Please start again.',
  state_foreign: 'That Slack sign-in was started in another browser. Please start again here.',
  access_denied: 'Slack sign-in was cancelled. Try again, or sign in with your email below.',
  slack_failed: 'Slack could not confirm who you are. Please try again.',
  slack_unavailable: 'Rollcall could not reach Slack just now. Please try again in a moment.',
  no_account: 'No Rollcall account uses this Slack account yet.',
  email_unverified:
    'Slack has not verified the email address of this Slack account, so we cannot use it. Verify it in Slack, or use your email address instead.',
  no_email:
    'Slack did not share an email address for this account, so we cannot use it. Please use your email address instead.',
  slack_off: 'Slack is not configured on this server.',
} as const;

export type TSsoNotice = keyof typeof SSO_NOTICES;

/** The notice of a `?sso=` value, or undefined for anything unknown. */
export function ssoNoticeOf(code: string | null | undefined): TSsoNotice | undefined {
  return code && Object.hasOwn(SSO_NOTICES, code) ? (code as TSsoNotice) : undefined;
}
