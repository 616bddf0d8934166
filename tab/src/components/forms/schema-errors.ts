import type { z } from 'zod';

/** Field name -> the message to show under it (one per field). */
export type TClientErrors = Partial<Record<string, string>>;

/**
 * Checks values with the same zod schema the server uses and keeps the first message per field,
 * so the browser and the server refuse the same input with the same words.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): TClientErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: TClientErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '__all__';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether a set of client errors holds any message. */
export function hasErrors(errors: TClientErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
