/**
 * The app's TanStack Query client: retries only failures a retry can fix (network, 502-504, 429),
 * never a refusal (401, 403, 404) nor an answer of the wrong shape.
 */
import { QueryClient } from '@tanstack/react-query';
import { isAppError } from '../../../shared/errors.ts';

const MAX_RETRIES = 2;
const RETRYABLE_CODES = new Set(['UNAVAILABLE', 'RATE_LIMITED']);

/** Whether a failed query is worth another attempt. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isAppError(error) || RETRYABLE_CODES.has(error.code);
}

/** Creates the single QueryClient the app is wrapped in. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
