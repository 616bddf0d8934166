import { type FormEvent, type RefObject, useState } from 'react';
import type { TFormOk } from '../../../../shared/accounts.ts';
import { useFormSubmit } from '../../api/forms.ts';
import { hasErrors, type TClientErrors } from './schema-errors.ts';
import { useFormFocus } from './use-form-focus.ts';
import { useServerErrors } from './use-server-errors.ts';

export interface TValidatedFormOptions<V> {
  /** Where the form posts (useFormSubmit). */
  path: string;
  initial: V;
  /** The client-side checks; their messages show from the first submit on and follow each keystroke. */
  validate?: (values: V) => TClientErrors;
  /** The JSON posted; the values themselves when left out. */
  toPayload?: (values: V) => unknown;
  /** Called with the answer of an accepted post. */
  onSuccess(answer: TFormOk): void;
}

export interface TValidatedForm<V> {
  values: V;
  setField<K extends keyof V & string>(field: K, value: V[K]): void;
  /** The client message of a field, else the server's. */
  errorFor(field: keyof V & string): string | undefined;
  /** The form-level refusals of the server (`__all__`). */
  formErrors: readonly string[];
  pending: boolean;
  /** Put on the <form>, so focus can go to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The <form>'s onSubmit: checks, posts, then focuses the first invalid field or calls onSuccess. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * One account form from end to end: its values, the client checks shared with the server, the
 * post with its pending state, the server's field errors and focus on the first invalid field.
 */
export function useValidatedForm<V extends Record<string, string>>(
  options: TValidatedFormOptions<V>,
): TValidatedForm<V> {
  const { path, initial, validate, toPayload, onSuccess } = options;
  const form = useFormSubmit<unknown>(path);
  const server = useServerErrors(form.fieldErrors);
  const focus = useFormFocus<HTMLFormElement>();
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  // After an answer with a redirect the page is on its way out: keep the button busy until it goes.
  const [leaving, setLeaving] = useState(false);
  const clientErrors: TClientErrors = attempted && validate ? validate(values) : {};

  async function post() {
    const answer = await form.submit(toPayload ? toPayload(values) : values);
    if (answer === undefined) {
      focus.focusFirstInvalid();
      return;
    }
    if (answer.redirect !== undefined) setLeaving(true);
    onSuccess(answer);
  }

  return {
    values,
    setField(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
      server.dismiss(field);
    },
    errorFor: (field) => clientErrors[field] ?? server.errorFor(field),
    formErrors: server.formErrors,
    pending: form.pending || leaving,
    formRef: focus.ref,
    onSubmit(event) {
      event.preventDefault();
      if (form.pending || leaving) return;
      setAttempted(true);
      if (validate && hasErrors(validate(values))) {
        focus.focusFirstInvalid();
        return;
      }
      void post();
    },
  };
}
