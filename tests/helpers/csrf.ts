/** Gets a CSRF token the way the web app does: from GET /api/v1/state, with its cookie. */
import type { FastifyInstance } from 'fastify';

export interface TCsrf {
  token: string;
  /** Cookie header carrying the CSRF secret (and any session cookie passed in). */
  cookie: string;
}

/** Loads the state as the browser would and answers the token plus the cookies to send with it. */
export async function fetchCsrf(app: FastifyInstance, sessionCookie?: string): Promise<TCsrf> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/state',
    headers: sessionCookie ? { cookie: sessionCookie } : {},
  });
  const token = (response.json() as { csrftoken: string }).csrftoken;
  const csrfCookie = response.cookies.find((c) => c.name === 'rollcall_csrf');
  const cookies = [sessionCookie, csrfCookie ? `${csrfCookie.name}=${csrfCookie.value}` : undefined].filter(Boolean);
  return { token, cookie: cookies.join('; ') };
}
