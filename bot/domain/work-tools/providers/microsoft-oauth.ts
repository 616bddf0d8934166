/**
 * The Microsoft identity platform's v2 authorization code flow (with PKCE S256) for the tools that
 * sign in with the Microsoft app (MICROSOFT_CLIENT_ID): Azure DevOps and Planner. Work and school
 * accounts only (the /organizations authority): neither tool serves personal accounts.
 */
import type { TEnv } from '../../../env.ts';
import type { TToolProvider } from '../tool-provider.ts';
import { authorizeUrlOf, requestTokens } from './oauth2.ts';

const AUTHORITY = '/organizations/oauth2/v2.0';

/** The authorize, exchange and refresh of one Microsoft scope set. */
export function microsoftOAuth(
  scope: string,
): Pick<TToolProvider, 'available' | 'flow' | 'authorizeUrl' | 'exchange' | 'refresh'> {
  const tokenUrl = (env: TEnv) => new URL(`${AUTHORITY}/token`, env.MICROSOFT_LOGIN_URL).toString();
  const client = (env: TEnv) => ({
    client_id: env.MICROSOFT_CLIENT_ID ?? '',
    client_secret: env.MICROSOFT_CLIENT_SECRET ?? '',
  });
  return {
    flow: 'redirect',
    available: (env) => Boolean(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET),
    authorizeUrl: (env, { state, redirectUri, codeVerifier }) =>
      authorizeUrlOf(
        env.MICROSOFT_LOGIN_URL,
        `${AUTHORITY}/authorize`,
        {
          client_id: env.MICROSOFT_CLIENT_ID ?? '',
          response_type: 'code',
          response_mode: 'query',
          redirect_uri: redirectUri,
          scope,
          state,
          prompt: 'select_account',
        },
        codeVerifier,
      ),
    exchange: (env, { code, redirectUri, codeVerifier }) =>
      requestTokens(tokenUrl(env), {
        form: {
          ...client(env),
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          scope,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
      }),
    refresh: (env, refreshToken) =>
      requestTokens(
        tokenUrl(env),
        { form: { ...client(env), grant_type: 'refresh_token', refresh_token: refreshToken, scope } },
        refreshToken,
      ),
  };
}
