/**
 * Runs the real @azure/msal-node and @microsoft/microsoft-graph-client against the fake, wired as
 * production will be: the canonical authority, a network client that rewrites
 * https://login.microsoftonline.com to the fake's URL, and Graph's base URL set to the fake.
 */
import { ConfidentialClientApplication, type INetworkModule, type NetworkResponse } from '@azure/msal-node';
import { Client, HTTPMessageHandler, type Middleware } from '@microsoft/microsoft-graph-client';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMicrosoftIdentityFake, type TFakeMicrosoftUser, type TMicrosoftIdentityFake } from './index.ts';

const TENANT = '6f1c8a52-3a1e-4a57-9d3b-0c2f7e9b1a01';
const REDIRECT = 'https://rollcall.example/accounts/microsoft/callback/';
const CANONICAL = 'https://login.microsoftonline.com';

/** A network module for msal-node that sends login.microsoftonline.com requests to the fake. */
function rewritingNetwork(loginUrl: string, seen: string[]): INetworkModule {
  const send = async <T>(
    method: string,
    url: string,
    options?: { headers?: Record<string, string>; body?: string },
  ) => {
    const target = url.startsWith(CANONICAL) ? `${loginUrl}${url.slice(CANONICAL.length)}` : url;
    seen.push(`${method} ${url}`);
    const response = await fetch(target, { method, headers: options?.headers, body: options?.body });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { headers, body: (await response.json()) as T, status: response.status } satisfies NetworkResponse<T>;
  };
  return {
    sendGetRequestAsync: (url, options) => send('GET', url, options),
    sendPostRequestAsync: (url, options) => send('POST', url, options),
  };
}

describe('msal-node and the Graph client against the fake', () => {
  let fake: TMicrosoftIdentityFake;
  let ada: TFakeMicrosoftUser;
  let msal: ConfidentialClientApplication;
  const seen: string[] = [];

  beforeAll(async () => {
    fake = await startMicrosoftIdentityFake({ appIdUriHost: 'rollcall.example', redirectUris: [REDIRECT] });
    ada = fake.addUser({ tenantId: TENANT, email: 'ada@contoso.example', givenName: 'Ada', surname: 'Lovelace' });
    msal = new ConfidentialClientApplication({
      auth: { clientId: fake.clientId, clientSecret: fake.clientSecret, authority: `${CANONICAL}/organizations` },
      system: { networkClient: rewritingNetwork(fake.loginUrl, seen) },
    });
  });
  afterAll(() => fake.close());

  it('signs in by code with PKCE and builds the account from client_info', async () => {
    const { verifier, challenge } = await new (await import('@azure/msal-node')).CryptoProvider().generatePkceCodes();
    const url = await msal.getAuthCodeUrl({
      scopes: ['User.Read', 'email'],
      redirectUri: REDIRECT,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    });
    expect(url.startsWith(`${CANONICAL}/organizations/oauth2/v2.0/authorize?`)).toBe(true);
    const visit = await fetch(`${fake.loginUrl}${url.slice(CANONICAL.length)}`, { redirect: 'manual' });
    const code = new URL(visit.headers.get('location')!).searchParams.get('code')!;
    const result = await msal.acquireTokenByCode(
      // ConfidentialClientApplication reads the expected nonce from the request, not the payload.
      {
        code,
        scopes: ['User.Read', 'email'],
        redirectUri: REDIRECT,
        codeVerifier: verifier,
        nonce: 'nonce-1',
        state: 'state-1',
      },
      { code, state: 'state-1' },
    );
    expect(result.account).toMatchObject({
      homeAccountId: `${ada.objectId}.${TENANT}`,
      tenantId: TENANT,
      username: 'ada@contoso.example',
    });
    expect(result.idTokenClaims).toMatchObject({
      oid: ada.objectId,
      email: 'ada@contoso.example',
      nonce: 'nonce-1',
      xms_edov: true,
    });
    expect(fake.authorizeRequests.at(-1)).toMatchObject({
      codeChallengeMethod: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    });

    // The Graph client adds its auth header only to https URLs: against the (http) fake, a small
    // middleware sets it instead of authProvider.
    const bearer: Middleware = {
      execute: async (context) => {
        const headers = new Headers((context.options?.headers as HeadersInit | undefined) ?? {});
        headers.set('Authorization', `Bearer ${result.accessToken}`);
        context.options = { ...context.options, headers };
        await handler.execute(context);
      },
    };
    const handler = new HTTPMessageHandler();
    const graph = Client.initWithMiddleware({ baseUrl: `${fake.graphUrl}/`, middleware: bearer });
    expect(await graph.api('/me').get()).toMatchObject({ id: ada.objectId, mail: 'ada@contoso.example' });
  });

  it('exchanges a tab token on behalf of the user and reports consent_required as msal errors', async () => {
    const result = await msal.acquireTokenOnBehalfOf({ oboAssertion: await fake.tabToken(ada), scopes: ['User.Read'] });
    expect(result?.accessToken).toEqual(expect.any(String));
    const bob = fake.addUser({
      tenantId: TENANT,
      email: 'bob@contoso.example',
      givenName: 'Bob',
      surname: 'B',
      needsConsent: true,
    });
    const failure = await msal
      .acquireTokenOnBehalfOf({ oboAssertion: await fake.tabToken(bob), scopes: ['User.Read'] })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ errorCode: 'invalid_grant', subError: 'consent_required' });
  });

  it('gets an app token for a tenant by client credentials', async () => {
    const result = await msal.acquireTokenByClientCredential({
      scopes: ['https://graph.microsoft.com/.default'],
      authority: `${CANONICAL}/${TENANT}`,
    });
    expect(decodeJwt(result!.accessToken)).toMatchObject({ tid: TENANT, idtyp: 'app' });
    expect(seen.every((line) => line.includes('login.microsoftonline.com'))).toBe(true);
  });
});
