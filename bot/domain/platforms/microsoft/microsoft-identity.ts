/**
 * What the core needs from the Microsoft identity platform (Sign in with Microsoft, the Teams tabs'
 * single sign-on, Graph consent for photos and calendars), as an interface the adapter
 * (bot/adapters/microsoft) implements, so use cases and their tests never touch msal-node.
 */

/** The provider value of user_identities rows for Microsoft (Entra ID) accounts. */
export const MICROSOFT_IDENTITY_PROVIDER = 'microsoft';

/** The platform value a signup started from Microsoft carries (spec part 1 §1). */
export const MICROSOFT_SIGNUP_PLATFORM = 'MSTEAMS';

/** A person's stable Microsoft identity: the object id is only unique within its tenant. */
export function microsoftIdentitySubject(tenantId: string, objectId: string): string {
  return `${tenantId.toLowerCase()}:${objectId.toLowerCase()}`;
}

/** Who Microsoft says signed in (from a verified id token or tab token). */
export interface TMicrosoftPerson {
  tenantId: string;
  objectId: string;
  /** The `email` claim (or null); see emailVerified before trusting it. */
  email: string | null;
  /**
   * Whether the tenant proved it owns the email's domain (the `xms_edov` optional claim). Microsoft
   * lets a tenant admin type any address into a user's mail field, so an email without this proves
   * nothing about who the person is.
   */
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  /** The id token's nonce (null for tab tokens, which carry none). */
  nonce: string | null;
}

/**
 * A delegated Graph grant: msal-node's serialized token cache for one person (refresh token
 * included). Secret: stored only through the secret box.
 */
export interface TMicrosoftGrant {
  cache: string;
  /** msal's account id (`{oid}.{tid}`) the cache's tokens belong to. */
  homeAccountId: string;
}

export type TIdentityFailure = 'rejected' | 'unavailable';

/** One round trip's PKCE pair (RFC 7636): the challenge goes out, the verifier stays with us. */
export interface TPkcePair {
  verifier: string;
  challenge: string;
}

/** The Microsoft identity platform, as Rollcall uses it. */
export interface TMicrosoftIdentityClient {
  /** A fresh PKCE pair for one authorization round trip. */
  newPkce(): Promise<TPkcePair>;
  /** The authorize page to send the browser to (on MICROSOFT_LOGIN_URL). */
  authorizeUrl(options: {
    state: string;
    nonce: string;
    redirectUri: string;
    /** Graph scopes to consent to besides openid/profile/email (e.g. 'Calendars.Read'). */
    scopes: readonly string[];
    codeChallenge: string;
    prompt?: 'select_account' | 'consent';
    loginHint?: string;
  }): Promise<string>;
  /** Redeems the authorization code: who signed in, and the grant for the scopes asked. */
  redeemCode(options: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
    scopes: readonly string[];
    /**
     * The nonce sent with the authorize request: msal-node refuses an id token whose nonce it was
     * not given (nonce_mismatch), so every redemption passes its round trip's nonce.
     */
    nonce?: string;
  }): Promise<
    | { ok: true; person: TMicrosoftPerson; grant: TMicrosoftGrant }
    | { ok: false; failure: TIdentityFailure; error?: string }
  >;
  /** A Graph access token from a stored grant (refreshed when needed), and the grant to store back. */
  accessToken(
    grant: TMicrosoftGrant,
    scopes: readonly string[],
  ): Promise<
    | { ok: true; token: string; grant: TMicrosoftGrant }
    | { ok: false; failure: TIdentityFailure | 'interaction_required' }
  >;
  /** A Graph token for the person of a tab SSO token (on-behalf-of flow, in that token's tenant). */
  onBehalfOf(
    assertion: string,
    scopes: readonly string[],
    tenantId: string,
  ): Promise<{ ok: true; token: string } | { ok: false; failure: TIdentityFailure | 'consent_required' }>;
}
