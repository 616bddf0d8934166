/**
 * Starts a Graph consent round trip (spec part 2 §2.2 'Sync profile photos', §2.4 'sync with
 * Outlook'): a PKCE pair, a state bound to this browser and naming the signed-in person, and
 * Microsoft's authorize page asking for the kind's scopes with a consent prompt.
 */
import type { TDb } from '../../../db/client.ts';
import { createSignInState } from '../../accounts/sign-in-states.ts';
import { CALENDAR_SCOPES, PHOTO_SCOPES, type TGrantKind } from './graph.ts';
import { GRAPH_CONSENT_PROVIDER } from './graph-consent-provider.ts';
import type { TMicrosoftIdentityClient } from './microsoft-identity.ts';

/** The scopes each kind of grant asks for. */
export const SCOPES_OF_KIND: Record<TGrantKind, readonly string[]> = {
  photos: PHOTO_SCOPES,
  calendar: CALENDAR_SCOPES,
};

/** The authorize URL to send the browser to. */
export async function startGraphConsent(
  db: TDb,
  options: {
    identity: TMicrosoftIdentityClient;
    secret: string;
    kind: TGrantKind;
    /** The signed-in person asking; the callback must be them too. */
    userId: string;
    loginHint?: string;
    browserBinding: string;
    redirectUri: string;
  },
): Promise<string> {
  const pkce = await options.identity.newPkce();
  const { state, nonce } = await createSignInState(db, {
    secret: options.secret,
    provider: GRAPH_CONSENT_PROVIDER,
    purpose: options.kind,
    nextPath: null,
    browserBinding: options.browserBinding,
    codeVerifier: pkce.verifier,
    userId: options.userId,
  });
  return options.identity.authorizeUrl({
    state,
    nonce,
    redirectUri: options.redirectUri,
    scopes: SCOPES_OF_KIND[options.kind],
    codeChallenge: pkce.challenge,
    prompt: 'consent',
    ...(options.loginHint ? { loginHint: options.loginHint } : {}),
  });
}
