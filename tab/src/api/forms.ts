/**
 * Form posts of the spec (login, signup, settings...) from React: JSON with the CSRF token, the
 * answer `{ ok, redirect, message }`, and field errors kept per field (`__all__` for the form).
 */
import { useState } from 'react';
import { type TFormOk, ZFormOk } from '../../../shared/accounts.ts';
import { ApiError } from './api-error.ts';
import { apiPost } from './client.ts';

export type TFieldErrors = Record<string, string[]>;

export interface TFormSubmit<P> {
  /** Posts the payload; resolves with the answer, or undefined when it was refused (errors set). */
  submit(payload: P): Promise<TFormOk | undefined>;
  pending: boolean;
  /** Messages per field name; `__all__` holds the form-level ones. */
  fieldErrors: TFieldErrors;
  /** The first message for a field, for Fluent's Field validationMessage. */
  errorFor(field: string): string | undefined;
  clearErrors(): void;
}

/** Hook for one form posting to `path`. */
export function useFormSubmit<P>(path: string): TFormSubmit<P> {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  return {
    pending,
    fieldErrors,
    errorFor: (field) => fieldErrors[field]?.[0],
    clearErrors: () => setFieldErrors({}),
    async submit(payload) {
      setPending(true);
      setFieldErrors({});
      try {
        return await apiPost(path, payload, ZFormOk);
      } catch (error) {
        if (error instanceof ApiError) {
          setFieldErrors(
            error.fields && Object.keys(error.fields).length ? error.fields : { __all__: [error.message] },
          );
          return undefined;
        }
        setFieldErrors({ __all__: ['Something went wrong. Please contact support.'] });
        return undefined;
      } finally {
        setPending(false);
      }
    },
  };
}

/**
 * Follows a successful post: a full page load, because a sign-in or role change alters the
 * initial state every page reads. The server queues `message` as a toast for that page.
 */
export function followRedirect(answer: TFormOk, fallback = '/'): void {
  window.location.assign(answer.redirect ?? fallback);
}
