import { followRedirect } from '../../api/forms.ts';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { PasswordRules } from '../../components/forms/PasswordRules.tsx';
import { passwordPairErrors } from '../../components/forms/password-pair.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { TextField } from '../../components/forms/TextField.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';

/** The new-password form of a valid reset link; saving signs nothing in, it redirects to login. */
export function PasswordResetForm({ uuid, email }: { uuid: string; email: string | null }) {
  const styles = useFormStyles();
  const form = useValidatedForm({
    path: `/accounts/password-reset/${encodeURIComponent(uuid)}/`,
    initial: { password1: '', password2: '' },
    validate: (values) => passwordPairErrors(values.password1, values.password2),
    onSuccess: (answer) => followRedirect(answer, '/accounts/login/'),
  });
  return (
    <FormCard title="Choose a new password" subtitle={email === null ? undefined : <>For {email}</>}>
      <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
        {/* Lets password managers store the new password under the right account. */}
        {email === null ? null : <input type="hidden" name="username" autoComplete="username" value={email} />}
        <FormErrorBar messages={form.formErrors} />
        <TextField
          label="New password"
          name="password1"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.password1}
          onChange={(value) => form.setField('password1', value)}
          error={form.errorFor('password1')}
        />
        <TextField
          label="Confirm new password"
          name="password2"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.password2}
          onChange={(value) => form.setField('password2', value)}
          error={form.errorFor('password2')}
        />
        <PasswordRules />
        <SubmitButton pending={form.pending} pendingLabel="Saving...">
          Save password
        </SubmitButton>
      </form>
    </FormCard>
  );
}
