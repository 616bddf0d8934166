/**
 * The callback of Sign in with Microsoft (spec part 1 §2.2, §2.4, §2.7): the state is redeemed
 * (signed, single use, 10 minutes, this browser) with its PKCE verifier, Microsoft's code redeemed
 * through msal-node, the id token's nonce compared, and then the person is signed in by their
 * Microsoft identity (tenant + object id) or verified email (login), their signup started already
 * verified (register), or their invitation accepted (register from an invited signup). Every
 * refusal is a notice for the page the round trip started on, never an error page.
 */

import type { TMicrosoftSsoNotice } from '../../../../shared/sso.ts';
import { acceptInvitationWithIdentity, invitationTokenOfPath } from '../../accounts/accept-invitation-with-identity.ts';
import type { TAccountsDeps } from '../../accounts/accounts-deps.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import { redeemSignInState, type TSignInPurpose } from '../../accounts/sign-in-states.ts';
import { signInWithIdentity } from '../../accounts/sign-in-with-identity.ts';
import { startIdentitySignup } from '../../accounts/start-identity-signup.ts';
import {
  MICROSOFT_IDENTITY_PROVIDER,
  MICROSOFT_SIGNUP_PLATFORM,
  type TMicrosoftIdentityClient,
} from './microsoft-identity.ts';
import { profileOfMicrosoftPerson } from './microsoft-profile.ts';

export type TMicrosoftSignInResult =
  | { outcome: 'signed_in'; userId: string; accountId: string; purpose: TSignInPurpose; nextPath: string | null }
  | { outcome: 'signup'; hash: string; browserToken: string }
  | { outcome: 'invitation_accepted'; userId: string; accountId: string }
  | { outcome: 'refused'; notice: TMicrosoftSsoNotice; purpose: TSignInPurpose; nextPath: string | null };

/** The callback's query: Microsoft sends code and state, or error (e.g. access_denied) and state. */
export interface TMicrosoftCallback {
  code?: string;
  state?: string;
  error?: string;
}

/** Finishes the round trip for the callback request of the browser holding browserBinding. */
export async function signInWithMicrosoft(
  deps: TAccountsDeps,
  options: {
    microsoft: TMicrosoftIdentityClient;
    secret: string;
    callback: TMicrosoftCallback;
    browserBinding: string | undefined;
    redirectUri: string;
    origin?: TRequestOrigin;
  },
): Promise<TMicrosoftSignInResult> {
  const redeemed = await redeemSignInState(deps.db, {
    secret: options.secret,
    provider: MICROSOFT_IDENTITY_PROVIDER,
    state: options.callback.state,
    browserBinding: options.browserBinding,
  });
  if (!redeemed.ok) return { outcome: 'refused', notice: redeemed.refusal, purpose: 'login', nextPath: null };
  const { purpose, nextPath, nonce, codeVerifier } = redeemed.state;
  const refuse = (notice: TMicrosoftSsoNotice): TMicrosoftSignInResult => ({
    outcome: 'refused',
    notice,
    purpose,
    nextPath,
  });
  if (options.callback.error)
    return refuse(options.callback.error === 'access_denied' ? 'access_denied' : 'microsoft_failed');
  // A state of a Graph consent (photos, calendar) or without its verifier never signs anyone in.
  if (!options.callback.code || !codeVerifier || (purpose !== 'login' && purpose !== 'register'))
    return refuse('microsoft_failed');

  const answer = await options.microsoft.redeemCode({
    code: options.callback.code,
    redirectUri: options.redirectUri,
    codeVerifier,
    scopes: [],
    nonce,
  });
  if (!answer.ok) {
    if (answer.error === 'wrong_tenant') return refuse('wrong_tenant');
    return refuse(answer.failure === 'unavailable' ? 'microsoft_unavailable' : 'microsoft_failed');
  }
  // The id token must answer this very request (msal checks it too): a code obtained for another is refused.
  if (answer.person.nonce !== nonce) return refuse('microsoft_failed');
  const profile = profileOfMicrosoftPerson(answer.person);

  if (purpose === 'register') {
    const invitationToken = invitationTokenOfPath(nextPath);
    if (invitationToken) {
      const accepted = await acceptInvitationWithIdentity(deps.db, {
        token: invitationToken,
        profile,
        origin: options.origin,
      });
      return accepted.outcome === 'accepted'
        ? { ...accepted, outcome: 'invitation_accepted' }
        : refuse(accepted.outcome);
    }
    const started = await startIdentitySignup(deps, {
      profile,
      platform: MICROSOFT_SIGNUP_PLATFORM,
      nextPath,
      origin: options.origin,
    });
    if (started.outcome === 'signup') return started;
    if (started.outcome === 'signed_in') return { ...started, purpose, nextPath };
    return refuse(started.outcome);
  }
  const signedIn = await signInWithIdentity(deps.db, profile, options.origin);
  if (signedIn.outcome !== 'signed_in') return refuse(signedIn.outcome);
  return { ...signedIn, purpose, nextPath };
}
