/**
 * Sign in with Microsoft (spec part 1 §2.2, §2.4, §2.7): /accounts/microsoft/login/ (and its second
 * variant /msteams/msal/login/), /accounts/microsoft/register/ and the chat-install signup's
 * /accounts/microsoft/install-register/{slug}/microsoft/ send the browser to Microsoft's authorize
 * page (authorization code with PKCE) with a state bound to this browser by a short-lived cookie;
 * /accounts/microsoft/callback/ (the app registration's redirect URI) signs in, continues the
 * signup or accepts the invitation. Refusals go back to the page the person came from with
 * ?sso=<notice>&provider=microsoft, never an error page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import {
  INSTALL_REGISTER_MESSAGES,
  installRegisterPath,
  installSlugOfConfirmPath,
} from '../../../../shared/install-register.ts';
import { MICROSOFT_SSO_NOTICES, microsoftNoticeQuery, type TMicrosoftSsoNotice } from '../../../../shared/sso.ts';
import { microsoftIdentityOf } from '../../../adapters/microsoft/microsoft-identity-client.ts';
import { invitationTokenOfPath } from '../../../domain/accounts/accept-invitation-with-identity.ts';
import { newBrowserBinding, type TSignInPurpose } from '../../../domain/accounts/sign-in-states.ts';
import { installForSignup } from '../../../domain/platforms/install-for-signup.ts';
import { MICROSOFT_SIGNUP_PLATFORM } from '../../../domain/platforms/microsoft/microsoft-identity.ts';
import { signInWithMicrosoft } from '../../../domain/platforms/microsoft/sign-in-with-microsoft.ts';
import { startMicrosoftSignIn } from '../../../domain/platforms/microsoft/start-microsoft-sign-in.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { originOf, pageAfterSignIn, wantsJson } from '../../forms.ts';
import { flash } from '../../plugins/flash-messages.ts';
import { cookiesAreSecure } from '../../plugins/session.ts';
import { answerIdentityCallback, readBrowserBinding, setBrowserBinding } from '../../sso-browser-binding.ts';

/** The cookie binding a Sign in with Microsoft round trip to the browser that started it. */
export const MICROSOFT_SSO_COOKIE = 'rollcall_sso_microsoft';
// Set by every start (also /msteams/msal/login/), sent back only to the callback's folder.
const COOKIE_PATH = '/accounts/microsoft/';
const ZQueryText = z.string().max(2048).optional().catch(undefined);
const ZStartQuery = z.object({ next: ZQueryText });
const ZCallbackQuery = z.object({ code: ZQueryText, state: ZQueryText, error: ZQueryText });
const ZSlugParams = z.object({ slug: z.string().min(1).max(100) });
const publicPage = { policy: { access: 'public' }, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

type TStartPurpose = Extract<TSignInPurpose, 'login' | 'register'>;

/** Appends a query to a path that may already have one. */
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * The page a refused round trip goes back to: the invited signup or the chat-install signup it
 * started on, the signup page, or the login page (keeping its next page, so a retry still lands there).
 */
export function pageOfRefusal(purpose: TSignInPurpose, nextPath: string | null): string {
  if (purpose === 'register') {
    if (nextPath && invitationTokenOfPath(nextPath)) return nextPath;
    const installSlug = installSlugOfConfirmPath(nextPath);
    return installSlug ? installRegisterPath(installSlug) : '/accounts/signup/';
  }
  // A Teams tab's sign-in popup stays on its own page, which keeps the opener (no COOP) and has the email form.
  if (nextPath?.startsWith(TAB_POPUP_DONE_PATH)) return nextPath;
  return nextPath && nextPath !== '/' ? `/accounts/login/?next=${encodeURIComponent(nextPath)}` : '/accounts/login/';
}

/** The last page of a Teams tab's sign-in popup (tab-sso-routes.ts sends the popup here through the login). */
const TAB_POPUP_DONE_PATH = '/msteams/tab/auth/done';

/** Registers the Sign in with Microsoft routes (they refuse clearly when Microsoft is not configured). */
export async function microsoftSignInRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secure = cookiesAreSecure(deps.env);
  const microsoft = microsoftIdentityOf(deps.env)?.client;
  const now = deps.now ?? (() => new Date());
  // Read per request: PUBLIC_URL may be corrected once the server listens.
  const redirectUri = () => `${deps.env.PUBLIC_URL}/accounts/microsoft/callback/`;

  const backWithNotice = (reply: FastifyReply, page: string, notice: TMicrosoftSsoNotice) =>
    reply.redirect(withQuery(page, microsoftNoticeQuery(notice)), 303);

  /** Without the app registration: the API's 503 for the web app, the page's notice for a browser. */
  const notConfigured = (request: FastifyRequest, reply: FastifyReply, page: string) => {
    if (wantsJson(request)) throw new AppError('UNAVAILABLE', MICROSOFT_SSO_NOTICES.microsoft_off);
    return backWithNotice(reply, page, 'microsoft_off');
  };

  const bindingCookie = { name: MICROSOFT_SSO_COOKIE, path: COOKIE_PATH };
  const browserBindingOf = (request: FastifyRequest) => readBrowserBinding(request, bindingCookie);

  /** Sends the browser to Microsoft for `purpose`, coming back to `nextPath` (already checked). */
  const sendToMicrosoft = async (
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: TStartPurpose,
    nextPath: string | null,
  ) => {
    if (!microsoft) return notConfigured(request, reply, pageOfRefusal(purpose, nextPath));
    const binding = browserBindingOf(request) ?? newBrowserBinding();
    const started = await startMicrosoftSignIn(db, {
      microsoft,
      secret: deps.env.SESSION_SECRET,
      purpose,
      nextPath,
      browserBinding: binding,
      redirectUri: redirectUri(),
    });
    reply.header('Cache-Control', 'no-store');
    if (!started.ok) {
      request.log.warn('Sign in with Microsoft could not start: Microsoft did not answer');
      return backWithNotice(reply, pageOfRefusal(purpose, nextPath), started.notice);
    }
    // SameSite=Lax: the cookie comes back with the provider's top-level redirect to the callback.
    setBrowserBinding(reply, bindingCookie, binding, { secure });
    return reply.redirect(started.url, 302);
  };

  const start = (purpose: TStartPurpose) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { next } = ZStartQuery.parse(request.query ?? {});
    return sendToMicrosoft(request, reply, purpose, next ? pageAfterSignIn(next) : null);
  };

  app.get('/accounts/microsoft/login', { config: publicPage }, start('login'));
  // The login page's second variant (spec part 1 §2.2) names this address; it is the same door,
  // entered by its path so the browser-binding cookie (path /accounts/microsoft/) is sent and kept.
  app.get('/msteams/msal/login', { config: publicPage }, async (request, reply) => {
    const { next } = ZStartQuery.parse(request.query ?? {});
    const target = next
      ? `/accounts/microsoft/login/?next=${encodeURIComponent(pageAfterSignIn(next))}`
      : '/accounts/microsoft/login/';
    return reply.redirect(target, 302);
  });
  // From the invited signup, next is the invitation's page: the invitation is accepted there.
  app.get('/accounts/microsoft/register', { config: publicPage }, start('register'));

  app.get('/accounts/microsoft/install-register/:slug/microsoft', { config: publicPage }, async (request, reply) => {
    const { slug } = ZSlugParams.parse(request.params);
    const install = await installForSignup(db, slug, now(), deps.env.SESSION_SECRET);
    // Microsoft accounts sign up for Teams installs only; a Webex space's installer uses email.
    if (install.platform !== MICROSOFT_SIGNUP_PLATFORM)
      throw new AppError('INVALID_INPUT', INSTALL_REGISTER_MESSAGES.microsoftTeamsOnly);
    return sendToMicrosoft(request, reply, 'register', install.confirmPath);
  });

  app.get('/accounts/microsoft/callback', { config: publicPage }, async (request, reply) => {
    if (!microsoft) return notConfigured(request, reply, '/accounts/login/');
    const callback = ZCallbackQuery.parse(request.query ?? {});
    const result = await signInWithMicrosoft(accountsDeps(deps), {
      microsoft,
      secret: deps.env.SESSION_SECRET,
      callback,
      browserBinding: browserBindingOf(request),
      redirectUri: redirectUri(),
      origin: originOf(request),
    });
    reply.header('Cache-Control', 'no-store');
    if (result.outcome === 'refused') {
      request.log.info({ notice: result.notice }, 'Sign in with Microsoft refused');
      return backWithNotice(reply, pageOfRefusal(result.purpose, result.nextPath), result.notice);
    }
    if (result.outcome === 'invitation_accepted') {
      // The new member signs in like any login and lands on the home page, welcomed.
      flash(request, reply, { level: 'success', message: 'Welcome to Rollcall! You joined your organization.' });
      const { userId, accountId } = result;
      const opening = { outcome: 'signed_in' as const, userId, accountId, purpose: 'login' as const, nextPath: null };
      return answerIdentityCallback(db, request, reply, { cookie: bindingCookie, secure, result: opening });
    }
    return answerIdentityCallback(db, request, reply, { cookie: bindingCookie, secure, result });
  });
}
