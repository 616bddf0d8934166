import { type TInvitationContext, ZInvitedSignupForm } from '../../../../shared/accounts.ts';
import { followRedirect } from '../../api/forms.ts';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { PasswordRules } from '../../components/forms/PasswordRules.tsx';
import { passwordPairErrors } from '../../components/forms/password-pair.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { schemaErrors } from '../../components/forms/schema-errors.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';

const EMPTY = { fname: '', lname: '', phone: '', job_title: '', password1: '', password2: '' };
type TInvitedValues = typeof EMPTY & { email: string };

function validate(values: TInvitedValues) {
  return { ...passwordPairErrors(values.password1, values.password2), ...schemaErrors(ZInvitedSignupForm, values) };
}

/** The invited person's registration: names, phone, job title and a password; the email is the invited one. */
export function InvitedSignupForm({ hash, invitation }: { hash: string; invitation: TInvitationContext }) {
  const styles = useFormStyles();
  const form = useValidatedForm({
    path: `/accounts/invite/${encodeURIComponent(hash)}/confirm/`,
    initial: { ...EMPTY, email: invitation.email },
    validate,
    onSuccess: (answer) => followRedirect(answer),
  });
  const field = (name: keyof TInvitedValues) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setField(name, value),
    error: form.errorFor(name),
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormErrorBar messages={form.formErrors} />
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField label="First name" autoComplete="given-name" required {...field('fname')} />
        </div>
        <div className={styles.grow}>
          <TextField label="Last name" autoComplete="family-name" required {...field('lname')} />
        </div>
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        readOnly
        value={form.values.email}
        onChange={() => undefined}
        error={form.errorFor('email')}
        hint="The address your invitation was sent to."
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Include your country code, e.g. +1 555 010 0199."
        {...field('phone')}
      />
      <TextField label="Job title" autoComplete="organization-title" {...field('job_title')} />
      <TextField label="Password" type="password" autoComplete="new-password" required {...field('password1')} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password2')}
      />
      <PasswordRules />
      <SubmitButton pending={form.pending} pendingLabel="Registering...">
        Accept Invite &amp; Register
      </SubmitButton>
    </form>
  );
}
