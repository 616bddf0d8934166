/**
 * Where the single-sign-on buttons go: server routes that start the OAuth dance, so they are
 * followed with a full page load, never by the router.
 */
export const SSO_LINKS = {
  microsoftLogin: '/accounts/microsoft/login/',
  slackLogin: '/accounts/slack/login/',
  microsoftRegister: '/accounts/microsoft/register/',
  slackRegister: '/accounts/slack/register/',
} as const;

/** A sign-in route with `?next=` when there is a page to come back to. */
export function ssoLinkWithNext(href: string, next: string | undefined): string {
  return next && next !== '/' ? `${href}?next=${encodeURIComponent(next)}` : href;
}

/** Server routes the pages link to with a full page load. */
export const SERVER_LINKS = {
  logout: '/accounts/logout/',
  resendVerification: (slug: string) => `/accounts/resend/email-verification/${encodeURIComponent(slug)}/`,
} as const;
