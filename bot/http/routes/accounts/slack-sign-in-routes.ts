/**
 * Sign in with Slack (spec part 1 §2.2, §2.4): /accounts/slack/login/ and /accounts/slack/register/
 * send the browser to Slack's authorize page with a state bound to this browser by a short-lived
 * cookie; /accounts/slack/callback/ signs in (as the password login does) or continues the signup.
 * Refusals go back to the login (or signup) page with ?sso=<notice>, never an error page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { SSO_NOTICES } from '../../../../shared/sso.ts';
import { createSlackOpenIdClient } from '../../../adapters/slack/openid/slack-openid-client.ts';
import { newBrowserBinding, type TSignInPurpose } from '../../../domain/accounts/sign-in-states.ts';
import { signInWithSlack } from '../../../domain/platforms/slack/sign-in-with-slack.ts';
import type { TSlackOpenIdClient } from '../../../domain/platforms/slack/slack-openid.ts';
import { startSlackSignIn } from '../../../domain/platforms/slack/start-slack-sign-in.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { originOf, pageAfterSignIn, wantsJson } from '../../forms.ts';
import { cookiesAreSecure } from '../../plugins/session.ts';
import { answerIdentityCallback, readBrowserBinding, setBrowserBinding } from '../../sso-browser-binding.ts';

/** The cookie binding a Sign in with Slack round trip to the browser that started it. */
export const SSO_BROWSER_COOKIE = 'rollcall_sso';
const COOKIE_PATH = '/accounts/slack/';
const ZQueryText = z.string().max(2048).optional().catch(undefined);
const ZStartQuery = z.object({ next: ZQueryText });
const ZCallbackQuery = z.object({ code: ZQueryText, state: ZQueryText, error: ZQueryText });
const publicPage = { policy: { access: 'public' }, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

const PAGE_OF_PURPOSE: Record<TSignInPurpose, string> = {
  login: '/accounts/login/',
  register: '/accounts/signup/',
  // Slack asks for no Graph consents; a state of another purpose never reaches here, but lands on login.
  photos: '/accounts/login/',
  calendar: '/accounts/login/',
};

/** Registers the Sign in with Slack routes (they refuse clearly when Slack is not configured). */
export async function slackSignInRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secure = cookiesAreSecure(deps.env);
  const { SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_URL } = deps.env;
  const slack: TSlackOpenIdClient | undefined =
    SLACK_CLIENT_ID && SLACK_CLIENT_SECRET && deps.env.SLACK_SIGNING_SECRET
      ? createSlackOpenIdClient({ SLACK_URL, SLACK_CLIENT_ID, SLACK_CLIENT_SECRET })
      : undefined;
  /** Without the Slack app: the API's 503 for the web app, the page's notice for a browser. */
  const notConfigured = (request: FastifyRequest, reply: FastifyReply, purpose: TSignInPurpose) => {
    if (wantsJson(request)) throw new AppError('UNAVAILABLE', SSO_NOTICES.slack_off);
    return reply.redirect(`${PAGE_OF_PURPOSE[purpose]}?sso=slack_off`, 303);
  };
  // Read per request: PUBLIC_URL may be corrected once the server listens.
  const redirectUri = () => `${deps.env.PUBLIC_URL}/accounts/slack/callback/`;

  const bindingCookie = { name: SSO_BROWSER_COOKIE, path: COOKIE_PATH };
  const browserBindingOf = (request: FastifyRequest) => readBrowserBinding(request, bindingCookie);

  const start = (purpose: TSignInPurpose) => async (request: FastifyRequest, reply: FastifyReply) => {
    const client = slack;
    if (!client) return notConfigured(request, reply, purpose);
    const { next } = ZStartQuery.parse(request.query ?? {});
    const binding = browserBindingOf(request) ?? newBrowserBinding();
    const url = await startSlackSignIn(db, {
      slack: client,
      secret: deps.env.SESSION_SECRET,
      purpose,
      nextPath: next ? pageAfterSignIn(next) : null,
      browserBinding: binding,
      redirectUri: redirectUri(),
    });
    // SameSite=Lax: the cookie comes back with the provider's top-level redirect to the callback.
    setBrowserBinding(reply, bindingCookie, binding, { secure });
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(url, 302);
  };

  app.get('/accounts/slack/login', { config: publicPage }, start('login'));
  app.get('/accounts/slack/register', { config: publicPage }, start('register'));

  app.get('/accounts/slack/callback', { config: publicPage }, async (request, reply) => {
    const client = slack;
    if (!client) return notConfigured(request, reply, 'login');
    const callback = ZCallbackQuery.parse(request.query ?? {});
    const result = await signInWithSlack(accountsDeps(deps), {
      slack: client,
      secret: deps.env.SESSION_SECRET,
      callback,
      browserBinding: browserBindingOf(request),
      redirectUri: redirectUri(),
      origin: originOf(request),
    });
    reply.header('Cache-Control', 'no-store');
    if (result.outcome === 'refused') {
      request.log.info({ notice: result.notice }, 'Sign in with Slack refused');
      return reply.redirect(`${PAGE_OF_PURPOSE[result.purpose]}?sso=${result.notice}`, 303);
    }
    return answerIdentityCallback(db, request, reply, { cookie: bindingCookie, secure, result });
  });
}
