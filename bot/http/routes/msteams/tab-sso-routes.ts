/**
 * The web app inside a Microsoft Teams tab signs in here (issue 19, spec part 1 §2.2, §8):
 * - POST /api/v1/msteams/tab/sso {token}: single sign-on with the token teams-js gave the tab;
 * - GET /msteams/tab/auth/?challenge=: the sign-in popup's start (teams-js authentication.authenticate),
 *   opened by the frame with the challenge of a verifier only the frame keeps;
 * - POST /api/v1/msteams/tab/code {challenge}: the signed-in popup's one-time code, bound to it;
 * - POST /api/v1/msteams/tab/login {code, verifier, token?}: the tab's frame redeems that code.
 * Sessions get frame cookies (SameSite=None; Secure; Partitioned) only when the request really
 * comes from the Teams frame (X-Rollcall-Host); Teams mobile's full-window page keeps Lax cookies.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import {
  popupDonePath,
  TAB_SSO_MESSAGES,
  type TTabSsoAnswer,
  ZTabCodeRequest,
  ZTabLoginChallenge,
  ZTabLoginRequest,
  ZTabSsoRequest,
} from '../../../../shared/tab-sso.ts';
import { microsoftSettingsOf } from '../../../adapters/microsoft/microsoft-settings.ts';
import { createTabTokenVerifier } from '../../../adapters/microsoft/tab-token.ts';
import { issueTabLoginCode } from '../../../domain/platforms/microsoft/issue-tab-login-code.ts';
import { redeemTabLoginCode } from '../../../domain/platforms/microsoft/redeem-tab-login-code.ts';
import { signInWithTabToken } from '../../../domain/platforms/microsoft/sign-in-with-tab-token.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { originOf } from '../../forms.ts';
import { cookiesAreSecure } from '../../plugins/session.ts';
import { startSession } from '../../plugins/sign-in-session.ts';

/** Sign-in attempts per address: a tab signs in once per load, a person retries a few times. */
const signInLimit = { max: 30, timeWindow: '1 minute' } as const;
const publicSignIn = { policy: { access: 'public' }, rateLimit: signInLimit } as const;
/** The popup's start: a challenge that is not one is dropped (the last page then refuses to go on). */
const ZPopupQuery = z.object({ challenge: ZTabLoginChallenge.optional().catch(undefined) });

/** Registers the tab sign-in routes (the SSO call refuses clearly when Microsoft is not configured). */
export async function tabSsoRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secure = cookiesAreSecure(deps.env);
  const settings = microsoftSettingsOf(deps.env);
  // PUBLIC_URL is read per token: the server may correct it once it listens.
  const tokenVerifier = settings
    ? createTabTokenVerifier(settings, { publicUrl: () => deps.env.PUBLIC_URL })
    : undefined;

  app.post('/api/v1/msteams/tab/sso', { config: publicSignIn }, async (request, reply) => {
    if (!tokenVerifier) throw new AppError('UNAVAILABLE', TAB_SSO_MESSAGES.notConfigured);
    const { token } = ZTabSsoRequest.parse(request.body ?? {});
    const result = await signInWithTabToken(db, { verifier: tokenVerifier, token, origin: originOf(request) });
    reply.header('Cache-Control', 'no-store');
    if (result.outcome === 'refused') {
      request.log.info({ reason: result.reason }, 'tab single sign-on refused');
      if (result.failure === 'unavailable') throw new AppError('UNAVAILABLE', TAB_SSO_MESSAGES.unavailable);
      throw new AppError('UNAUTHENTICATED', TAB_SSO_MESSAGES.tokenRefused);
    }
    if (result.outcome === 'no_account') return { status: 'no_account' } satisfies TTabSsoAnswer;
    await startSession(db, request, reply, { ...result, secure });
    return { status: 'signed_in' } satisfies TTabSsoAnswer;
  });

  app.get('/msteams/tab/auth', { config: publicSignIn }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { challenge } = ZPopupQuery.parse(request.query ?? {});
    const done = popupDonePath(challenge);
    // Signed in already, the last page asks whether to continue as that user (never silently).
    // Without a challenge there is nothing to sign in for: the last page says so.
    if (request.viewer || !challenge) return reply.redirect(done, 302);
    // Without Microsoft identity the popup's last page offers the email sign-in itself: the login
    // page would send Cross-Origin-Opener-Policy and cut the popup from Teams (security-headers.ts).
    if (!settings) return reply.redirect(done, 302);
    return reply.redirect(`/accounts/microsoft/login/?next=${encodeURIComponent(done)}`, 302);
  });

  app.post(
    '/api/v1/msteams/tab/code',
    { config: { policy: { access: 'signed-in' }, rateLimit: signInLimit } },
    async (request, reply) => {
      const { challenge } = ZTabCodeRequest.parse(request.body ?? {});
      const code = await issueTabLoginCode(db, { userId: request.viewer!.user.id, challenge });
      reply.header('Cache-Control', 'no-store');
      return { code };
    },
  );

  app.post('/api/v1/msteams/tab/login', { config: publicSignIn }, async (request, reply) => {
    const { code, verifier, token } = ZTabLoginRequest.parse(request.body ?? {});
    const result = await redeemTabLoginCode(db, {
      code,
      verifier,
      ssoToken: token,
      tokenVerifier,
      origin: originOf(request),
    });
    reply.header('Cache-Control', 'no-store');
    if (result.outcome === 'invalid_code') throw new AppError('UNAUTHENTICATED', TAB_SSO_MESSAGES.codeRefused);
    if (result.link !== 'linked' && result.link !== 'no_token') {
      request.log.info({ link: result.link }, "tab login code: the frame's identity was not linked");
    }
    await startSession(db, request, reply, { userId: result.userId, accountId: result.accountId, secure });
    return { status: 'signed_in' };
  });
}
