/** Calls of the public API tests: a token made through the web page's own call, and bearer requests. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PUBLIC_API, type TApiTokenExpiry, type TApiTokenScope } from '../../../shared/public-api.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import type { TTestServer } from '../../helpers/test-server.ts';

/** Makes a token as its owner would on /my/settings/api-tokens/; answers the token. */
export async function makeToken(
  client: TestClient,
  scopes: TApiTokenScope[] = ['read', 'answer'],
  options: { name?: string; expires?: TApiTokenExpiry } = {},
): Promise<{ token: string; id: string }> {
  const response = await client.post('/api/v1/my/api-tokens', {
    name: options.name ?? 'Integration test',
    scopes,
    expires_in_days: options.expires ?? '30',
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { token: string; api_token: { id: string } };
  return { token: body.token, id: body.api_token.id };
}

/** A call to /api/public/v1/{path} with the token (none when null) and no cookie. */
export function api(
  server: TTestServer,
  token: string | null,
  path: string,
  options: { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: options.method ?? 'GET',
    url: `${PUBLIC_API.basePath}${path}`,
    headers: {
      accept: 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}
