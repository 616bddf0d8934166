/**
 * Signup through a single-sign-on provider (spec part 1 §2.4 'Register with Slack'): the provider
 * verified the email, so the signup starts verified in this browser and goes straight to the three
 * steps (no 'Check your email!'), with the provider's names and without a password. Completing it
 * (complete-signup.ts) follows the same rules as an email signup (domain limit, blocked domains)
 * and records the identity. Someone who already has a login is simply signed in.
 */
import { randomBytes } from 'node:crypto';
import { signups } from '../../db/schema/index.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import type { TRequestOrigin } from './audit.ts';
import { hashToken, newSecret } from './one-time-tokens.ts';
import { acceptIdentitySignIn, findLoginForProfile, type TProviderProfile } from './sign-in-with-identity.ts';

export type TIdentitySignupStart =
  | { outcome: 'signup'; hash: string; browserToken: string }
  | { outcome: 'signed_in'; userId: string; accountId: string }
  | { outcome: 'email_unverified' | 'no_email' };

/** Starts (or, for an existing login, replaces with a sign-in) a signup from a provider profile. */
export async function startIdentitySignup(
  deps: TAccountsDeps,
  options: {
    profile: TProviderProfile;
    platform: string;
    /** A same-site page to open once the signup is complete (a chat-install confirm screen), or null. */
    nextPath?: string | null;
    origin?: TRequestOrigin;
  },
): Promise<TIdentitySignupStart> {
  const { profile } = options;
  const existing = await findLoginForProfile(deps.db, profile);
  if (!('refusal' in existing)) return acceptIdentitySignIn(deps.db, profile, existing, options.origin);
  if (existing.refusal === 'email_unverified') return { outcome: 'email_unverified' };
  if (!profile.email) return { outcome: 'no_email' };
  if (!profile.emailVerified) return { outcome: 'email_unverified' };
  const hash = randomBytes(16).toString('base64url');
  const browserToken = newSecret();
  await deps.db.insert(signups).values({
    hash,
    email: profile.email.toLowerCase(),
    platform: options.platform,
    verifiedAt: new Date(),
    browserTokenHash: hashToken(browserToken),
    identityProvider: profile.provider,
    identitySubject: profile.subject,
    firstName: profile.firstName || null,
    lastName: profile.lastName || null,
    nextPath: options.nextPath ?? null,
  });
  return { outcome: 'signup', hash, browserToken };
}
