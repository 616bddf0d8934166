/**
 * Signup (spec part 1 §2.4-§2.6, §2.3): start with an email, confirm it, finish the three steps;
 * and the invited signup. The verification link sets a browser cookie that completing requires.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ZEmailForm, ZInvitedSignupForm, ZSignupForm } from '../../../../shared/accounts.ts';
import { completeSignup } from '../../../domain/accounts/complete-signup.ts';
import { getSignupContext } from '../../../domain/accounts/get-signup-context.ts';
import { acceptInvitation, getInvitation } from '../../../domain/accounts/invitations.ts';
import { resendVerification } from '../../../domain/accounts/resend-verification.ts';
import { startSignup } from '../../../domain/accounts/start-signup.ts';
import { checkVerificationToken, verifySignupEmail } from '../../../domain/accounts/verify-signup-email.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf, pageAfterSignIn, parseForm } from '../../forms.ts';
import { flash } from '../../plugins/flash-messages.ts';
import { cookiesAreSecure } from '../../plugins/session.ts';
import { startSession } from '../../plugins/sign-in-session.ts';

export const SIGNUP_COOKIE = 'rollcall_signup';
const ZHash = z.object({ hash: z.string().min(1).max(200) });
const ZToken = z.object({ token: z.string().min(1).max(200) });
const publicForm = { policy: { access: 'public' }, form: true } as const;

function signupBrowserToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SIGNUP_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** Keeps the browser token that lets this browser complete its verified signup. */
export function setSignupCookie(reply: FastifyReply, browserToken: string, secure: boolean): void {
  reply.setCookie(SIGNUP_COOKIE, browserToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: 7 * 24 * 3600,
  });
}

/** Registers the signup routes. */
export async function signupRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secure = cookiesAreSecure(deps.env);

  app.post(
    '/accounts/signup',
    { config: { ...publicForm, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { email } = parseForm(ZEmailForm, request);
      const { hash } = await startSignup(accountsDeps(deps), { email });
      return answerForm(request, reply, { redirect: `/accounts/signup/${hash}/confirm/` });
    },
  );

  app.get('/api/v1/signup/:hash', { config: { policy: { access: 'public' } } }, async (request) => {
    const { hash } = ZHash.parse(request.params);
    return getSignupContext(db, hash, signupBrowserToken(request));
  });

  app.get(
    '/accounts/resend/email-verification/:hash',
    { config: { policy: { access: 'public' } } },
    async (request, reply) => {
      const { hash } = ZHash.parse(request.params);
      const outcome = await resendVerification(accountsDeps(deps), hash);
      flash(request, reply, {
        level: outcome === 'sent' ? 'success' : 'info',
        message:
          outcome === 'sent'
            ? ACCOUNT_MESSAGES.verificationResent
            : 'We just sent it. Please wait a minute before asking again.',
      });
      return reply.redirect(`/accounts/signup/${hash}/confirm/`, 303);
    },
  );

  app.get('/api/v1/verify-email/:token', { config: { policy: { access: 'public' } } }, async (request) => {
    const { token } = ZToken.parse(request.params);
    return checkVerificationToken(db, token);
  });

  app.post('/accounts/verify-email/:token', { config: publicForm }, async (request, reply) => {
    const { token } = ZToken.parse(request.params);
    const { hash, browserToken } = await verifySignupEmail(db, token);
    setSignupCookie(reply, browserToken, secure);
    return answerForm(request, reply, {
      redirect: `/accounts/signup/${hash}/confirm/`,
      message: ACCOUNT_MESSAGES.emailVerified,
    });
  });

  app.post('/accounts/signup/:hash/confirm', { config: publicForm }, async (request, reply) => {
    const { hash } = ZHash.parse(request.params);
    const form = parseForm(ZSignupForm, request);
    const result = await completeSignup(accountsDeps(deps), {
      hash,
      browserToken: signupBrowserToken(request),
      form,
      origin: originOf(request),
    });
    if (result.outcome === 'blocked') return answerForm(request, reply, { redirect: '/accounts/signup_blocked/' });
    reply.clearCookie(SIGNUP_COOKIE, { path: '/' });
    await startSession(db, request, reply, { userId: result.userId, accountId: result.accountId, secure });
    return answerForm(request, reply, {
      // A chat-install signup goes back to its confirm screen to connect the team (spec part 1 §2.7).
      redirect: result.nextPath ? pageAfterSignIn(result.nextPath) : '/setup/',
      message: 'Welcome to Rollcall! Your 30-day trial has started.',
    });
  });

  app.get('/api/v1/invitations/:hash', { config: { policy: { access: 'public' } } }, async (request) => {
    const { hash } = ZHash.parse(request.params);
    return getInvitation(db, hash);
  });

  app.post('/accounts/invite/:hash/confirm', { config: publicForm }, async (request, reply) => {
    const { hash } = ZHash.parse(request.params);
    const form = parseForm(ZInvitedSignupForm, request);
    const { userId, accountId } = await acceptInvitation(db, { token: hash, form, origin: originOf(request) });
    await startSession(db, request, reply, { userId, accountId, secure });
    return answerForm(request, reply, { redirect: '/', message: 'Welcome to Rollcall! You joined your organization.' });
  });
}
