/** Sign-in, sign-out and one-click sign-in (spec part 1 §2.2, part 2 §2.3). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ZEmailForm, ZLoginForm } from '../../../../shared/accounts.ts';
import { checkMagicLink, requestMagicLink, signInWithMagicLink } from '../../../domain/accounts/magic-link.ts';
import { signInWithPassword } from '../../../domain/accounts/sign-in-with-password.ts';
import { revokeSession } from '../../../domain/accounts/sign-out.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf, pageAfterSignIn, parseForm } from '../../forms.ts';
import { clearSessionCookie, cookiesAreSecure } from '../../plugins/session.ts';
import { startSession } from '../../plugins/sign-in-session.ts';

const ZToken = z.object({ token: z.string().min(1).max(200) });
/** A `next` that is not one short string (repeated, too long) is ignored rather than refused: signing out always works. */
const ZSignOutQuery = z.object({ next: z.string().max(2048).optional().catch(undefined) }).catch({ next: undefined });
const publicForm = { policy: { access: 'public' }, form: true } as const;
const emailRateLimit = { max: 10, timeWindow: '1 minute' };

/** Registers /accounts/login/, /accounts/logout/ and the magic link routes. */
export async function signInRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secure = cookiesAreSecure(deps.env);

  app.post(
    '/accounts/login',
    { config: { ...publicForm, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const form = parseForm(ZLoginForm, request);
      const { userId, accountId } = await signInWithPassword(
        db,
        { email: form.username, password: form.password },
        originOf(request),
      );
      await startSession(db, request, reply, { userId, accountId, secure });
      return answerForm(request, reply, { redirect: pageAfterSignIn(form.next) });
    },
  );

  // `next` (a page of the web app only, as after a sign-in) lets 'Start your free trial' leave the
  // demo account straight for signup; without it the login page follows.
  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const { next } = ZSignOutQuery.parse(request.query ?? {});
    if (request.viewer) await revokeSession(db, request.viewer.sessionId);
    clearSessionCookie(reply);
    return answerForm(request, reply, {
      redirect: next === undefined ? '/accounts/login/' : pageAfterSignIn(next),
      message: ACCOUNT_MESSAGES.signedOut,
      level: 'info',
    });
  };
  // The menus post (with the CSRF token); the GET link of the spec works only from our own pages,
  // so another site cannot sign a visitor out.
  app.post('/accounts/logout', { config: { policy: { access: 'public' }, form: true } }, signOut);
  app.get('/accounts/logout', { config: { policy: { access: 'public' }, changesData: true } }, signOut);

  app.post(
    '/accounts/magic_link/request',
    { config: { ...publicForm, rateLimit: emailRateLimit } },
    async (request, reply) => {
      const { email } = parseForm(ZEmailForm, request);
      await requestMagicLink(accountsDeps(deps), email, originOf(request));
      return answerForm(request, reply, { message: ACCOUNT_MESSAGES.magicLinkSent });
    },
  );

  app.get('/api/v1/magic-link/:token', { config: { policy: { access: 'public' } } }, async (request) => {
    const { token } = ZToken.parse(request.params);
    return checkMagicLink(db, token);
  });

  app.post('/accounts/magic_link/:token', { config: publicForm }, async (request, reply) => {
    const { token } = ZToken.parse(request.params);
    const { userId, accountId } = await signInWithMagicLink(db, token, originOf(request));
    await startSession(db, request, reply, { userId, accountId, secure });
    return answerForm(request, reply, { redirect: '/' });
  });
}
