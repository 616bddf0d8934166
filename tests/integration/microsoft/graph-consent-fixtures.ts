/**
 * What the Microsoft Graph tests share: the server's env pointing at the fake identity platform,
 * and a consent round trip walked as a browser would (Rollcall -> Microsoft's authorize page ->
 * back to the callback).
 */
import type { TMicrosoftIdentityFake } from '../../fakes/microsoft-identity/index.ts';
import type { TestClient } from '../../helpers/test-client.ts';

/** MICROSOFT_* settings for a server talking to the fake. */
export function microsoftEnv(fake: TMicrosoftIdentityFake): Record<string, string> {
  return {
    MICROSOFT_CLIENT_ID: fake.clientId,
    MICROSOFT_CLIENT_SECRET: fake.clientSecret,
    MICROSOFT_LOGIN_URL: fake.loginUrl,
    MICROSOFT_GRAPH_URL: fake.graphUrl,
  };
}

/** Microsoft's answer to the authorize page: the callback path and query Rollcall gets back. */
export async function visitAuthorize(authorizeUrl: string): Promise<string> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`authorize answered ${answer.status}`);
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
}

/** Starts a consent at `startPath` and follows it to the callback; answers the callback's answer. */
export async function consentThrough(client: TestClient, startPath: string) {
  const started = await client.get(startPath);
  if (started.statusCode !== 302) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
  const callback = await visitAuthorize(String(started.headers.location));
  return { callback, answer: await client.get(callback) };
}
