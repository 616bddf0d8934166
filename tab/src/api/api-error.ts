/**
 * Turns a failed API answer into an AppError the pages can read: the code and field messages of
 * the `{ error: { code, message, fields } }` body, plus the HTTP status.
 */
import { z } from 'zod';
import { APP_ERROR_CODES, AppError, type TAppErrorCode, type TErrorBody } from '../../../shared/errors.ts';

const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(APP_ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
}) satisfies z.ZodType<TErrorBody>;

/** An AppError that also says which HTTP status the server answered (0 when it was not reached). */
export class ApiError extends AppError {
  readonly status: number;

  constructor(
    status: number,
    code: TAppErrorCode,
    message: string,
    fields?: Record<string, string[]>,
    retryAfter?: number,
  ) {
    super(code, message, { fields, retryAfter });
    this.status = status;
  }
}

/** The code to use when the server answered without our error body (a proxy page, a crash). */
function codeForStatus(status: number): TAppErrorCode {
  if (status === 400 || status === 422) return 'INVALID_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'UNAVAILABLE';
  return 'INTERNAL';
}

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Reads a non-2xx response into an ApiError, whatever its body holds. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ZErrorBody.safeParse(json);
  const retryAfter = retryAfterSeconds(response);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields, retryAfter);
  }
  const message = `The server answered ${response.status} ${response.statusText}`.trim();
  return new ApiError(response.status, codeForStatus(response.status), message, undefined, retryAfter);
}

/** The error for a request that never got an answer (offline, server down, aborted). */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, 'UNAVAILABLE', 'Could not reach Rollcall. Check your connection and try again.');
  error.cause = cause;
  return error;
}
