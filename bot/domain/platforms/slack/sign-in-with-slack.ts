/**
 * The callback of Sign in with Slack (spec part 1 §2.2, §2.4): the state is redeemed (signed,
 * single use, 10 minutes, this browser), Slack's code exchanged, the nonce compared, and then the
 * person is signed in by their Slack identity or verified email (login), or their signup started
 * already verified (register). Every refusal is a notice for the login page, never an error page.
 */
import type { TSsoNotice } from '../../../../shared/sso.ts';
import type { TAccountsDeps } from '../../accounts/accounts-deps.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import { redeemSignInState, type TSignInPurpose } from '../../accounts/sign-in-states.ts';
import { signInWithIdentity, type TProviderProfile } from '../../accounts/sign-in-with-identity.ts';
import { startIdentitySignup } from '../../accounts/start-identity-signup.ts';
import { SLACK_IDENTITY_PROVIDER, slackIdentitySubject } from './slack-identity.ts';
import type { TSlackOpenIdClient, TSlackOpenIdPerson } from './slack-openid.ts';

/** The platform value a signup started from Slack carries (spec part 1 §1). */
const SLACK_PLATFORM = 'SLACK';

export type TSlackSignInResult =
  | { outcome: 'signed_in'; userId: string; accountId: string; purpose: TSignInPurpose; nextPath: string | null }
  | { outcome: 'signup'; hash: string; browserToken: string }
  | { outcome: 'refused'; notice: TSsoNotice; purpose: TSignInPurpose };

/** The callback's query: Slack sends code and state, or error (e.g. access_denied) and state. */
export interface TSlackCallback {
  code?: string;
  state?: string;
  error?: string;
}

/** The provider profile of a Slack person; names from the display name when Slack has none. */
export function profileOfSlackPerson(person: TSlackOpenIdPerson): TProviderProfile {
  const [first = '', ...rest] = person.name.trim().split(/\s+/);
  const fromName = !person.givenName && !person.familyName;
  return {
    provider: SLACK_IDENTITY_PROVIDER,
    subject: slackIdentitySubject(person.teamId, person.userId),
    email: person.email?.trim().toLowerCase() || null,
    emailVerified: person.emailVerified,
    firstName: (fromName ? first : person.givenName).slice(0, 254),
    lastName: (fromName ? rest.join(' ') : person.familyName).slice(0, 254),
  };
}

/** Finishes the round trip for the callback request of the browser holding browserBinding. */
export async function signInWithSlack(
  deps: TAccountsDeps,
  options: {
    slack: TSlackOpenIdClient;
    secret: string;
    callback: TSlackCallback;
    browserBinding: string | undefined;
    redirectUri: string;
    origin?: TRequestOrigin;
  },
): Promise<TSlackSignInResult> {
  const redeemed = await redeemSignInState(deps.db, {
    secret: options.secret,
    provider: SLACK_IDENTITY_PROVIDER,
    state: options.callback.state,
    browserBinding: options.browserBinding,
  });
  if (!redeemed.ok) return { outcome: 'refused', notice: redeemed.refusal, purpose: 'login' };
  const { purpose, nextPath, nonce } = redeemed.state;
  const refuse = (notice: TSsoNotice): TSlackSignInResult => ({ outcome: 'refused', notice, purpose });
  if (options.callback.error)
    return refuse(options.callback.error === 'access_denied' ? 'access_denied' : 'slack_failed');
  if (!options.callback.code) return refuse('slack_failed');

  const answer = await options.slack.personForCode({ code: options.callback.code, redirectUri: options.redirectUri });
  if (!answer.ok) return refuse(answer.failure === 'unavailable' ? 'slack_unavailable' : 'slack_failed');
  // The id_token must answer this very request: a code obtained for another one is refused.
  if (answer.person.nonce !== nonce) return refuse('slack_failed');
  const profile = profileOfSlackPerson(answer.person);

  if (purpose === 'register') {
    const started = await startIdentitySignup(deps, { profile, platform: SLACK_PLATFORM, origin: options.origin });
    if (started.outcome === 'signup') return started;
    if (started.outcome === 'signed_in') return { ...started, purpose, nextPath };
    return refuse(started.outcome);
  }
  const signedIn = await signInWithIdentity(deps.db, profile, options.origin);
  if (signedIn.outcome !== 'signed_in') return refuse(signedIn.outcome);
  return { ...signedIn, purpose, nextPath };
}
