import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { type TFieldErrors, useFormSubmit } from '../../api/forms.ts';
import { PasswordRules } from '../../components/forms/PasswordRules.tsx';
import { SETTINGS_QUERY_KEYS } from './settings-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  actions: { display: 'flex' },
});

type TPasswordField = 'current_password' | 'password1' | 'password2';

interface TPasswordPayload {
  password1: string;
  password2: string;
  current_password?: string;
  set_password?: '1';
  change_password?: '1';
}

const EMPTY: Record<TPasswordField, string> = { current_password: '', password1: '', password2: '' };

/**
 * Sets a first password or changes the current one (POST /my/settings/password/). The button
 * pressed is named in the payload: set_password or change_password.
 */
export function MyPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const styles = useStyles();
  const rulesId = useId();
  const queryClient = useQueryClient();
  const form = useFormSubmit<TPasswordPayload>('/my/settings/password/');
  const [values, setValues] = useState(EMPTY);
  const [localErrors, setLocalErrors] = useState<TFieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const errorFor = (field: string) => localErrors[field]?.[0] ?? form.errorFor(field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const errors: TFieldErrors = {};
    if (hasPassword && values.current_password === '') errors.current_password = ['Enter your current password.'];
    if (values.password1 === '' || values.password1 !== values.password2) {
      errors.password2 = [ACCOUNT_MESSAGES.passwordsMismatch];
    }
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const answer = await form.submit({
      password1: values.password1,
      password2: values.password2,
      ...(hasPassword ? { current_password: values.current_password, change_password: '1' } : { set_password: '1' }),
    });
    if (answer === undefined) return;
    setValues(EMPTY);
    setSaved(answer.message ?? (hasPassword ? ACCOUNT_MESSAGES.passwordChanged : ACCOUNT_MESSAGES.passwordSaved));
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.myPassword });
  };

  const field = (name: TPasswordField, label: string, autoComplete: string) => (
    <Field
      label={label}
      required
      validationMessage={errorFor(name)}
      validationState={errorFor(name) ? 'error' : 'none'}
    >
      <Input
        type="password"
        name={name}
        value={values[name]}
        autoComplete={autoComplete}
        aria-describedby={name === 'password1' ? rulesId : undefined}
        onChange={(_event, data) => setValues((current) => ({ ...current, [name]: data.value }))}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {saved === null ? null : (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{saved}</MessageBarBody>
        </MessageBar>
      )}
      {errorFor('__all__') ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorFor('__all__')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {hasPassword ? field('current_password', 'Current password', 'current-password') : null}
      {field('password1', 'New password', 'new-password')}
      {field('password2', 'Confirm new password', 'new-password')}
      <PasswordRules id={rulesId} />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          name={hasPassword ? 'change_password' : 'set_password'}
          value="1"
          disabled={form.pending}
        >
          {hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </div>
    </form>
  );
}
