import { useState } from 'react';
import type { TFieldErrors } from '../../api/forms.ts';

export interface TServerErrors {
  /** The server's first message for a field, unless the user has edited the field since. */
  errorFor(field: string): string | undefined;
  /** The form-level messages (`__all__`). */
  formErrors: readonly string[];
  /** Hides a field's message once the user changes the field. */
  dismiss(field: string): void;
}

interface TDismissed {
  source: TFieldErrors;
  fields: readonly string[];
}

/**
 * The field errors of the last refused post (from useFormSubmit), each hidden as soon as its field
 * is edited, so a stale server message never sits under a value the user already corrected.
 */
export function useServerErrors(fieldErrors: TFieldErrors): TServerErrors {
  const [dismissed, setDismissed] = useState<TDismissed>({ source: fieldErrors, fields: [] });
  // A new refusal brings a new object: everything it says is shown again.
  const hidden = dismissed.source === fieldErrors ? dismissed.fields : [];
  return {
    errorFor: (field) => (hidden.includes(field) ? undefined : fieldErrors[field]?.[0]),
    formErrors: fieldErrors.__all__ ?? [],
    dismiss(field) {
      if (fieldErrors[field] === undefined || hidden.includes(field)) return;
      setDismissed({ source: fieldErrors, fields: [...hidden, field] });
    },
  };
}
