import { ZLoginForm } from '../../../../shared/accounts.ts';
import { followRedirect } from '../../api/forms.ts';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { schemaErrors } from '../../components/forms/schema-errors.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';

/** Login messages that belong to no field are listed under the username (part 1 §8). */
function UsernameMessages({ messages }: { messages: readonly string[] }) {
  return (
    <>
      {messages.map((message) => (
        <span key={message}>{message} </span>
      ))}
    </>
  );
}

/** The email-and-password form of both login variants; `next` is the page to return to. */
export function LoginForm({ next }: { next: string | undefined }) {
  const styles = useFormStyles();
  const form = useValidatedForm({
    path: '/accounts/login/',
    initial: { username: '', password: '' },
    validate: (values) => schemaErrors(ZLoginForm, values),
    toPayload: (values) => ({ ...values, next }),
    onSuccess: (answer) => followRedirect(answer, next ?? '/'),
  });
  const usernameError = form.errorFor('username');
  const formMessages = form.formErrors.length > 0 ? <UsernameMessages messages={form.formErrors} /> : undefined;

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="next" value={next ?? ''} />
      <TextField
        label="Email"
        name="username"
        type="email"
        autoComplete="email"
        required
        value={form.values.username}
        onChange={(value) => form.setField('username', value)}
        error={usernameError ?? formMessages}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(value) => form.setField('password', value)}
        error={form.errorFor('password')}
      />
      <SubmitButton pending={form.pending} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
    </form>
  );
}
