/**
 * Drives the fake as Rollcall will: the code flow with PKCE over fetch, tokens verified with jose
 * against the published JWKS, refresh, on-behalf-of with tab tokens (good and forged), client
 * credentials, and the Graph calls with their permissions, paging, time zones and errors.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMicrosoftIdentityFake, type TFakeMicrosoftUser, type TMicrosoftIdentityFake } from './index.ts';

const TENANT = '6f1c8a52-3a1e-4a57-9d3b-0c2f7e9b1a01';
const OTHER_TENANT = '0b7d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const REDIRECT = 'https://rollcall.example/accounts/microsoft/callback/';
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

interface TTokenAnswer {
  token_type?: string;
  scope?: string;
  expires_in?: number;
  ext_expires_in?: number;
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  client_info?: string;
  error?: string;
  suberror?: string;
  error_codes?: number[];
  error_description?: string;
  correlation_id?: string;
  trace_id?: string;
  timestamp?: string;
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('the fake Microsoft identity platform', () => {
  let fake: TMicrosoftIdentityFake;
  let ada: TFakeMicrosoftUser;
  let grace: TFakeMicrosoftUser;
  let jwks: ReturnType<typeof createLocalJWKSet>;

  const tokenRequest = async (
    params: Record<string, string>,
    tenant = TENANT,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${fake.loginUrl}/${tenant}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(params),
    });
    return { status: response.status, body: (await response.json()) as TTokenAnswer };
  };

  const authorizeUrl = (params: Record<string, string>, tenant = 'organizations') =>
    `${fake.loginUrl}/${tenant}/oauth2/v2.0/authorize?${new URLSearchParams({
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid profile email offline_access User.Read',
      state: 'state-1',
      nonce: 'nonce-1',
      ...params,
    })}`;

  /** Visits the authorize URL; returns the redirect's query. */
  const authorize = async (params: Record<string, string>, tenant?: string) => {
    const response = await fetch(authorizeUrl(params, tenant), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    return location.searchParams;
  };

  /** The code flow, ending with the token answer. */
  const signIn = async (scope = 'openid profile email offline_access User.Read') => {
    const { verifier, challenge } = pkce();
    const query = await authorize({ code_challenge: challenge, code_challenge_method: 'S256', scope });
    return tokenRequest({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'authorization_code',
      code: query.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      scope,
      client_info: '1',
    });
  };

  beforeAll(async () => {
    fake = await startMicrosoftIdentityFake({ appIdUriHost: 'rollcall.example' });
    fake.addTenant({ id: TENANT });
    ada = fake.addUser({
      tenantId: TENANT,
      email: 'ada@contoso.example',
      givenName: 'Ada',
      surname: 'Lovelace',
      photo: PHOTO,
    });
    grace = fake.addUser({
      tenantId: TENANT,
      email: 'grace@contoso.example',
      givenName: 'Grace',
      surname: 'Hopper',
      emailVerified: false,
    });
    const keys = (await (await fetch(`${fake.loginUrl}/common/discovery/v2.0/keys`)).json()) as JSONWebKeySet;
    jwks = createLocalJWKSet(keys);
  });
  afterAll(() => fake.close());

  it('publishes metadata on the canonical host, with the {tenantid} issuer for common', async () => {
    const common = (await (
      await fetch(`${fake.loginUrl}/common/v2.0/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(common.issuer).toBe('https://login.microsoftonline.com/{tenantid}/v2.0');
    expect(common.token_endpoint).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/token');
    const tenant = (await (
      await fetch(`${fake.loginUrl}/${TENANT}/v2.0/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(tenant.issuer).toBe(`https://login.microsoftonline.com/${TENANT}/v2.0`);
    expect(tenant.jwks_uri).toBe(`https://login.microsoftonline.com/${TENANT}/discovery/v2.0/keys`);
    expect(tenant.authorization_endpoint).toBe(`https://login.microsoftonline.com/${TENANT}/oauth2/v2.0/authorize`);
    const keys = (await (await fetch(`${fake.loginUrl}/${TENANT}/discovery/v2.0/keys`)).json()) as JSONWebKeySet;
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', kid: expect.any(String), x5t: expect.any(String) });
  });

  it('runs the code flow with PKCE: an id token that verifies against the JWKS, refresh token, client_info', async () => {
    const { status, body } = await signIn();
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, ext_expires_in: 3600 });
    expect(body.scope).toContain('https://graph.microsoft.com/User.Read');
    expect(body.refresh_token).toEqual(expect.any(String));
    const clientInfo = JSON.parse(Buffer.from(body.client_info!, 'base64url').toString('utf8'));
    expect(clientInfo).toEqual({ uid: ada.objectId, utid: TENANT });
    const { payload, protectedHeader } = await jwtVerify(body.id_token!, jwks, {
      issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      audience: fake.clientId,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(payload).toMatchObject({
      tid: TENANT,
      oid: ada.objectId,
      name: 'Ada Lovelace',
      preferred_username: 'ada@contoso.example',
      email: 'ada@contoso.example',
      nonce: 'nonce-1',
      ver: '2.0',
      xms_edov: true,
    });
    expect(payload.sub).not.toBe(ada.objectId);
  });

  it('signs in the chosen user or the login_hint, and says when the email domain is not verified', async () => {
    fake.signInNext(grace);
    const { body } = await signIn();
    expect(decodeJwt(body.id_token!)).toMatchObject({ oid: grace.objectId, xms_edov: false });
    fake.signInNext(null);
    const { verifier, challenge } = pkce();
    const query = await authorize({
      code_challenge: challenge,
      code_challenge_method: 'S256',
      login_hint: 'ada@contoso.example',
    });
    const answer = await tokenRequest({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'authorization_code',
      code: query.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(decodeJwt(answer.body.id_token!).oid).toBe(ada.objectId);
    const silent = await authorize({ code_challenge: challenge, code_challenge_method: 'S256', prompt: 'none' });
    expect(silent.get('error')).toBe('login_required');
    fake.signInNext(ada);
  });

  it('refuses a reused code, a wrong verifier, a wrong redirect URI and a wrong secret in Microsoft’s error shape', async () => {
    const { verifier, challenge } = pkce();
    const query = await authorize({ code_challenge: challenge, code_challenge_method: 'S256' });
    const base = {
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'authorization_code',
      code: query.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    };
    const badSecret = await tokenRequest({ ...base, client_secret: 'nope' }, TENANT, { 'client-request-id': 'corr-1' });
    expect(badSecret.status).toBe(401);
    expect(badSecret.body).toMatchObject({ error: 'invalid_client', error_codes: [7000215], correlation_id: 'corr-1' });
    expect(badSecret.body.error_description).toMatch(/^AADSTS7000215: /);
    expect(badSecret.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
    const badVerifier = await tokenRequest({ ...base, code_verifier: 'x'.repeat(43) });
    expect(badVerifier.body).toMatchObject({ error: 'invalid_grant', error_codes: [501481] });
    const reused = await tokenRequest(base);
    expect(reused.body).toMatchObject({ error: 'invalid_grant', error_codes: [54005] });

    const second = pkce();
    const other = await authorize({ code_challenge: second.challenge, code_challenge_method: 'S256' });
    const wrongRedirect = await tokenRequest({
      ...base,
      code: other.get('code')!,
      code_verifier: second.verifier,
      redirect_uri: 'https://evil.example/',
    });
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.body.error).toBe('invalid_grant');
  });

  it('redirects with the error the test asks for, and shows a page for an unknown client or redirect URI', async () => {
    const { challenge } = pkce();
    fake.denyNext('access_denied');
    const denied = await authorize({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect(denied.get('error')).toBe('access_denied');
    expect(denied.get('error_description')).toMatch(/^AADSTS65004/);
    expect(denied.get('state')).toBe('state-1');
    const unknownClient = await fetch(
      authorizeUrl({ client_id: 'someone-else', code_challenge: challenge, code_challenge_method: 'S256' }),
      {
        redirect: 'manual',
      },
    );
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.text()).toContain('AADSTS700016');
    const plain = await authorize({ code_challenge: challenge, code_challenge_method: 'plain' });
    expect(plain.get('error')).toBe('invalid_request');
  });

  it('refreshes for the same user and stops after the sessions are revoked', async () => {
    const { body } = await signIn();
    const refreshed = await tokenRequest({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token!,
      scope: 'openid offline_access User.Read',
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.access_token!)).toMatchObject({ oid: ada.objectId, scp: 'User.Read' });
    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
    fake.revokeSessions(ada);
    const revoked = await tokenRequest({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token!,
    });
    expect(revoked.body).toMatchObject({ error: 'invalid_grant', error_codes: [50173] });
  });
});
