/**
 * Field errors of the schedule and share sections: the wizard hands every section the form's
 * errors keyed by dotted path ('config.day_of_month', 'email_notifications.2'); these pick the
 * ones a field shows under itself.
 */

export type TFieldErrors = Readonly<Record<string, readonly string[]>>;

/** The messages of `paths`, without repeats, as one line; undefined when there are none (the field is valid). */
export function fieldError(errors: TFieldErrors, ...paths: string[]): string | undefined {
  const messages = [...new Set(paths.flatMap((path) => errors[path] ?? []))];
  return messages.length === 0 ? undefined : messages.join(' ');
}

/** The messages of `prefix` and of every path under it ('email_notifications', 'email_notifications.3'). */
export function errorsUnder(errors: TFieldErrors, prefix: string): string[] {
  const messages = Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .flatMap(([, list]) => list);
  return [...new Set(messages)];
}
