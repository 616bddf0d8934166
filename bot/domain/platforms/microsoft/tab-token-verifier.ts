/**
 * What the core needs to trust the single-sign-on token a Teams tab gets from teams-js
 * (`authentication.getAuthToken`): who it names, or why it is not accepted. The adapter
 * (bot/adapters/microsoft/tab-token.ts) checks signature, issuer, audience, tenant and times.
 */
import type { TMicrosoftPerson } from './microsoft-identity.ts';

/** Why a tab token was not accepted: refused outright, or Microsoft's signing keys unreachable. */
export type TTabTokenFailure = 'rejected' | 'unavailable';

export type TTabTokenCheck =
  | { ok: true; person: TMicrosoftPerson }
  | { ok: false; failure: TTabTokenFailure; reason: string };

/** Checks tab SSO tokens for this app registration. */
export interface TTabTokenVerifier {
  verify(token: string): Promise<TTabTokenCheck>;
}
