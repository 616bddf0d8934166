/**
 * msal-node's network module on the platform's fetch: every request msal makes goes to
 * MICROSOFT_LOGIN_URL (see toConfiguredLoginUrl), with a time limit, and through the same fetch the
 * test network guard watches. msal's own module speaks node:https and ignores both.
 */
import type { INetworkModule, NetworkRequestOptions, NetworkResponse } from '@azure/msal-node';
import { toConfiguredLoginUrl } from './microsoft-settings.ts';

/** How long one call to the identity platform may take before msal sees a network error. */
export const IDENTITY_TIMEOUT_MS = 10_000;

async function send<T>(
  method: 'GET' | 'POST',
  url: string,
  loginUrl: string,
  options: NetworkRequestOptions | undefined,
  timeoutMs: number,
): Promise<NetworkResponse<T>> {
  const response = await fetch(toConfiguredLoginUrl(url, loginUrl), {
    method,
    headers: options?.headers,
    body: method === 'POST' ? options?.body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // msal reads error fields from the body; a non-JSON answer (a proxy's page) has none.
    body = { error: 'invalid_response', error_description: text.slice(0, 200) };
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { headers, body: body as T, status: response.status };
}

/** The network module for msal-node's `system.networkClient`. */
export function createMsalNetworkClient(loginUrl: string, timeoutMs = IDENTITY_TIMEOUT_MS): INetworkModule {
  return {
    sendGetRequestAsync: <T>(url: string, options?: NetworkRequestOptions, timeout?: number) =>
      send<T>('GET', url, loginUrl, options, timeout ?? timeoutMs),
    sendPostRequestAsync: <T>(url: string, options?: NetworkRequestOptions) =>
      send<T>('POST', url, loginUrl, options, timeoutMs),
  };
}
