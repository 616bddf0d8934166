/**
 * Sign in with Slack's calls to Slack (OpenID Connect): the authorize page, then
 * `openid.connect.token` for the code and `openid.connect.userInfo` with the token it answers,
 * through @slack/web-api. The id_token comes straight from Slack's token endpoint over TLS with our
 * client secret, so (OIDC Core §3.1.3.7) its issuer is trusted without a signature check; its
 * audience and nonce are still compared. Tokens are never logged or kept.
 */
import { ErrorCode, LogLevel, WebClient } from '@slack/web-api';
import type {
  TSlackOpenIdAnswer,
  TSlackOpenIdClient,
  TSlackOpenIdPerson,
} from '../../../domain/platforms/slack/slack-openid.ts';

export interface TSlackOpenIdSettings {
  SLACK_URL: string;
  SLACK_CLIENT_ID: string;
  SLACK_CLIENT_SECRET: string;
}

const SCOPES = 'openid email profile';
const TIMEOUT_MS = 10_000;
const MAX_CLAIM_LENGTH = 500;

/** A claim as bounded text, or '' when absent or not text. */
function claimText(claims: Record<string, unknown>, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value.slice(0, MAX_CLAIM_LENGTH) : '';
}

/** The payload of a JWT (not verified: see the module comment), or undefined when unreadable. */
function jwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part || part.length > 16_000) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function audienceHolds(payload: Record<string, unknown>, clientId: string): boolean {
  const audience = payload.aud;
  if (audience === undefined) return false;
  return Array.isArray(audience) ? audience.includes(clientId) : audience === clientId;
}

function failureOf(error: unknown): TSlackOpenIdAnswer {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === ErrorCode.PlatformError) {
    const slackError = (error as { data?: { error?: unknown } }).data?.error;
    return { ok: false, failure: 'rejected', detail: typeof slackError === 'string' ? slackError : 'platform_error' };
  }
  if (code === ErrorCode.HTTPError) return { ok: false, failure: 'rejected', detail: 'http_error' };
  return { ok: false, failure: 'unavailable', detail: typeof code === 'string' ? code : 'request_failed' };
}

/** The Sign in with Slack client for this Slack app (SLACK_URL points tests at the local fake). */
export function createSlackOpenIdClient(settings: TSlackOpenIdSettings): TSlackOpenIdClient {
  const slackUrl = settings.SLACK_URL.replace(/\/+$/, '');
  const client = new WebClient(undefined, {
    slackApiUrl: `${slackUrl}/api/`,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
    timeout: TIMEOUT_MS,
    logLevel: LogLevel.ERROR,
  });

  return {
    authorizeUrl({ state, nonce, redirectUri }) {
      const query = new URLSearchParams({
        response_type: 'code',
        scope: SCOPES,
        client_id: settings.SLACK_CLIENT_ID,
        redirect_uri: redirectUri,
        state,
        nonce,
      });
      // URLSearchParams writes spaces as '+'; Slack's documented form is %20.
      return `${slackUrl}/openid/connect/authorize?${query.toString().replace(/\+/g, '%20')}`;
    },

    async personForCode({ code, redirectUri }) {
      try {
        const token = await client.openid.connect.token({
          client_id: settings.SLACK_CLIENT_ID,
          client_secret: settings.SLACK_CLIENT_SECRET,
          code,
          redirect_uri: redirectUri,
        });
        if (!token.access_token) return { ok: false, failure: 'rejected', detail: 'no_access_token' };
        // Slack always sends an id_token for our client with the request's nonce: one without is refused.
        const payload = token.id_token ? jwtPayload(token.id_token) : undefined;
        if (!payload || !audienceHolds(payload, settings.SLACK_CLIENT_ID)) {
          return { ok: false, failure: 'rejected', detail: 'id_token_unusable' };
        }
        const nonce = typeof payload.nonce === 'string' ? payload.nonce : '';
        const info: Record<string, unknown> = {
          ...(await client.openid.connect.userInfo({ token: token.access_token })),
        };
        const person: TSlackOpenIdPerson = {
          teamId: claimText(info, 'https://slack.com/team_id'),
          userId: claimText(info, 'https://slack.com/user_id'),
          email: claimText(info, 'email') || null,
          emailVerified: info.email_verified === true,
          givenName: claimText(info, 'given_name'),
          familyName: claimText(info, 'family_name'),
          name: claimText(info, 'name'),
          nonce,
        };
        if (!person.teamId || !person.userId) return { ok: false, failure: 'rejected', detail: 'no_slack_identity' };
        return { ok: true, person };
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}
