/**
 * The provider profile (bot/domain/accounts/sign-in-with-identity.ts) of the person a Microsoft
 * token names (Sign in with Microsoft's id token, a Teams tab's single-sign-on token): their
 * Microsoft identity (tenant + object id) and the email only as trustworthy as the tenant's domain
 * verification (xms_edov) makes it.
 */
import type { TProviderProfile } from '../../accounts/sign-in-with-identity.ts';
import { MICROSOFT_IDENTITY_PROVIDER, microsoftIdentitySubject, type TMicrosoftPerson } from './microsoft-identity.ts';

/** The profile sign-in and identity linking work with. */
export function profileOfMicrosoftPerson(person: TMicrosoftPerson): TProviderProfile {
  return {
    provider: MICROSOFT_IDENTITY_PROVIDER,
    subject: microsoftIdentitySubject(person.tenantId, person.objectId),
    email: person.email?.trim().toLowerCase() || null,
    emailVerified: person.emailVerified,
    firstName: person.givenName.slice(0, 254),
    lastName: person.familyName.slice(0, 254),
  };
}
