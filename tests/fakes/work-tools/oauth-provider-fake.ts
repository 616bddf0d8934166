/**
 * The OAuth 2.0 half of a task tool's fake (RFC 6749, RFC 7636), shared by the tool fakes: an
 * authorize endpoint with no UI (it redirects back at once with code and state, or with
 * error=access_denied after denyNext()), a token endpoint that checks the client's id and secret,
 * the redirect URI, the code (one use, 10 minutes), the PKCE verifier (S256) where the tool takes
 * it, and refresh tokens (rotated where the tool rotates them), and the bearer check of the
 * tool's API routes. Shapes of each tool's answers are set by the tool's fake.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TFakeResponse, TFakeServer, TRecordedRequest } from '../fake-server.ts';

export interface TOAuthFakeSettings {
  clientId: string;
  clientSecret: string;
  authorizePath: string;
  tokenPath: string;
  /** PKCE S256 is required at authorize and checked at the token endpoint. */
  pkce: boolean;
  /** Access token lifetime in seconds (null: tokens do not expire, no refresh token). */
  expiresIn: number | null;
  /** Each refresh answers a new refresh token and voids the old one (Atlassian, GitLab). */
  rotateRefresh: boolean;
  /** How a refusal is answered: GitHub says 200 with an error body, the others 400/401. */
  errorsAs200?: boolean;
}

interface TCode {
  user: string;
  redirectUri: string;
  challenge: string | null;
  issuedAt: number;
  used: boolean;
}

export interface TOAuthFake {
  readonly settings: TOAuthFakeSettings;
  /** The user the next authorize visit signs in as. */
  signInAs(user: string): void;
  /** The next authorize visit answers error=access_denied. */
  denyNext(): void;
  /** The user a request's bearer token belongs to (valid and unexpired), or null. */
  userOf(request: TRecordedRequest): string | null;
  /** Makes every token of the user stop working (access and refresh): the person revoked the app. */
  revokeUser(user: string): void;
  /** Ends an access token's life now (the next call needs a refresh). */
  expireAccessTokens(): void;
  /** Issued access tokens, for assertions that the database holds them sealed. */
  readonly accessTokens: string[];
  readonly refreshTokens: string[];
}

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** Installs the authorize and token routes of a tool on its fake server. */
export function installOAuth(server: TFakeServer, settings: TOAuthFakeSettings, firstUser: string): TOAuthFake {
  const codes = new Map<string, TCode>();
  const access = new Map<string, { user: string; expiresAt: number | null }>();
  const refresh = new Map<string, string>();
  const revoked = new Set<string>();
  let nextUser = firstUser;
  let deny = false;

  const fail = (status: number, error: string, description: string): TFakeResponse => ({
    status: settings.errorsAs200 ? 200 : status,
    body: { error, error_description: description },
  });

  const issue = (user: string): TFakeResponse => {
    const accessToken = token('at');
    access.set(accessToken, {
      user,
      expiresAt: settings.expiresIn === null ? null : Date.now() + settings.expiresIn * 1000,
    });
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', scope: 'granted' };
    if (settings.expiresIn !== null) {
      const refreshToken = token('rt');
      refresh.set(refreshToken, user);
      body.refresh_token = refreshToken;
      body.expires_in = settings.expiresIn;
    }
    return { body };
  };

  server.on({
    method: 'GET',
    path: settings.authorizePath,
    respond: (request) => {
      const q = request.query;
      if (q.get('client_id') !== settings.clientId) return { status: 400, body: 'Unknown client_id' };
      const redirectUri = q.get('redirect_uri');
      const state = q.get('state');
      if (!redirectUri || !URL.canParse(redirectUri)) return { status: 400, body: 'redirect_uri is required' };
      if (!state) return { status: 400, body: 'state is required' };
      const back = new URL(redirectUri);
      if (deny) {
        deny = false;
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', state);
        return { status: 302, headers: { location: back.toString() } };
      }
      const challenge = q.get('code_challenge');
      if (settings.pkce && (!challenge || q.get('code_challenge_method') !== 'S256')) {
        back.searchParams.set('error', 'invalid_request');
        back.searchParams.set('state', state);
        return { status: 302, headers: { location: back.toString() } };
      }
      const code = token('code');
      codes.set(code, { user: nextUser, redirectUri, challenge, issuedAt: Date.now(), used: false });
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      return { status: 302, headers: { location: back.toString() } };
    },
  });

  server.on({
    method: 'POST',
    path: settings.tokenPath,
    respond: (request) => {
      const form: Record<string, string> =
        request.json && typeof request.json === 'object'
          ? (request.json as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(request.body));
      let { client_id: clientId, client_secret: clientSecret } = form;
      const basic = request.headers.authorization;
      if (basic?.startsWith('Basic ')) {
        [clientId, clientSecret] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
      }
      if (clientId !== settings.clientId || clientSecret !== settings.clientSecret) {
        return fail(401, 'invalid_client', 'Client authentication failed.');
      }
      if (form.grant_type === 'refresh_token' || (form.refresh_token && !form.code)) {
        const user = form.refresh_token ? refresh.get(form.refresh_token) : undefined;
        if (!user || revoked.has(user)) return fail(400, 'invalid_grant', 'The refresh token is invalid.');
        if (settings.rotateRefresh) refresh.delete(form.refresh_token!);
        return issue(user);
      }
      if (form.grant_type !== undefined && form.grant_type !== 'authorization_code') {
        return fail(400, 'unsupported_grant_type', 'Unsupported grant type.');
      }
      const code = form.code ? codes.get(form.code) : undefined;
      if (!code || code.used || Date.now() - code.issuedAt > 10 * 60_000) {
        return fail(400, settings.errorsAs200 ? 'bad_verification_code' : 'invalid_grant', 'The code is invalid.');
      }
      if (form.redirect_uri !== code.redirectUri) return fail(400, 'invalid_grant', 'redirect_uri does not match.');
      if (code.challenge) {
        const verifier = form.code_verifier ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
          return fail(400, 'invalid_grant', 'The PKCE verifier does not match.');
        }
      }
      code.used = true;
      return issue(code.user);
    },
  });

  return {
    settings,
    signInAs: (user) => {
      nextUser = user;
    },
    denyNext: () => {
      deny = true;
    },
    userOf: (request) => {
      const header = request.headers.authorization ?? '';
      const found = header.startsWith('Bearer ') ? access.get(header.slice(7)) : undefined;
      if (!found || revoked.has(found.user)) return null;
      if (found.expiresAt !== null && found.expiresAt <= Date.now()) return null;
      return found.user;
    },
    revokeUser: (user) => {
      revoked.add(user);
    },
    expireAccessTokens: () => {
      for (const entry of access.values()) if (entry.expiresAt !== null) entry.expiresAt = 0;
    },
    get accessTokens() {
      return [...access.keys()];
    },
    get refreshTokens() {
      return [...refresh.keys()];
    },
  };
}

/** A 401 in the tool's words. */
export const unauthorized = (body: unknown = { message: 'Bad credentials' }): TFakeResponse => ({ status: 401, body });
