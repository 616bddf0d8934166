/**
 * Microsoft Graph consents (spec part 2 §2.2, §2.4): 'Sync profile photos'
 * (/accounts/microsoft/readbasicall/auth/?action=sync-photos, Account Admins, User.Read.All) and
 * 'sync with Outlook' (/msteams/msal/calendar/, any member, Calendars.Read + MailboxSettings.Read)
 * send the browser to Microsoft with a state bound to this browser and this viewer; the callback
 * /accounts/microsoft/consent/callback/ stores the grant and goes on to the feature's page. Every
 * refusal lands on the page the consent started from with a flash, never an error page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GRAPH_MESSAGES } from '../../../../shared/microsoft-graph.ts';
import { graphDepsOf } from '../../../adapters/microsoft/graph-deps-of.ts';
import { newBrowserBinding } from '../../../domain/accounts/sign-in-states.ts';
import type { TViewer } from '../../../domain/accounts/viewer.ts';
import { QUEUE } from '../../../domain/jobs.ts';
import {
  completeGraphConsent,
  type TConsentRefusal,
} from '../../../domain/platforms/microsoft/complete-graph-consent.ts';
import { accountHasTeamsTeam } from '../../../domain/platforms/microsoft/get-photo-sync-settings.ts';
import type { TGrantKind } from '../../../domain/platforms/microsoft/graph.ts';
import { startGraphConsent } from '../../../domain/platforms/microsoft/start-graph-consent.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { flash } from '../../plugins/flash-messages.ts';
import { cookiesAreSecure } from '../../plugins/session.ts';
import { readBrowserBinding, setBrowserBinding } from '../../sso-browser-binding.ts';

/** The cookie binding a consent round trip to the browser that started it. */
export const CONSENT_BROWSER_COOKIE = 'rollcall_consent';
const COOKIE_PATH = '/accounts/microsoft/consent/';
export const CONSENT_CALLBACK_PATH = '/accounts/microsoft/consent/callback/';
const ZQueryText = z.string().max(2048).optional().catch(undefined);
const ZCallbackQuery = z.object({ code: ZQueryText, state: ZQueryText, error: ZQueryText });
const ZPhotosQuery = z.object({ action: ZQueryText, scope: ZQueryText });
const limit = { max: 30, timeWindow: '1 minute' } as const;

/** Where each consent starts (and where its refusals land). */
export const PAGE_OF_KIND: Record<TGrantKind, string> = {
  photos: '/accounts/settings/general/',
  calendar: '/my/settings/vacations/',
};

const REFUSAL_MESSAGES: Record<TConsentRefusal, string> = {
  expired: GRAPH_MESSAGES.consentExpired,
  foreign: GRAPH_MESSAGES.consentForeign,
  cancelled: GRAPH_MESSAGES.consentCancelled,
  failed: GRAPH_MESSAGES.consentFailed,
  unavailable: GRAPH_MESSAGES.consentUnavailable,
  wrong_tenant: GRAPH_MESSAGES.wrongTenant,
  not_admin: 'Only Account Admins can sync profile photos.',
};

/** Registers the consent routes. */
export async function graphConsentRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secure = cookiesAreSecure(deps.env);
  const graph = graphDepsOf(deps.env, { db, log: deps.log, now: deps.now });
  // Read per request: PUBLIC_URL may be corrected once the server listens.
  const redirectUri = () => `${deps.env.PUBLIC_URL}${CONSENT_CALLBACK_PATH}`;

  const bindingCookie = { name: CONSENT_BROWSER_COOKIE, path: COOKIE_PATH };
  const browserBindingOf = (request: FastifyRequest) => readBrowserBinding(request, bindingCookie);
  const back = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    message: string,
    level: 'error' | 'success' | 'info' = 'error',
  ) => {
    flash(request, reply, { level, message });
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(page, 303);
  };

  const start = async (request: FastifyRequest, reply: FastifyReply, kind: TGrantKind) => {
    if (!graph) return back(request, reply, PAGE_OF_KIND[kind], GRAPH_MESSAGES.notConfigured);
    const viewer = request.viewer as TViewer;
    const binding = browserBindingOf(request) ?? newBrowserBinding();
    const url = await startGraphConsent(db, {
      identity: graph.identity,
      secret: deps.env.SESSION_SECRET,
      kind,
      userId: viewer.user.id,
      loginHint: viewer.user.email,
      browserBinding: binding,
      redirectUri: redirectUri(),
    });
    // SameSite=Lax: the cookie comes back with the provider's top-level redirect to the callback.
    setBrowserBinding(reply, bindingCookie, binding, { secure });
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(url, 302);
  };

  app.get(
    '/accounts/microsoft/readbasicall/auth',
    { config: { policy: { access: 'signed-in', roles: 'ACCOUNT_ADMINS' }, rateLimit: limit } },
    async (request, reply) => {
      const { action } = ZPhotosQuery.parse(request.query ?? {});
      if (action !== 'sync-photos') return back(request, reply, PAGE_OF_KIND.photos, 'Unknown Microsoft action.');
      if (graph && !(await accountHasTeamsTeam(db, request.viewer!.account.id))) {
        return back(request, reply, PAGE_OF_KIND.photos, GRAPH_MESSAGES.noTeamsTeam);
      }
      return start(request, reply, 'photos');
    },
  );

  app.get(
    '/msteams/msal/calendar',
    { config: { policy: { access: 'signed-in', lockedBy: 'LIMIT_VACATION_TRACKING' }, rateLimit: limit } },
    async (request, reply) => start(request, reply, 'calendar'),
  );

  app.get(
    '/accounts/microsoft/consent/callback',
    { config: { policy: { access: 'signed-in' }, rateLimit: limit } },
    async (request, reply) => {
      if (!graph) return back(request, reply, PAGE_OF_KIND.calendar, GRAPH_MESSAGES.notConfigured);
      const callback = ZCallbackQuery.parse(request.query ?? {});
      const outcome = await completeGraphConsent(graph, {
        secret: deps.env.SESSION_SECRET,
        callback,
        browserBinding: browserBindingOf(request),
        viewer: request.viewer!,
        redirectUri: redirectUri(),
      });
      if (!outcome.ok) {
        request.log.info(
          { refusal: outcome.refusal, kind: outcome.kind, error: outcome.error },
          'Microsoft Graph consent refused',
        );
        return back(request, reply, PAGE_OF_KIND[outcome.kind ?? 'calendar'], REFUSAL_MESSAGES[outcome.refusal]);
      }
      reply.clearCookie(CONSENT_BROWSER_COOKIE, { path: COOKIE_PATH });
      if (outcome.kind === 'photos') {
        await deps.jobs.send(QUEUE.microsoftPhotos, { accountId: request.viewer!.account.id });
        return back(request, reply, PAGE_OF_KIND.photos, GRAPH_MESSAGES.photosStarted, 'success');
      }
      return back(request, reply, '/my/settings/vacations/calendars/', GRAPH_MESSAGES.calendarConnected, 'success');
    },
  );
}
