/**
 * A refusal of the Webex REST API with what the rest of the adapter needs: the HTTP status (the
 * limiter retries 429 after Retry-After; the sender records 4xx as final with its code), Webex's
 * message and its tracking id (what Cisco support asks for).
 */
export class WebexApiError extends Error {
  constructor(
    readonly status: number,
    readonly webexMessage: string,
    readonly trackingId: string | null,
    /** Retry-After in milliseconds (429), or null when Webex did not say. */
    readonly retryAfterMs: number | null,
  ) {
    super(`Webex answered ${status}: ${webexMessage}`);
    this.name = 'WebexApiError';
  }
}

/** Whether an error is Webex saying the thing asked for does not exist (or the bot cannot see it). */
export function isWebexNotFound(error: unknown): boolean {
  return error instanceof WebexApiError && error.status === 404;
}
