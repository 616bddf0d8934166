/** Walks a tool connection the way a browser does: start_auth, the tool's authorize page, the callback. */
import { expect } from 'vitest';
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import type { TestClient } from '../../helpers/test-client.ts';

/** Starts a connection and follows the tool's redirect; answers the callback path (with query) it leads to. */
export async function authorizeAt(client: TestClient, service: TPersonalTool, extra: Record<string, string> = {}) {
  const started = await client.post('/api/v1/service_connection/start_auth/', { service, ...extra });
  expect(started.statusCode).toBe(200);
  const answer = started.json() as { ok: boolean; redirect_url?: string; error?: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
  const authorize = await fetch(answer.redirect_url!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  return { authorizeUrl: new URL(answer.redirect_url!), callbackPath: `${back.pathname}${back.search}`, back };
}

/** The whole round trip: answers the callback's redirect (location) and the flash messages shown next. */
export async function connectThrough(client: TestClient, service: TPersonalTool, extra: Record<string, string> = {}) {
  const { callbackPath, authorizeUrl } = await authorizeAt(client, service, extra);
  const landed = await client.get(callbackPath, { accept: 'text/html' });
  const state = await client.state();
  return { landed, location: landed.headers.location, messages: state.messages, authorizeUrl };
}
