/**
 * The browser half of Slack's OAuth v2 install and Sign in with Slack (OpenID Connect): the authorize
 * pages redirect at once for the "signed-in" person, and the code exchanges (oauth.v2.access,
 * openid.connect.token) plus openid.connect.userInfo. Codes are single use and live 10 minutes.
 * The id_token is an HS256 JWT signed with the client secret (Slack signs RS256 with its JWKS).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';
import { str, type TArgs } from './args.ts';
import { fail, ok, type TMethodResult } from './methods.ts';
import type { TFakeClock, TFakeSlackAuthorizeRequest } from './types.ts';
import type { FakeSlackWorld, TFakeToken } from './workspaces.ts';

const CODE_TTL_MS = 10 * 60_000;

interface TAuthCode {
  kind: 'oauth' | 'openid';
  teamId: string;
  userId: string;
  scopes: string[];
  userScopes: string[];
  redirectUri: string | null;
  nonce: string | null;
  issuedAt: number;
}

export interface TOAuthSettings {
  clientId: string;
  clientSecret: string;
  appId: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** An HS256 JWT (header.payload.signature) signed with `secret`. */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'fake-slack' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export class FakeSlackOAuth {
  readonly authorizeRequests: TFakeSlackAuthorizeRequest[] = [];
  private readonly codes = new Map<string, TAuthCode>();
  private signedIn: { teamId: string; userId: string } | null = null;
  private denials = 0;

  constructor(
    private readonly world: FakeSlackWorld,
    private readonly clock: TFakeClock,
    private readonly settings: TOAuthSettings,
  ) {}

  signIn(teamId: string, userId: string): void {
    if (!this.world.findUser(teamId, userId)) throw new Error(`no user ${userId} in ${teamId}`);
    this.signedIn = { teamId, userId };
  }

  denyAuthorize(times: number): void {
    this.denials += times;
  }

  /** The signed-in person: the chosen one, else the first full member of the first workspace. */
  private person(): { teamId: string; userId: string } | undefined {
    if (this.signedIn) return this.signedIn;
    for (const workspace of this.world.workspaces.values()) {
      const user = workspace.users.find(
        (one) => !one.isBot && !one.deleted && !one.isRestricted && one.email && one.id !== 'USLACKBOT',
      );
      if (user) return { teamId: workspace.id, userId: user.id };
    }
    return undefined;
  }

  /** GET /oauth/v2/authorize and GET /openid/connect/authorize. */
  authorize(kind: 'oauth' | 'openid', request: TRecordedRequest): TFakeResponse {
    const query = request.query;
    const separator = kind === 'oauth' ? ',' : ' ';
    const split = (value: string | null) =>
      (value ?? '')
        .split(separator)
        .map((one) => one.trim())
        .filter(Boolean);
    const record: TFakeSlackAuthorizeRequest = {
      kind,
      clientId: query.get('client_id'),
      scopes: split(query.get('scope')),
      userScopes: kind === 'oauth' ? split(query.get('user_scope')) : [],
      redirectUri: query.get('redirect_uri'),
      state: query.get('state'),
      nonce: query.get('nonce'),
      code: null,
      error: null,
      at: this.clock.now(),
    };
    this.authorizeRequests.push(record);
    // Slack shows an error page (no redirect) for a wrong client or a missing redirect.
    const refuse = (error: string): TFakeResponse => {
      record.error = error;
      return { status: 400, body: `fake Slack authorize page: ${error}` };
    };
    if (record.clientId !== this.settings.clientId) return refuse('invalid_client_id');
    if (!record.redirectUri) return refuse('bad_redirect_uri');
    let target: URL;
    try {
      target = new URL(record.redirectUri);
    } catch {
      return refuse('bad_redirect_uri');
    }
    if (kind === 'openid' && (query.get('response_type') !== 'code' || !record.scopes.includes('openid')))
      return refuse('invalid_request');
    if (kind === 'oauth' && record.scopes.length === 0 && record.userScopes.length === 0)
      return refuse('invalid_scope');
    const person = this.person();
    if (!person) return refuse('no_signed_in_user');
    if (this.denials > 0) {
      this.denials -= 1;
      record.error = 'access_denied';
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = `${Date.now()}.${randomBytes(12).toString('hex')}`;
      this.codes.set(code, {
        kind,
        ...person,
        scopes: record.scopes,
        userScopes: record.userScopes,
        redirectUri: record.redirectUri,
        nonce: record.nonce,
        issuedAt: this.clock.now(),
      });
      record.code = code;
      target.searchParams.set('code', code);
    }
    if (record.state !== null) target.searchParams.set('state', record.state);
    return { status: 302, headers: { location: target.toString() }, body: '' };
  }

  /** Checks the client and takes the code (single use); an error result when either is wrong. */
  private exchange(
    kind: TAuthCode['kind'],
    args: TArgs,
    client: { id?: string; secret?: string },
  ): TAuthCode | TMethodResult {
    if (client.id !== this.settings.clientId) return fail('invalid_client_id');
    if (client.secret !== this.settings.clientSecret) return fail('bad_client_secret');
    const codeArg = str(args, 'code');
    if (!codeArg) return fail('invalid_code');
    const code = this.codes.get(codeArg);
    if (!code || code.kind !== kind) return fail('invalid_code');
    this.codes.delete(codeArg);
    if (this.clock.now() - code.issuedAt > CODE_TTL_MS) return fail('invalid_code');
    const redirectUri = str(args, 'redirect_uri');
    if (code.redirectUri && redirectUri !== code.redirectUri) return fail('bad_redirect_uri');
    return code;
  }

  /** oauth.v2.access: the install (bot token, team, enterprise, installer). */
  oauthAccess(args: TArgs, client: { id?: string; secret?: string }): TMethodResult {
    const code = this.exchange('oauth', args, client);
    if (!('kind' in code)) return code;
    const workspace = this.world.workspace(code.teamId);
    const authedUser: Record<string, unknown> = { id: code.userId };
    if (code.userScopes.length) {
      const userToken = this.world.userToken(code.teamId, code.userId, code.userScopes);
      Object.assign(authedUser, {
        scope: code.userScopes.join(','),
        access_token: userToken.token,
        token_type: 'user',
      });
    }
    const bot: TFakeToken | undefined = code.scopes.length ? this.world.botToken(code.teamId, code.scopes) : undefined;
    return ok({
      app_id: this.settings.appId,
      authed_user: authedUser,
      ...(bot
        ? { scope: bot.scopes.join(','), token_type: 'bot', access_token: bot.token, bot_user_id: workspace.botUserId }
        : {}),
      team: { id: workspace.id, name: workspace.name },
      enterprise: workspace.enterprise,
      is_enterprise_install: false,
    });
  }

  /** openid.connect.token: a user access token and the id_token. */
  openidToken(args: TArgs, client: { id?: string; secret?: string }): TMethodResult {
    const code = this.exchange('openid', args, client);
    if (!('kind' in code)) return code;
    const token = this.world.userToken(code.teamId, code.userId, code.scopes);
    const now = Math.floor(this.clock.now() / 1000);
    const claims = {
      iss: 'https://slack.com',
      sub: code.userId,
      aud: this.settings.clientId,
      exp: now + 3600,
      iat: now,
      auth_time: now,
      ...(code.nonce ? { nonce: code.nonce } : {}),
      at_hash: base64url(createHmac('sha256', 'at').update(token.token).digest().subarray(0, 16)),
      ...this.claims(token),
    };
    return ok({
      access_token: token.token,
      token_type: 'Bearer',
      id_token: signJwt(claims, this.settings.clientSecret),
    });
  }

  /** openid.connect.userInfo for a Sign in with Slack token. */
  userInfo(token: TFakeToken): TMethodResult {
    if (token.kind !== 'user' || !token.scopes.includes('openid')) return fail('invalid_auth');
    return ok({ sub: token.userId, ...this.claims(token) });
  }

  /** The person claims, limited by the scopes granted (email, profile). */
  private claims(token: TFakeToken): Record<string, unknown> {
    const workspace = this.world.workspace(token.teamId);
    const user = this.world.findUser(token.teamId, token.userId)!;
    const claims: Record<string, unknown> = {
      'https://slack.com/user_id': user.id,
      'https://slack.com/team_id': workspace.id,
      'https://slack.com/team_name': workspace.name,
      'https://slack.com/team_domain': workspace.domain,
      ...(workspace.enterprise ? { 'https://slack.com/enterprise_id': workspace.enterprise.id } : {}),
    };
    if (token.scopes.includes('email') && user.email)
      Object.assign(claims, { email: user.email, email_verified: true, date_email_verified: 1_700_000_000 });
    if (token.scopes.includes('profile'))
      Object.assign(claims, {
        name: user.realName,
        picture: `https://avatars.slack-edge.example/${user.id}_512.png`,
        given_name: user.firstName,
        family_name: user.lastName,
        locale: 'en-US',
        'https://slack.com/user_image_192': `https://avatars.slack-edge.example/${user.id}_192.png`,
      });
    return claims;
  }
}
