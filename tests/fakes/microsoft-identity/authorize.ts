/**
 * GET /{tenant}/oauth2/v2.0/authorize, the browser leg of the authorization code flow, with no UI:
 * it checks the request as Microsoft does (client, redirect URI, response type, PKCE, prompt),
 * signs in the next user (or the login_hint's user) and redirects back with a code, or with the
 * error the test asked for. A bad client or redirect URI gets an error page, never a redirect.
 */
import { randomUUID } from 'node:crypto';
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';
import { type TFakeContext, tenantOfPath } from './context.ts';
import { authorizePage } from './errors.ts';
import type { TFakeAuthorizeError, TFakeAuthorizeRequest, TFakeMicrosoftUser } from './types.ts';

const PROMPTS = new Set(['login', 'none', 'consent', 'select_account']);

const DENIALS: Record<TFakeAuthorizeError, string> = {
  access_denied: 'AADSTS65004: User declined to consent to access the app.',
  consent_required:
    'AADSTS65001: The user or administrator has not consented to use the application. Send an interactive authorization request for this user and resource.',
  interaction_required:
    'AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.',
  login_required: 'AADSTS50058: A silent sign-in request was sent but no user is signed in.',
};

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where the authorize page stands: who signs in next and which denial is pending. */
export class FakeAuthorizePage {
  readonly requests: TFakeAuthorizeRequest[] = [];
  private nextUser: TFakeMicrosoftUser | null | undefined;
  private pendingDenial: { error: TFakeAuthorizeError; description?: string } | undefined;

  constructor(private readonly context: TFakeContext) {}

  signInNext(user: TFakeMicrosoftUser | null): void {
    this.nextUser = user;
  }

  denyNext(error: TFakeAuthorizeError, description?: string): void {
    this.pendingDenial = { error, ...(description ? { description } : {}) };
  }

  private signedInUser(): TFakeMicrosoftUser | null {
    if (this.nextUser !== undefined) return this.nextUser;
    return this.context.directory.users[0] ?? null;
  }

  /** Answers one visit of the authorize URL. */
  authorize(request: TRecordedRequest): TFakeResponse {
    const { settings, directory } = this.context;
    const query = request.query;
    const tenantSegment = request.params.tenant ?? '';
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean);
    const state = query.get('state') ?? undefined;
    const nonce = query.get('nonce') ?? undefined;
    const prompt = query.get('prompt') ?? undefined;
    const loginHint = query.get('login_hint') ?? undefined;
    const codeChallenge = query.get('code_challenge') ?? undefined;
    const codeChallengeMethod = query.get('code_challenge_method') ?? undefined;
    const record: TFakeAuthorizeRequest = {
      tenant: tenantSegment,
      clientId,
      redirectUri,
      scopes,
      ...(state !== undefined ? { state } : {}),
      ...(nonce !== undefined ? { nonce } : {}),
      ...(prompt !== undefined ? { prompt } : {}),
      ...(loginHint !== undefined ? { loginHint } : {}),
      ...(codeChallenge !== undefined ? { codeChallenge } : {}),
      ...(codeChallengeMethod !== undefined ? { codeChallengeMethod } : {}),
    };
    this.requests.push(record);

    const page = (code: number, message: string) => {
      record.error = `AADSTS${code}`;
      return authorizePage(code, message);
    };
    if (clientId !== settings.clientId)
      return page(
        700016,
        `Application with identifier '${clientId}' was not found in the directory '${tenantSegment}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
      );
    const registered = settings.redirectUris
      ? settings.redirectUris.includes(redirectUri)
      : isAbsoluteHttpUrl(redirectUri);
    if (!registered)
      return page(
        50011,
        `The redirect URI '${redirectUri}' specified in the request does not match the redirect URIs configured for the application '${clientId}'. Make sure the redirect URI sent in the request matches one added to your application in the Azure portal.`,
      );
    const tenant = tenantOfPath(directory, tenantSegment);
    if ('problem' in tenant) return page(90002, tenant.problem);
    // Stricter than Microsoft on purpose: Rollcall must always send state, nonce and PKCE (S256).
    if (!state)
      return page(900144, "The fake requires the 'state' parameter (Rollcall must bind the redirect to the browser).");
    if (scopes.includes('openid') && !nonce)
      return page(900144, "The fake requires the 'nonce' parameter with the openid scope.");

    const redirect = (params: Record<string, string>): TFakeResponse => {
      const target = new URL(redirectUri);
      const mode = query.get('response_mode') ?? 'query';
      const all = { ...params, ...(state !== undefined ? { state } : {}) };
      if (mode === 'form_post') {
        const inputs = Object.entries(all)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`,
          )
          .join('');
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: `<html><body onload="document.forms[0].submit()"><form method="POST" action="${target.href}">${inputs}</form></body></html>`,
        };
      }
      const encoded = new URLSearchParams(all);
      if (mode === 'fragment') target.hash = encoded.toString();
      else for (const [name, value] of encoded) target.searchParams.set(name, value);
      return { status: 302, headers: { location: target.href }, body: '' };
    };
    const fail = (error: string, description: string): TFakeResponse => {
      record.error = error;
      return redirect({ error, error_description: description });
    };

    if (query.get('response_type') !== 'code')
      return fail(
        'unsupported_response_type',
        `AADSTS700054: response_type '${query.get('response_type') ?? ''}' is not enabled for the application.`,
      );
    if (!scopes.length)
      return fail('invalid_request', "AADSTS900144: The request body must contain the following parameter: 'scope'.");
    if (!codeChallenge)
      return fail(
        'invalid_request',
        'AADSTS9002325: Proof Key for Code Exchange is required for this fake (send code_challenge).',
      );
    if (codeChallengeMethod !== 'S256')
      return fail(
        'invalid_request',
        `AADSTS501491: Invalid code_challenge_method '${codeChallengeMethod ?? 'plain'}'; this fake needs S256.`,
      );
    if (prompt !== undefined && !PROMPTS.has(prompt))
      return fail('invalid_request', `AADSTS90023: Invalid prompt value '${prompt}'.`);

    if (this.pendingDenial) {
      const denial = this.pendingDenial;
      this.pendingDenial = undefined;
      return fail(denial.error, denial.description ?? DENIALS[denial.error]);
    }
    const hinted = loginHint ? directory.userByName(loginHint) : undefined;
    const user = hinted ?? this.signedInUser();
    if (!user) {
      if (prompt === 'none') return fail('login_required', DENIALS.login_required);
      return page(50058, 'The fake has no user to sign in: add one with addUser or choose one with signInNext.');
    }
    if (!tenant.any && tenant.tenantId !== user.tenantId)
      return page(
        50020,
        `User account '${user.userPrincipalName}' from identity provider 'https://sts.windows.net/${user.tenantId}/' does not exist in tenant '${tenant.tenantId}' and cannot access the application '${clientId}' in that tenant.`,
      );
    if (prompt === 'none' && user.needsConsent) return fail('consent_required', DENIALS.consent_required);
    // An interactive sign-in shows the consent screen when needed, and the user accepts it.
    user.needsConsent = false;
    const code = directory.issueCode({
      clientId,
      redirectUri,
      scopes,
      ...(nonce !== undefined ? { nonce } : {}),
      codeChallenge,
      codeChallengeMethod,
      userObjectId: user.objectId,
    });
    record.userObjectId = user.objectId;
    record.code = code;
    return redirect({ code, session_state: randomUUID() });
  }

  /**
   * GET /{tenant}/v2.0/adminconsent: the signed-in user grants the app's application permissions for
   * their tenant, then the page redirects with admin_consent=True&tenant=...&scope=...&state=...
   */
  adminConsent(request: TRecordedRequest): TFakeResponse {
    const { settings, directory } = this.context;
    const query = request.query;
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? undefined;
    const scope = query.get('scope') ?? '';
    if (clientId !== settings.clientId)
      return authorizePage(700016, `Application with identifier '${clientId}' was not found in the directory.`);
    const registered = settings.redirectUris
      ? settings.redirectUris.includes(redirectUri)
      : isAbsoluteHttpUrl(redirectUri);
    if (!registered)
      return authorizePage(
        50011,
        `The redirect URI '${redirectUri}' specified in the request does not match the redirect URIs configured for the application '${clientId}'.`,
      );
    const tenant = tenantOfPath(directory, request.params.tenant ?? '');
    if ('problem' in tenant) return authorizePage(90002, tenant.problem);
    const back = (params: Record<string, string>): TFakeResponse => {
      const target = new URL(redirectUri);
      for (const [name, value] of Object.entries({ ...params, ...(state !== undefined ? { state } : {}) }))
        target.searchParams.set(name, value);
      return { status: 302, headers: { location: target.href }, body: '' };
    };
    if (this.pendingDenial) {
      const denial = this.pendingDenial;
      this.pendingDenial = undefined;
      return back({ error: denial.error, error_description: denial.description ?? DENIALS[denial.error] });
    }
    const user = this.signedInUser();
    if (!user)
      return authorizePage(
        50058,
        'The fake has no user to sign in: add one with addUser or choose one with signInNext.',
      );
    if (!tenant.any && tenant.tenantId !== user.tenantId)
      return authorizePage(
        50020,
        `User account '${user.userPrincipalName}' does not exist in tenant '${tenant.tenantId}'.`,
      );
    const consented = directory.tenant(user.tenantId)!;
    consented.adminConsented = true;
    return back({ admin_consent: 'True', tenant: consented.id, scope });
  }
}
