/**
 * One error type with codes (ARCHITECTURE §3.3). Domain code throws AppError; the HTTP layer maps
 * the code to a status, adapters turn it into a chat message. Browser-safe so the web app can read
 * the same codes from API answers.
 */

export const APP_ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'FEATURE_LOCKED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type TAppErrorCode = (typeof APP_ERROR_CODES)[number];

/** The body every failed API call answers with. */
export interface TErrorBody {
  error: {
    code: TAppErrorCode;
    message: string;
    /** Field name -> messages, for form validation errors. */
    fields?: Record<string, string[]>;
  };
}

export interface TAppErrorOptions {
  fields?: Record<string, string[]>;
  cause?: unknown;
  /** Seconds to wait before retrying, for RATE_LIMITED. */
  retryAfter?: number;
}

/** An expected failure with a code and a message fit to show a user. */
export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly fields?: Record<string, string[]>;
  readonly retryAfter?: number;

  constructor(code: TAppErrorCode, message: string, options: TAppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

/** Type guard usable across module copies (checks the shape, not the prototype). */
export function isAppError(value: unknown): value is AppError {
  return value instanceof Error && value.name === 'AppError' && 'code' in value;
}
