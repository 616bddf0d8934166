/**
 * Builds the error the Agents SDK throws when the Bot Connector answers with an error status (its
 * own exported HttpError class, filled the way its HttpClient fills it), so the tests feed the
 * throttle exactly what the Teams adapter will.
 */
import { HttpError } from '@microsoft/agents-hosting';

/** An SDK HttpError for `status`, with response headers and a JSON body like Teams sends. */
export function teamsHttpError(status: number, headers: Record<string, string> = {}, data?: unknown): HttpError {
  const config = { method: 'post', url: '/v3/conversations/a%3A1/activities' };
  const body = data ?? { error: { code: `Status${status}`, message: `Teams answered ${status}` } };
  return new HttpError(
    `Request failed with status ${status}`,
    { data: body, status, statusText: '', headers: new Headers(headers), config },
    config,
  );
}
