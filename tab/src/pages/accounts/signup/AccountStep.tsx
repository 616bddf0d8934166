import { useFormStyles } from '../../../components/forms/form-styles.ts';
import { PasswordRules } from '../../../components/forms/PasswordRules.tsx';
import { TextField } from '../../../components/forms/TextField.tsx';
import type { TBind } from './field-binding.ts';

/**
 * Step 2: the account. The email comes from the signup and cannot change here; single-sign-on
 * users have no password, so its fields are hidden for them.
 */
export function AccountStep({ bind, isSSO }: { bind: TBind; isSSO: boolean }) {
  const styles = useFormStyles();
  const email = bind('email');
  return (
    <>
      <TextField label="Email" type="email" autoComplete="email" readOnly {...email} onChange={() => undefined} />
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField label="First name" autoComplete="given-name" required {...bind('fname')} />
        </div>
        <div className={styles.grow}>
          <TextField label="Last name" autoComplete="family-name" required {...bind('lname')} />
        </div>
      </div>
      {isSSO ? null : (
        <>
          <TextField label="Password" type="password" autoComplete="new-password" required {...bind('password1')} />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            {...bind('password2')}
          />
          <PasswordRules />
        </>
      )}
    </>
  );
}
