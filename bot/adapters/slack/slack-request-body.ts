/**
 * Reads a verified Slack request body the way Slack sends it: JSON for the Events API, a form for
 * interactivity and options (`payload=<JSON>`), a plain form for slash commands and `ssl_check`.
 * Bounded: the route already caps the size; this refuses anything that is not one of those shapes.
 */
export type TSlackBody = Record<string, unknown>;

function isRecord(value: unknown): value is TSlackBody {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The parsed body, or null when it is none of Slack's shapes. */
export function parseSlackBody(contentType: string | undefined, rawBody: Buffer): TSlackBody | null {
  const text = rawBody.toString('utf8');
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    if (type === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams(text);
      const payload = form.get('payload');
      if (payload !== null) {
        const parsed: unknown = JSON.parse(payload);
        return isRecord(parsed) ? parsed : null;
      }
      return Object.fromEntries(form.entries());
    }
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
