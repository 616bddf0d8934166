import { Button, Caption1, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { RETENTION_POLICIES, SECURITY_MESSAGES } from '../../../../shared/teams.ts';
import { useFormSubmit } from '../../api/forms.ts';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { useNotify } from '../../components/toasts/useNotify.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  field: { minWidth: '260px' },
  button: { marginTop: '26px' },
  warning: { flexBasis: '100%', color: tokens.colorPaletteRedForeground1 },
});

export interface TRetentionFormProps {
  policy: string;
  canEdit: boolean;
  locked: boolean;
  onSaved: () => void;
}

/** The retention policy (POST /teams/save_data_retention/), locked by LIMIT_CUSTOM_RETENTION. */
export function RetentionForm({ policy, canEdit, locked, onSaved }: TRetentionFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const form = useFormSubmit<{ retention_policy: string }>('/teams/save_data_retention/');
  const [selected, setSelected] = useState(policy);
  const error = form.errorFor('retention_policy') ?? form.errorFor('__all__');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await form.submit({ retention_policy: selected });
    if (!answer) return;
    notify({ intent: 'success', message: answer.message ?? 'Saved.' });
    onSaved();
  };

  return (
    <LockedFeature locked={locked} message="Custom data retention is not part of your plan.">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          className={styles.field}
          label="Keep team data for"
          validationMessage={error}
          validationState={error ? 'error' : 'none'}
        >
          <Select
            name="retention_policy"
            value={selected}
            disabled={!canEdit}
            onChange={(_event, data) => setSelected(data.value)}
          >
            {RETENTION_POLICIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        {canEdit ? (
          <Button
            type="submit"
            appearance="primary"
            className={styles.button}
            disabled={form.pending || selected === policy}
          >
            {form.pending ? 'Saving...' : 'Save'}
          </Button>
        ) : null}
        <Caption1 className={styles.warning}>{SECURITY_MESSAGES.purgeWarning}</Caption1>
      </form>
    </LockedFeature>
  );
}
