/**
 * A form on react-hook-form with the shared zod schema (ARCHITECTURE §1: "react-hook-form + zod"):
 * the browser refuses what the server would refuse, with the same words; the post carries the
 * CSRF token; the server's field refusals land under their fields and the rest above the form;
 * focus goes to the first invalid field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TFormOk, ZFormOk } from '../../../../shared/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiPost } from '../../api/client.ts';

export interface TZodFormOptions<TSchema extends z.ZodObject, TAnswer extends TFormOk = TFormOk> {
  schema: TSchema;
  /** What the answer is checked against (and keeps): ZFormOk unless the post answers more. */
  answerSchema?: z.ZodType<TAnswer>;
  /** Where the form posts (JSON, with the CSRF header). */
  path: string;
  defaultValues: z.input<TSchema>;
  /** The JSON posted; the parsed values themselves when left out. */
  toPayload?: (values: z.output<TSchema>) => unknown;
  /** Called with the answer of an accepted post. */
  onSuccess(answer: TAnswer): void;
}

export interface TZodForm<TSchema extends z.ZodObject> {
  form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  /** The form-level refusals of the server (its `__all__` messages, or a failure to reach it). */
  formErrors: readonly string[];
  /** True while posting, and after an answer with a redirect until the page goes. */
  pending: boolean;
  /** The <form>'s onSubmit. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

const UNREACHABLE = 'Something went wrong. Please contact support.';

/**
 * Splits a refusal into field messages the form knows and form-level ones (a field the form does
 * not show would otherwise hide its message).
 */
export function splitServerErrors(
  fields: Record<string, string[]> | undefined,
  known: readonly string[],
  fallback: string,
): { byField: Record<string, string>; formLevel: string[] } {
  const byField: Record<string, string> = {};
  const formLevel: string[] = [];
  for (const [field, messages] of Object.entries(fields ?? {})) {
    const first = messages[0];
    if (first === undefined) continue;
    if (known.includes(field)) byField[field] = first;
    else formLevel.push(...messages);
  }
  if (Object.keys(byField).length === 0 && formLevel.length === 0) formLevel.push(fallback);
  return { byField, formLevel };
}

/** One form from end to end on react-hook-form; see the module comment. */
export function useZodForm<TSchema extends z.ZodObject, TAnswer extends TFormOk = TFormOk>(
  options: TZodFormOptions<TSchema, TAnswer>,
): TZodForm<TSchema> {
  const { schema, path, defaultValues, toPayload, onSuccess } = options;
  const answerSchema = (options.answerSchema ?? ZFormOk) as z.ZodType<TAnswer>;
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const known = Object.keys(schema.shape);

  const submit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      const answer = await apiPost(path, toPayload ? toPayload(values) : values, answerSchema);
      if (answer.redirect !== undefined) setLeaving(true);
      onSuccess(answer);
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? splitServerErrors(error.fields, known, error.message)
          : { byField: {}, formLevel: [UNREACHABLE] };
      const fields = Object.entries(refusal.byField);
      fields.forEach(([field, message], index) => {
        form.setError(
          field as Path<z.input<TSchema> & FieldValues>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        );
      });
      setFormErrors(refusal.formLevel);
    }
  });

  return {
    form,
    formErrors,
    pending: form.formState.isSubmitting || leaving,
    onSubmit(event) {
      if (form.formState.isSubmitting || leaving) {
        event.preventDefault();
        return;
      }
      void submit(event);
    },
  };
}
