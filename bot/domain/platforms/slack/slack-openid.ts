/**
 * What Sign in with Slack needs from Slack (the port bot/adapters/slack/openid/ implements with
 * @slack/web-api): the authorize page to send the browser to, and the person behind a code.
 */

/** The person Slack answered for a code (openid.connect.token + openid.connect.userInfo). */
export interface TSlackOpenIdPerson {
  teamId: string;
  userId: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** The display name, for when Slack has no given/family names. */
  name: string;
  /** The id_token's nonce, when the token answer carried an id_token. */
  nonce: string | undefined;
}

export type TSlackOpenIdAnswer =
  | { ok: true; person: TSlackOpenIdPerson }
  /** rejected: Slack refused the code or answered something unusable; unavailable: no answer. */
  | { ok: false; failure: 'rejected' | 'unavailable'; detail: string };

export interface TSlackOpenIdClient {
  /** Slack's authorize page for this state and nonce, coming back to redirectUri. */
  authorizeUrl(options: { state: string; nonce: string; redirectUri: string }): string;
  /** Exchanges the code Slack sent back and reads who signed in. */
  personForCode(options: { code: string; redirectUri: string }): Promise<TSlackOpenIdAnswer>;
}
