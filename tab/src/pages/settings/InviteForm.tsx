import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES, fillMessage, INVITE_ROLES, MAX_INPUT, ZInviteForm } from '../../../../shared/accounts.ts';
import { type TFieldErrors, useFormSubmit } from '../../api/forms.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { zodFieldErrors } from './form-errors.ts';
import { SETTINGS_QUERY_KEYS } from './settings-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  email: { flexGrow: 1, minWidth: '220px', maxWidth: '360px' },
  role: { minWidth: '180px' },
  button: { marginTop: '26px', [NARROW_SCREEN]: { marginTop: 0 } },
  all: { flexBasis: '100%' },
});

interface TInvitePayload {
  'invite-email': string;
  'invite-role': number;
  account_uuid: string;
}

/**
 * Invite to organization: an email and one of the roles an invitation may carry, posted to
 * /accounts/settings/members/. The server's message is shown as a toast and the list refetched.
 */
export function InviteForm({ accountUuid }: { accountUuid: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useFormSubmit<TInvitePayload>('/accounts/settings/members/');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(String(INVITE_ROLES[0].value));
  const [localErrors, setLocalErrors] = useState<TFieldErrors>({});
  const errorFor = (field: string) => localErrors[field]?.[0] ?? form.errorFor(field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZInviteForm.safeParse({ 'invite-email': email, 'invite-role': role, account_uuid: accountUuid });
    setLocalErrors(parsed.success ? {} : zodFieldErrors(parsed.error));
    if (!parsed.success) return;
    const answer = await form.submit({
      'invite-email': parsed.data['invite-email'],
      'invite-role': parsed.data['invite-role'],
      account_uuid: accountUuid,
    });
    if (answer === undefined) return;
    notify({
      intent: 'success',
      message: answer.message ?? fillMessage(ACCOUNT_MESSAGES.invitationSent, { email: parsed.data['invite-email'] }),
    });
    setEmail('');
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.members });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <input type="hidden" name="account_uuid" value={accountUuid} />
      <Field
        className={styles.email}
        label="Email"
        required
        validationMessage={errorFor('invite-email')}
        validationState={errorFor('invite-email') ? 'error' : 'none'}
      >
        <Input
          type="email"
          name="invite-email"
          value={email}
          maxLength={MAX_INPUT}
          autoComplete="off"
          placeholder="name@company.com"
          onChange={(_event, data) => setEmail(data.value)}
        />
      </Field>
      <Field
        className={styles.role}
        label="Role"
        validationMessage={errorFor('invite-role')}
        validationState={errorFor('invite-role') ? 'error' : 'none'}
      >
        <Select name="invite-role" value={role} onChange={(_event, data) => setRole(data.value)}>
          {INVITE_ROLES.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button className={styles.button} type="submit" appearance="primary" disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send invite'}
      </Button>
      {errorFor('__all__') ? (
        <MessageBar intent="error" className={styles.all}>
          <MessageBarBody>{errorFor('__all__')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </form>
  );
}
