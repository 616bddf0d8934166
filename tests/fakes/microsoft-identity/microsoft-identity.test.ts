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

  const obo = (assertion: string, scope = 'https://graph.microsoft.com/User.Read offline_access openid') =>
    tokenRequest(
      {
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        requested_token_use: 'on_behalf_of',
        assertion,
        scope,
      },
      'organizations',
    );

  it('mints the tab SSO token Teams hands a tab: v1 by default, v2 on request, both verifiable', async () => {
    const v1 = await jwtVerify(await fake.tabToken(ada), jwks, {
      issuer: `https://sts.windows.net/${TENANT}/`,
      audience: `api://rollcall.example/${fake.clientId}`,
    });
    expect(v1.payload).toMatchObject({
      ver: '1.0',
      scp: 'access_as_user',
      tid: TENANT,
      oid: ada.objectId,
      upn: ada.userPrincipalName,
    });
    const v2 = await jwtVerify(await fake.tabToken(ada, { version: '2.0' }), jwks, {
      issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      audience: fake.clientId,
    });
    expect(v2.payload).toMatchObject({ ver: '2.0', preferred_username: ada.userPrincipalName });
    const forged = await fake.tabToken(ada, { strangerKey: true });
    await expect(jwtVerify(forged, jwks)).rejects.toThrow(/signature/);
    const hs = await fake.tabToken(ada, { alg: 'HS256' });
    await expect(jwtVerify(hs, jwks)).rejects.toThrow();
    const none = await fake.tabToken(ada, { alg: 'none' });
    expect(none.split('.')[2]).toBe('');
    expect(decodeJwt(await fake.tabToken(ada, { omit: ['tid'], aud: 'api://elsewhere/x' }))).not.toHaveProperty('tid');
  });

  it('exchanges a tab token on behalf of the user for a Graph token, and refuses forged ones', async () => {
    const answer = await obo(await fake.tabToken(ada));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token_type: 'Bearer',
      scope: expect.stringContaining('https://graph.microsoft.com/User.Read'),
    });
    expect(decodeJwt(answer.body.access_token!)).toMatchObject({
      aud: 'https://graph.microsoft.com',
      oid: ada.objectId,
      tid: TENANT,
    });
    const me = await fetch(`${fake.graphUrl}/v1.0/me`, {
      headers: { authorization: `Bearer ${answer.body.access_token}` },
    });
    expect(((await me.json()) as { id: string }).id).toBe(ada.objectId);

    const v2 = await obo(await fake.tabToken(ada, { version: '2.0' }));
    expect(v2.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      [await fake.tabToken(ada, { strangerKey: true }), 50013],
      [await fake.tabToken(ada, { alg: 'HS256' }), 50013],
      [await fake.tabToken(ada, { alg: 'none' }), 50013],
      [await fake.tabToken(ada, { aud: 'api://rollcall.example/another-app' }), 50013],
      [await fake.tabToken(ada, { iss: 'https://sts.windows.net/someone-else/' }), 50013],
      [await fake.tabToken(ada, { exp: now - 3600, nbf: now - 7200, iat: now - 7200 }), 500133],
      [await fake.tabToken(ada, { omit: ['oid'] }), 50034],
    ] as const;
    for (const [assertion, code] of refused) {
      const response = await obo(assertion);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_grant', error_codes: [code] });
    }
  });

  it('answers consent_required for a user who has not consented, until they sign in interactively', async () => {
    const linus = fake.addUser({
      tenantId: TENANT,
      email: 'linus@contoso.example',
      givenName: 'Linus',
      surname: 'T',
      needsConsent: true,
    });
    const refused = await obo(await fake.tabToken(linus));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_grant', suberror: 'consent_required', error_codes: [65001] });
    expect(refused.body.error_description).toMatch(/^AADSTS65001: /);
    fake.signInNext(linus);
    const { challenge } = pkce();
    expect(
      (await authorize({ code_challenge: challenge, code_challenge_method: 'S256', prompt: 'none' })).get('error'),
    ).toBe('consent_required');
    expect(
      (await authorize({ code_challenge: challenge, code_challenge_method: 'S256', prompt: 'consent' })).get('code'),
    ).toBeTruthy();
    expect((await obo(await fake.tabToken(linus))).status).toBe(200);
    fake.signInNext(ada);
  });

  it('gives app tokens by client credentials per tenant, refusing unknown and unconsented tenants', async () => {
    const credentials = (tenant: string, scope = 'https://graph.microsoft.com/.default') =>
      tokenRequest(
        { client_id: fake.clientId, client_secret: fake.clientSecret, grant_type: 'client_credentials', scope },
        tenant,
      );
    const answer = await credentials(TENANT);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('refresh_token');
    expect(decodeJwt(answer.body.access_token!)).toMatchObject({
      tid: TENANT,
      idtyp: 'app',
      roles: expect.arrayContaining(['User.Read.All']),
    });
    expect((await credentials(OTHER_TENANT)).body).toMatchObject({ error: 'invalid_request', error_codes: [90002] });
    fake.addTenant({ id: OTHER_TENANT, adminConsented: false });
    expect((await credentials(OTHER_TENANT)).body).toMatchObject({
      error: 'unauthorized_client',
      error_codes: [700016],
    });
    const admin = fake.addUser({
      tenantId: OTHER_TENANT,
      email: 'admin@fabrikam.example',
      givenName: 'Ad',
      surname: 'Min',
    });
    fake.signInNext(admin);
    const consentUrl = `${fake.loginUrl}/organizations/v2.0/adminconsent?${new URLSearchParams({
      client_id: fake.clientId,
      scope: 'https://graph.microsoft.com/.default',
      redirect_uri: REDIRECT,
      state: 'admin-1',
    })}`;
    const consent = new URL((await fetch(consentUrl, { redirect: 'manual' })).headers.get('location')!).searchParams;
    expect(Object.fromEntries(consent)).toMatchObject({
      admin_consent: 'True',
      tenant: OTHER_TENANT,
      state: 'admin-1',
    });
    expect((await credentials(OTHER_TENANT)).status).toBe(200);
    fake.tenant(OTHER_TENANT)!.adminConsented = false;
    fake.signInNext(ada);
    expect((await credentials(TENANT, 'User.Read')).body).toMatchObject({ error: 'invalid_scope' });
    expect((await credentials('common')).body.error).toBe('invalid_request');

    const appToken = answer.body.access_token!;
    const other = await fetch(`${fake.graphUrl}/v1.0/users/${grace.objectId}`, {
      headers: { authorization: `Bearer ${appToken}` },
    });
    expect(await other.json()).toMatchObject({ id: grace.objectId, mail: 'grace@contoso.example' });
    const me = await fetch(`${fake.graphUrl}/v1.0/me`, { headers: { authorization: `Bearer ${appToken}` } });
    expect(me.status).toBe(400);
  });

  describe('Graph', () => {
    let hedy: TFakeMicrosoftUser;
    const get = async (path: string, token: string, headers: Record<string, string> = {}) => {
      const response = await fetch(path.startsWith('http') ? path : `${fake.graphUrl}${path}`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      return response;
    };

    beforeAll(() => {
      hedy = fake.addUser({
        tenantId: TENANT,
        email: 'hedy@contoso.example',
        givenName: 'Hedy',
        surname: 'Lamarr',
        timeZone: 'Pacific Standard Time',
        calendars: [{ id: 'AAMkTeamCalendar', name: 'Team' }],
        events: [
          { subject: 'Standup', start: '2025-01-06T09:00:00Z', end: '2025-01-06T09:15:00Z', showAs: 'busy' },
          { subject: 'Lunch', start: '2025-01-06T12:00:00Z', end: '2025-01-06T13:00:00Z', showAs: 'free' },
          { subject: 'Holiday', start: '2025-01-07', end: '2025-01-08', isAllDay: true, showAs: 'oof' },
          {
            subject: 'Offsite',
            start: '2025-01-06T14:00:00Z',
            end: '2025-01-06T16:00:00Z',
            showAs: 'workingElsewhere',
            calendarId: 'AAMkTeamCalendar',
          },
          { subject: 'Next week', start: '2025-01-13T09:00:00Z', end: '2025-01-13T10:00:00Z' },
        ],
        automaticReplies: {
          status: 'scheduled',
          scheduledStart: '2025-01-07T00:00:00Z',
          scheduledEnd: '2025-01-10T00:00:00Z',
          internalReplyMessage: 'Away',
        },
      });
    });

    it('refuses a missing, unknown or expired token with 401 InvalidAuthenticationToken', async () => {
      const missing = await fetch(`${fake.graphUrl}/v1.0/me`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({
        error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' },
      });
      const unknown = await get('/v1.0/me', 'eyJ.forged.token');
      expect(unknown.status).toBe(401);
      const short = await startMicrosoftIdentityFake({ accessTokenSeconds: -1 });
      const someone = short.addUser({ tenantId: TENANT, email: 'a@b.example', givenName: 'A', surname: 'B' });
      const expired = await fetch(`${short.graphUrl}/v1.0/me`, {
        headers: { authorization: `Bearer ${await short.graphToken(someone)}` },
      });
      expect(await expired.json()).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
      await short.close();
    });

    it('answers /me and the photo bytes, 404 ImageNotFound without a photo', async () => {
      const token = await fake.graphToken(ada, ['User.Read']);
      expect(await (await get('/v1.0/me', token)).json()).toMatchObject({
        id: ada.objectId,
        displayName: 'Ada Lovelace',
        givenName: 'Ada',
        surname: 'Lovelace',
        mail: 'ada@contoso.example',
        userPrincipalName: 'ada@contoso.example',
      });
      const photo = await get('/v1.0/me/photo/$value', token);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await photo.arrayBuffer()).equals(PHOTO)).toBe(true);
      const none = await get('/v1.0/me/photo/$value', await fake.graphToken(grace));
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ error: { code: 'ImageNotFound' } });
    });

    it('reads other users only with User.ReadBasic.All or User.Read.All, and only in the token’s tenant', async () => {
      const basic = await fake.graphToken(grace, ['User.Read']);
      const denied = await get(`/v1.0/users/${ada.objectId}/photo/$value`, basic);
      expect(denied.status).toBe(403);
      expect(await denied.json()).toMatchObject({ error: { code: 'Authorization_RequestDenied' } });
      const all = await fake.graphToken(grace, ['User.ReadBasic.All']);
      const photo = await get(`/v1.0/users/${ada.objectId}/photo/%24value`, all);
      expect(Buffer.from(await photo.arrayBuffer()).equals(PHOTO)).toBe(true);
      const stranger = fake.addUser({
        tenantId: OTHER_TENANT,
        email: 'x@fabrikam.example',
        givenName: 'X',
        surname: 'Y',
      });
      const elsewhere = await get(`/v1.0/users/${stranger.objectId}`, all);
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.json()).toMatchObject({ error: { code: 'Request_ResourceNotFound' } });
    });

    it('lists calendars and pages calendarView with @odata.nextLink, $top and $select', async () => {
      const token = await fake.graphToken(hedy, ['Calendars.Read']);
      const calendars = (await (await get('/v1.0/me/calendars', token)).json()) as {
        value: Array<{ name: string; isDefaultCalendar: boolean; owner: unknown }>;
      };
      expect(calendars.value.map((one) => [one.name, one.isDefaultCalendar])).toEqual([
        ['Calendar', true],
        ['Team', false],
      ]);
      const window = 'startDateTime=2025-01-06T00:00:00Z&endDateTime=2025-01-11T00:00:00Z';
      const first = (await (
        await get(`/v1.0/me/calendarView?${window}&$top=2&$select=subject,showAs,start,end,isAllDay`, token)
      ).json()) as {
        value: Array<Record<string, unknown>>;
        '@odata.nextLink'?: string;
      };
      expect(first.value.map((event) => event.subject)).toEqual(['Standup', 'Lunch']);
      expect(Object.keys(first.value[0]!).sort()).toEqual([
        '@odata.etag',
        'end',
        'id',
        'isAllDay',
        'showAs',
        'start',
        'subject',
      ]);
      expect(first.value[0]).toMatchObject({
        showAs: 'busy',
        start: { dateTime: '2025-01-06T09:00:00.0000000', timeZone: 'UTC' },
      });
      expect(first['@odata.nextLink']).toContain(fake.graphUrl);
      const second = (await (await get(first['@odata.nextLink']!, token)).json()) as typeof first;
      expect(second.value.map((event) => event.subject)).toEqual(['Offsite', 'Holiday']);
      expect(second['@odata.nextLink']).toBeUndefined();
      const team = (await (
        await get(`/v1.0/me/calendars/AAMkTeamCalendar/calendarView?${window}`, token)
      ).json()) as typeof first;
      expect(team.value.map((event) => event.subject)).toEqual(['Offsite']);
    });

    it('shows calendarView times in the Prefer outlook.timezone zone, and all-day events at its midnight', async () => {
      const token = await fake.graphToken(hedy, ['Calendars.ReadBasic']);
      const response = await get(
        '/v1.0/me/calendarView?startDateTime=2025-01-06T00:00:00Z&endDateTime=2025-01-08T12:00:00Z',
        token,
        {
          prefer: 'outlook.timezone="Pacific Standard Time"',
        },
      );
      expect(response.headers.get('preference-applied')).toBe('outlook.timezone="Pacific Standard Time"');
      const { value } = (await response.json()) as {
        value: Array<{ subject: string; start: unknown; end: unknown; isAllDay: boolean }>;
      };
      const standup = value.find((event) => event.subject === 'Standup')!;
      expect(standup.start).toEqual({ dateTime: '2025-01-06T01:00:00.0000000', timeZone: 'Pacific Standard Time' });
      const holiday = value.find((event) => event.subject === 'Holiday')!;
      expect(holiday).toMatchObject({
        isAllDay: true,
        start: { dateTime: '2025-01-07T00:00:00.0000000', timeZone: 'Pacific Standard Time' },
      });
      const iana = (await (
        await get('/v1.0/me/calendarView?startDateTime=2025-01-06T00:00:00&endDateTime=2025-01-06T10:00:00', token, {
          prefer: 'outlook.timezone="Europe/Berlin"',
        })
      ).json()) as { value: typeof value };
      expect(iana.value[0]!.start).toEqual({ dateTime: '2025-01-06T10:00:00.0000000', timeZone: 'Europe/Berlin' });
    });

    it('requires the time window, calendar permission and a valid $top', async () => {
      const token = await fake.graphToken(hedy, ['Calendars.Read']);
      const missing = await get('/v1.0/me/calendarView', token);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: { code: 'ErrorInvalidParameter' } });
      const top = await get(
        '/v1.0/me/calendarView?startDateTime=2025-01-06T00:00:00Z&endDateTime=2025-01-07T00:00:00Z&$top=0',
        token,
      );
      expect(top.status).toBe(400);
      const select = await get(
        '/v1.0/me/calendarView?startDateTime=2025-01-06T00:00:00Z&endDateTime=2025-01-07T00:00:00Z&$select=nope',
        token,
      );
      expect(select.status).toBe(400);
      const noScope = await get(
        '/v1.0/me/calendarView?startDateTime=2025-01-06T00:00:00Z&endDateTime=2025-01-07T00:00:00Z',
        await fake.graphToken(hedy),
      );
      expect(noScope.status).toBe(403);
      expect(await noScope.json()).toMatchObject({ error: { code: 'ErrorAccessDenied' } });
    });

    it('answers mailboxSettings with automatic replies and the mailbox time zone', async () => {
      const token = await fake.graphToken(hedy, ['MailboxSettings.Read']);
      const settings = await (await get('/v1.0/me/mailboxSettings', token)).json();
      expect(settings).toMatchObject({
        timeZone: 'Pacific Standard Time',
        automaticRepliesSetting: {
          status: 'scheduled',
          scheduledStartDateTime: { dateTime: '2025-01-07T00:00:00.0000000', timeZone: 'UTC' },
          scheduledEndDateTime: { dateTime: '2025-01-10T00:00:00.0000000', timeZone: 'UTC' },
          internalReplyMessage: 'Away',
        },
      });
      const app = await tokenRequest({
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        grant_type: 'client_credentials',
        scope: 'https://graph.microsoft.com/.default',
      });
      const byApp = await get(
        `/v1.0/users/${hedy.userPrincipalName}/mailboxSettings/automaticRepliesSetting`,
        app.body.access_token!,
      );
      expect(await byApp.json()).toMatchObject({ status: 'scheduled' });
    });

    it('fails the next calls on demand with 429 and Retry-After', async () => {
      const token = await fake.graphToken(ada);
      fake.failNext('graph', { retryAfter: 7, times: 2, pathPrefix: '/v1.0/me' });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const limited = await get('/v1.0/me', token);
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toBe('7');
        expect(await limited.json()).toMatchObject({ error: { code: 'TooManyRequests' } });
      }
      expect((await get('/v1.0/me', token)).status).toBe(200);
      fake.failNext('token', { status: 503 });
      const busy = await tokenRequest({
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        grant_type: 'client_credentials',
        scope: 'https://graph.microsoft.com/.default',
      });
      expect(busy.status).toBe(503);
      expect(fake.calls('GET', '/v1.0/me').length).toBeGreaterThanOrEqual(3);
    });
  });
});
