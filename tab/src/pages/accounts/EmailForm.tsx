import { useState } from 'react';
import { ZEmailForm } from '../../../../shared/accounts.ts';
import { followRedirect } from '../../api/forms.ts';
import { FormErrorBar, FormSuccessBar } from '../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { schemaErrors } from '../../components/forms/schema-errors.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';

export interface TEmailFormProps {
  /** Where the email is posted as `{ email }`. */
  path: string;
  buttonLabel: string;
  pendingLabel: string;
  /** Shown when the post is accepted without a redirect and the server sent no message. */
  sentMessage?: string;
  label?: string;
}

/**
 * The one-field email form of signup start, forgot password and magic-link request: required,
 * at most 254 characters, checked like the server does. An answer with a redirect is followed;
 * otherwise its message is shown in a success bar above the form.
 */
export function EmailForm({ path, buttonLabel, pendingLabel, sentMessage, label = 'Work email' }: TEmailFormProps) {
  const styles = useFormStyles();
  const [sent, setSent] = useState<string | null>(null);
  const form = useValidatedForm({
    path,
    initial: { email: '' },
    validate: (values) => schemaErrors(ZEmailForm, values),
    onSuccess(answer) {
      if (answer.redirect !== undefined) followRedirect(answer);
      else setSent(answer.message ?? sentMessage ?? 'Done.');
    },
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      {sent === null ? null : <FormSuccessBar>{sent}</FormSuccessBar>}
      <FormErrorBar messages={form.formErrors} />
      <TextField
        label={label}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="name@company.com"
        value={form.values.email}
        onChange={(value) => form.setField('email', value)}
        error={form.errorFor('email')}
      />
      <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
        {buttonLabel}
      </SubmitButton>
    </form>
  );
}
