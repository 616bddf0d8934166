import { Button, Field, makeStyles, Radio, RadioGroup, Spinner, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { type TCalendarsContext, ZCalendarChoiceForm } from '../../../../shared/microsoft-graph.ts';
import { useFormSubmit } from '../../api/forms.ts';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { schemaErrors } from '../../components/forms/schema-errors.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { useAfterOutlookSync } from './OutlookStatus.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  actions: { display: 'flex' },
});

/**
 * Pick a calendar, then 'Sync Calendar' (spec part 2 §2.4): posts calendar as "id,name" to
 * /my/settings/vacations/calendars/, which saves the choice and syncs at once.
 */
export function CalendarChoiceForm({ data }: { data: TCalendarsContext }) {
  const styles = useStyles();
  const notify = useNotify();
  const afterSync = useAfterOutlookSync();
  const form = useFormSubmit<{ calendar: string }>('/my/settings/vacations/calendars/');
  const current = data.calendars.find((calendar) => calendar.calendarid === data.connection.calendar_id);
  const preferred = current ?? data.calendars.find((calendar) => calendar.is_default) ?? data.calendars[0];
  const [choice, setChoice] = useState(preferred ? `${preferred.calendarid},${preferred.name}` : '');
  const [localError, setLocalError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = schemaErrors(ZCalendarChoiceForm, { calendar: choice }).calendar;
    setLocalError(error);
    if (error) return;
    const answer = await form.submit({ calendar: choice });
    if (!answer) {
      // A refused sync stored its reason: the status shows it (and offers to reconnect).
      await afterSync();
      return;
    }
    notify({ intent: 'success', message: answer.message ?? 'Your Outlook calendar was synced.' });
    await afterSync();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorBar messages={form.fieldErrors.__all__ ?? []} />
      <Field label="Calendar to sync" required validationMessage={localError ?? form.errorFor('calendar')}>
        <RadioGroup value={choice} onChange={(_, option) => setChoice(option.value)}>
          {data.calendars.map((calendar) => (
            <Radio
              key={calendar.calendarid}
              value={`${calendar.calendarid},${calendar.name}`}
              label={calendar.is_default ? `${calendar.name} (default)` : calendar.name}
            />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={form.pending}
          aria-busy={form.pending}
          icon={form.pending ? <Spinner size="tiny" aria-hidden="true" /> : <ArrowSyncRegular />}
        >
          {form.pending ? 'Syncing...' : 'Sync Calendar'}
        </Button>
      </div>
    </form>
  );
}
