/**
 * A cookie-keeping client over app.inject(): it behaves like one browser (session, CSRF and signup
 * cookies carried from answer to answer) and sends the web app's headers, so tests walk the same
 * doors a person does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type TInitialState, ZInitialState } from '../../shared/state.ts';

export class TestClient {
  private readonly jar = new Map<string, string>();
  private csrf: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** The Cookie header this browser would send. */
  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sets a cookie by hand (e.g. a session from a factory). */
  setCookie(header: string): void {
    const [name, ...value] = header.split('=');
    if (name) this.jar.set(name, value.join('='));
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0)
        this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
  }

  /** GET as a page or the web app would; JSON by default. */
  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', cookie: this.cookieHeader(), ...headers },
    });
    this.remember(response);
    return response;
  }

  /** The initial state, which also refreshes the CSRF token. */
  async state(): Promise<TInitialState> {
    const state = ZInitialState.parse((await this.get('/api/v1/state')).json());
    this.csrf = state.csrftoken;
    return state;
  }

  /** POSTs JSON with the CSRF token, as the web app does. */
  async post(
    url: string,
    body: unknown = {},
    options: { csrf?: boolean; accept?: string; method?: 'POST' | 'PATCH' | 'PUT' | 'DELETE' } = {},
  ): Promise<LightMyRequestResponse> {
    if (options.csrf !== false && !this.csrf) await this.state();
    const headers: Record<string, string> = {
      accept: options.accept ?? 'application/json',
      cookie: this.cookieHeader(),
      'content-type': 'application/json',
    };
    if (options.csrf !== false && this.csrf) headers['x-csrf-token'] = this.csrf;
    const response = await this.app.inject({
      method: options.method ?? 'POST',
      url,
      headers,
      payload: JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  /** POSTs a classic form (no JavaScript): form-encoded, token in a field, redirect expected. */
  async postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    if (!this.csrf) await this.state();
    const payload = new URLSearchParams({ ...fields, csrfmiddlewaretoken: this.csrf ?? '' }).toString();
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        accept: 'text/html',
        cookie: this.cookieHeader(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload,
    });
    this.remember(response);
    return response;
  }
}
