/**
 * The sign_in_states provider of Graph consent round trips. Kept apart from Sign in with
 * Microsoft's ('microsoft'), so a consent state can never be spent at the sign-in callback or the
 * other way round.
 */
export const GRAPH_CONSENT_PROVIDER = 'microsoft-consent';
