/**
 * Single-sign-on notices (Sign in with Slack or Microsoft, spec part 1 §2.2, §2.4): why a round
 * trip ended back on the login, signup or install-register page. The server redirects with
 * `?sso=<code>` (Slack) or `?sso=<code>&provider=microsoft`; the page shows the text of a known code
 * of that provider only, so a link can never make the page say anything else.
 */

/** The providers a notice can name; a `?provider=` of anything else reads as Slack. */
export type TSsoProvider = 'slack' | 'microsoft';

/** The texts every provider shares, with the provider's name filled in. */
function commonNotices(name: string) {
  return {
    state_invalid: `We could not verify that ${name} sign-in. Please try again.`,
    state_expired: `That ${name} sign-in took more than 10 minutes and expired. Please try again.`,
    state_used: `That ${name} sign-in was already used. Please start again.`,
    state_foreign: `That ${name} sign-in was started in another browser. Please start again here.`,
    access_denied: `${name} sign-in was cancelled. Try again, or sign in with your email below.`,
    no_account: `No Rollcall account uses this ${name} account yet.`,
  } as const;
}

export const SSO_NOTICES = {
  ...commonNotices('Slack'),
  slack_failed: 'Slack could not confirm who you are. Please try again.',
  slack_unavailable: 'Rollcall could not reach Slack just now. Please try again in a moment.',
  email_unverified:
    'Slack has not verified the email address of this Slack account, so we cannot use it. Verify it in Slack, or use your email address instead.',
  no_email:
    'Slack did not share an email address for this account, so we cannot use it. Please use your email address instead.',
  slack_off: 'Slack is not configured on this server.',
} as const;

export const MICROSOFT_SSO_NOTICES = {
  ...commonNotices('Microsoft'),
  microsoft_failed: 'Microsoft could not confirm who you are. Please try again.',
  microsoft_unavailable: 'Rollcall could not reach Microsoft just now. Please try again in a moment.',
  email_unverified:
    'Your Microsoft organization has not verified the email address of this account, so we cannot use it to find or create a Rollcall login. Use your email address instead.',
  no_email:
    'Microsoft did not share an email address for this account, so we cannot use it. Please use your email address instead.',
  wrong_tenant: 'This Rollcall server accepts Microsoft accounts of one organization only, and yours is another.',
  invite_mismatch:
    'This invitation was sent to another email address than the one of your Microsoft account. Sign in to Microsoft with the invited address, or register with the form below.',
  invite_invalid: 'This invitation is invalid or was already used.',
  invite_has_login: 'This email already has a Rollcall account. Sign in with it, then ask your admin to add you.',
  microsoft_off: 'Sign in with Microsoft is not configured on this server.',
} as const;

export type TSsoNotice = keyof typeof SSO_NOTICES;
export type TMicrosoftSsoNotice = keyof typeof MICROSOFT_SSO_NOTICES;

/** The notice of a Slack `?sso=` value, or undefined for anything unknown. */
export function ssoNoticeOf(code: string | null | undefined): TSsoNotice | undefined {
  return code && Object.hasOwn(SSO_NOTICES, code) ? (code as TSsoNotice) : undefined;
}

/** The provider a `?provider=` value names (Slack when absent, the first provider). */
export function ssoProviderOf(value: string | null | undefined): TSsoProvider {
  return value === 'microsoft' ? 'microsoft' : 'slack';
}

/** The text of a known code of this provider, or undefined (unknown codes show nothing). */
export function ssoNoticeText(code: string | null | undefined, provider: TSsoProvider): string | undefined {
  const texts: Readonly<Record<string, string>> = provider === 'microsoft' ? MICROSOFT_SSO_NOTICES : SSO_NOTICES;
  return code && Object.hasOwn(texts, code) ? texts[code] : undefined;
}

/** The query a refused Microsoft round trip adds to the page it goes back to. */
export function microsoftNoticeQuery(notice: TMicrosoftSsoNotice): string {
  return `sso=${notice}&provider=microsoft`;
}
