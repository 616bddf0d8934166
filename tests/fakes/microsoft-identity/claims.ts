/**
 * The claims of the tokens the fake mints, after Microsoft's "ID token claims reference" and
 * "Access token claims reference": v2 id tokens, v1 Graph access tokens, and the tab SSO access
 * token Teams hands a tab (v1 by default, v2 on request). Issuers use the canonical hosts
 * (login.microsoftonline.com, sts.windows.net), never the fake's own URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { TFakeMicrosoftUser } from './types.ts';

export const GRAPH_RESOURCE = 'https://graph.microsoft.com';
/** Microsoft Teams' desktop/web client id: the `appid`/`azp` of tab SSO tokens. */
export const TEAMS_CLIENT_ID = '1fec8e78-bce4-4aaf-ab1b-5451cc387264';
const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);
/**
 * The Microsoft commercial marketplace's SaaS fulfillment API (a first-party app): the resource of
 * the publisher's client-credentials token, and the `appid`/`azp` of the webhook calls it makes.
 */
export const MARKETPLACE_RESOURCE_ID = '20e940b3-4c77-4b0b-9a53-9e16a1b010a7';

/** The v2 issuer of a tenant. */
export function v2Issuer(tenantId: string): string {
  return `https://login.microsoftonline.com/${tenantId}/v2.0`;
}

/** The v1 issuer of a tenant. */
export function v1Issuer(tenantId: string): string {
  return `https://sts.windows.net/${tenantId}/`;
}

/** The pairwise subject: stable per user and app, different from the oid. */
export function pairwiseSubject(user: TFakeMicrosoftUser, clientId: string): string {
  return createHash('sha256').update(`${user.objectId}:${clientId}`).digest('base64url');
}

/** Graph permission names from requested scopes (`https://graph.microsoft.com/User.Read` -> User.Read). */
export function graphScopes(scopes: string[]): string[] {
  return scopes
    .filter((scope) => !OIDC_SCOPES.has(scope))
    .map((scope) => (scope.startsWith(`${GRAPH_RESOURCE}/`) ? scope.slice(GRAPH_RESOURCE.length + 1) : scope))
    .filter((scope) => scope !== '.default');
}

function times(nowMs: number, lifetimeSeconds: number): { iat: number; nbf: number; exp: number } {
  const now = Math.floor(nowMs / 1000);
  return { iat: now, nbf: now, exp: now + lifetimeSeconds };
}

function uti(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

/** The id token's claims (v2). `email` only with the email scope, profile claims with profile. */
export function idTokenClaims(input: {
  user: TFakeMicrosoftUser;
  clientId: string;
  scopes: string[];
  nonce?: string;
  now: number;
}): JWTPayload {
  const { user, scopes } = input;
  return {
    aud: input.clientId,
    iss: v2Issuer(user.tenantId),
    ...times(input.now, 3600),
    ...(scopes.includes('email') ? { email: user.email } : {}),
    ...(scopes.includes('profile') ? { name: user.displayName, preferred_username: user.userPrincipalName } : {}),
    ...(input.nonce ? { nonce: input.nonce } : {}),
    oid: user.objectId,
    rh: '0.AAAA.',
    sub: pairwiseSubject(user, input.clientId),
    tid: user.tenantId,
    uti: uti(),
    ver: '2.0',
    xms_edov: user.emailVerified,
  };
}

/** A delegated Graph access token's claims (Graph tokens are v1). */
export function graphUserTokenClaims(input: {
  user: TFakeMicrosoftUser;
  clientId: string;
  scopes: string[];
  now: number;
  lifetimeSeconds: number;
}): JWTPayload {
  const { user } = input;
  return {
    aud: GRAPH_RESOURCE,
    iss: v1Issuer(user.tenantId),
    ...times(input.now, input.lifetimeSeconds),
    acct: 0,
    acr: '1',
    amr: ['pwd'],
    app_displayname: 'Rollcall',
    appid: input.clientId,
    appidacr: '1',
    family_name: user.surname,
    given_name: user.givenName,
    idtyp: 'user',
    name: user.displayName,
    oid: user.objectId,
    scp: input.scopes.join(' '),
    sub: pairwiseSubject(user, input.clientId),
    tid: user.tenantId,
    unique_name: user.userPrincipalName,
    upn: user.userPrincipalName,
    uti: uti(),
    ver: '1.0',
  };
}

/** An app-only Graph access token's claims (client credentials). */
export function graphAppTokenClaims(input: {
  tenantId: string;
  clientId: string;
  roles: string[];
  now: number;
  lifetimeSeconds: number;
}): JWTPayload {
  const servicePrincipal = createHash('sha256').update(`${input.tenantId}:${input.clientId}`).digest('hex');
  const oid = `${servicePrincipal.slice(0, 8)}-${servicePrincipal.slice(8, 12)}-${servicePrincipal.slice(12, 16)}-${servicePrincipal.slice(16, 20)}-${servicePrincipal.slice(20, 32)}`;
  return {
    aud: GRAPH_RESOURCE,
    iss: v1Issuer(input.tenantId),
    ...times(input.now, input.lifetimeSeconds),
    app_displayname: 'Rollcall',
    appid: input.clientId,
    appidacr: '1',
    idtyp: 'app',
    oid,
    ...(input.roles.length ? { roles: input.roles } : {}),
    sub: oid,
    tid: input.tenantId,
    uti: uti(),
    ver: '1.0',
  };
}

/** An app-only (client credentials) v1 access token for the marketplace API: no roles, aud the resource id. */
export function marketplaceAppTokenClaims(input: {
  tenantId: string;
  clientId: string;
  now: number;
  lifetimeSeconds: number;
}): JWTPayload {
  const claims = graphAppTokenClaims({ ...input, roles: [] });
  return { ...claims, aud: MARKETPLACE_RESOURCE_ID };
}

/** The tab SSO token (Teams getAuthToken): an access token for our API with scp access_as_user. */
export function tabTokenClaims(input: {
  user: TFakeMicrosoftUser;
  clientId: string;
  applicationIdUri: string;
  version: '1.0' | '2.0';
  now: number;
}): JWTPayload {
  const { user, version } = input;
  const common = {
    ...times(input.now, 3600),
    name: user.displayName,
    oid: user.objectId,
    rh: '0.AAAA.',
    scp: 'access_as_user',
    sub: pairwiseSubject(user, input.clientId),
    tid: user.tenantId,
    uti: uti(),
    ver: version,
  };
  if (version === '2.0')
    return {
      aud: input.clientId,
      iss: v2Issuer(user.tenantId),
      azp: TEAMS_CLIENT_ID,
      azpacr: '0',
      preferred_username: user.userPrincipalName,
      ...common,
    };
  return {
    aud: input.applicationIdUri,
    iss: v1Issuer(user.tenantId),
    acr: '1',
    amr: ['pwd'],
    appid: TEAMS_CLIENT_ID,
    appidacr: '0',
    family_name: user.surname,
    given_name: user.givenName,
    unique_name: user.userPrincipalName,
    upn: user.userPrincipalName,
    ...common,
  };
}
