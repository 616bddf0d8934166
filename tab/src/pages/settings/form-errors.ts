import type { z } from 'zod';
import type { TFieldErrors } from '../../api/forms.ts';

/** A failed zod check as field -> messages, the same shape the server's refusals have. */
export function zodFieldErrors(error: z.ZodError): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '__all__';
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return fields;
}
