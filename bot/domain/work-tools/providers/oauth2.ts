/**
 * The OAuth 2.0 pieces the tool providers share (RFC 6749, RFC 7636): the authorize URL with its
 * state and PKCE challenge, and a token endpoint's answer read into TToolTokens. A token endpoint
 * that refuses the grant (invalid_grant: revoked, expired, already used) is a ToolAuthError, so
 * the person is asked to connect again; any other failure is the tool being unavailable.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { expiresIn, oauthErrorOf, type TToolRequest, toolFetch } from '../tool-http.ts';
import { ToolAuthError, ToolUnavailableError, type TToolTokens } from '../tool-provider.ts';

/** The S256 challenge of a PKCE verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'utf8').digest('base64url');
}

/** An authorize URL: base + path with the parameters (PKCE S256 when a verifier is given). */
export function authorizeUrlOf(
  base: string,
  path: string,
  params: Record<string, string>,
  codeVerifier: string | null,
): string {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (codeVerifier) {
    url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

const ZTokenAnswer = z.object({
  access_token: z.string().min(1).max(8000),
  refresh_token: z.string().min(1).max(8000).optional().nullable(),
  expires_in: z.coerce.number().optional(),
});

/**
 * Posts to a token endpoint and reads the tokens. `keepRefresh` is the refresh token to keep when
 * a refresh answer does not rotate it.
 */
export async function requestTokens(
  url: string,
  request: TToolRequest,
  keepRefresh: string | null = null,
): Promise<TToolTokens> {
  let answer: unknown;
  try {
    answer = await toolFetch(url, { ...request, method: 'POST', authStatuses: [] });
  } catch (error) {
    const code = oauthErrorOf(error);
    if (code === 'invalid_grant' || code === 'bad_verification_code' || code === 'invalid_token') {
      throw new ToolAuthError(`The tool refused the grant (${code}).`);
    }
    throw error;
  }
  // GitHub answers 200 with an error body.
  const failed = answer as { error?: unknown } | undefined;
  if (failed && typeof failed.error === 'string') {
    if (failed.error === 'bad_verification_code' || failed.error === 'invalid_grant') {
      throw new ToolAuthError(`The tool refused the grant (${failed.error}).`);
    }
    throw new ToolUnavailableError(`The tool refused the token request (${failed.error.slice(0, 100)}).`);
  }
  const parsed = ZTokenAnswer.safeParse(answer);
  if (!parsed.success) throw new ToolUnavailableError('The tool answered the token request without a token.');
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token ?? keepRefresh,
    expiresAt: expiresIn(new Date(), parsed.data.expires_in),
  };
}
