import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES, MAX_INPUT, ZOrganizationForm } from '../../../../shared/accounts.ts';
import { type TFieldErrors, useFormSubmit } from '../../api/forms.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { zodFieldErrors } from './form-errors.ts';
import { SETTINGS_QUERY_KEYS } from './settings-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  button: { marginTop: '26px', [NARROW_SCREEN]: { marginTop: 0 } },
});

/** The organisation name (required), posted to /accounts/settings/general; read-only for non-admins. */
export function OrganizationNameForm({ name, canEdit }: { name: string; canEdit: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useFormSubmit<{ name: string }>('/accounts/settings/general');
  const [value, setValue] = useState(name);
  const [localErrors, setLocalErrors] = useState<TFieldErrors>({});
  const errorFor = (field: string) => localErrors[field]?.[0] ?? form.errorFor(field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZOrganizationForm.safeParse({ name: value });
    setLocalErrors(parsed.success ? {} : zodFieldErrors(parsed.error));
    if (!parsed.success) return;
    const answer = await form.submit(parsed.data);
    if (answer === undefined) return;
    notify({ intent: 'success', message: answer.message ?? ACCOUNT_MESSAGES.organizationUpdated });
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.organization });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        className={styles.field}
        label="Organization name"
        required
        validationMessage={errorFor('name')}
        validationState={errorFor('name') ? 'error' : 'none'}
      >
        <Input
          name="name"
          value={value}
          placeholder="Your company name"
          maxLength={MAX_INPUT}
          readOnly={!canEdit}
          appearance={canEdit ? 'outline' : 'filled-darker'}
          onChange={(_event, data) => setValue(data.value)}
        />
      </Field>
      {canEdit ? (
        <Button className={styles.button} type="submit" appearance="primary" disabled={form.pending}>
          Update
        </Button>
      ) : null}
      {form.errorFor('__all__') ? (
        <MessageBar intent="error">
          <MessageBarBody>{form.errorFor('__all__')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </form>
  );
}
