/**
 * The first leg of Sign in with Microsoft (spec part 1 §2.2, §2.4, §2.7): a PKCE pair whose
 * verifier stays in the signed single-use state bound to this browser, and the Microsoft authorize
 * page to send the browser to. Microsoft not answering is a notice, never an error page.
 */
import type { TDb } from '../../../db/client.ts';
import { createSignInState, type TSignInPurpose } from '../../accounts/sign-in-states.ts';
import { MICROSOFT_IDENTITY_PROVIDER, type TMicrosoftIdentityClient } from './microsoft-identity.ts';

export type TMicrosoftSignInStart = { ok: true; url: string } | { ok: false; notice: 'microsoft_unavailable' };

/** Answers the URL of Microsoft's authorize page for a login or a registration. */
export async function startMicrosoftSignIn(
  db: TDb,
  options: {
    microsoft: TMicrosoftIdentityClient;
    secret: string;
    purpose: Extract<TSignInPurpose, 'login' | 'register'>;
    /** A same-site path already checked by the caller, or null. */
    nextPath: string | null;
    browserBinding: string;
    redirectUri: string;
  },
): Promise<TMicrosoftSignInStart> {
  const pkce = await options.microsoft.newPkce();
  const { state, nonce } = await createSignInState(db, {
    secret: options.secret,
    provider: MICROSOFT_IDENTITY_PROVIDER,
    purpose: options.purpose,
    nextPath: options.nextPath,
    browserBinding: options.browserBinding,
    codeVerifier: pkce.verifier,
  });
  try {
    const url = await options.microsoft.authorizeUrl({
      state,
      nonce,
      redirectUri: options.redirectUri,
      scopes: [],
      codeChallenge: pkce.challenge,
      // Several Microsoft accounts in one browser are common (work, customer tenants): let them pick.
      prompt: 'select_account',
    });
    return { ok: true, url };
  } catch {
    // msal reads the authority's metadata before it can build the URL; Microsoft did not answer.
    return { ok: false, notice: 'microsoft_unavailable' };
  }
}
