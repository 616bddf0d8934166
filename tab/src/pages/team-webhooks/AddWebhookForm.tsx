import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import {
  OUTGOING_WEBHOOK_EVENT_INFO,
  OUTGOING_WEBHOOK_EVENTS,
  OUTGOING_WEBHOOK_LIMITS,
  outgoingWebhookFormSchema,
  type TOutgoingWebhookEvent,
} from '../../../../shared/outgoing-webhooks.ts';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { WEBHOOKS_API } from './webhook-api.ts';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightRegular },
  events: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  submit: { alignSelf: 'flex-start' },
});

type TFormValues = { url: string; events: TOutgoingWebhookEvent[] };

/** The events as checkboxes, bound to the form's `events` field. */
function EventsField({ control }: { control: Control<TFormValues, unknown, unknown> }) {
  const styles = useStyles();
  const { field, fieldState } = useController({ control, name: 'events' });
  const errorId = useId();
  const chosen = new Set(field.value);
  const toggle = (event: TOutgoingWebhookEvent, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(event);
    else next.delete(event);
    field.onChange(OUTGOING_WEBHOOK_EVENTS.filter((name) => next.has(name)));
  };
  const error = fieldState.error?.message;
  // A fieldset, not a Fluent Field: a Field gives its one control id to every checkbox inside it.
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>Events to send</legend>
      <div className={styles.events}>
        {OUTGOING_WEBHOOK_EVENTS.map((event, index) => (
          <Checkbox
            key={event}
            ref={index === 0 ? field.ref : undefined}
            checked={chosen.has(event)}
            onChange={(_event, data) => toggle(event, data.checked === true)}
            label={`${OUTGOING_WEBHOOK_EVENT_INFO[event].label} (${event}): ${OUTGOING_WEBHOOK_EVENT_INFO[event].description}`}
          />
        ))}
      </div>
      {error ? (
        <Caption1 id={errorId} role="alert" className={styles.error}>
          {error}
        </Caption1>
      ) : null}
    </fieldset>
  );
}

/** Adds an endpoint: its URL and the events it gets (POST /api/v1/team/webhooks). */
export function AddWebhookForm({ allowHttp, onAdded }: { allowHttp: boolean; onAdded(): void }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const notify = useNotify();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: outgoingWebhookFormSchema(allowHttp),
    path: WEBHOOKS_API,
    defaultValues: { url: '', events: [...OUTGOING_WEBHOOK_EVENTS] },
    onSuccess: (answer) => {
      notify({ intent: 'success', message: answer.message ?? 'Webhook endpoint added.' });
      form.reset();
      onAdded();
    },
  });
  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-label="Add a webhook endpoint">
      <FormErrorBar messages={formErrors} />
      <FormTextField
        control={form.control}
        name="url"
        label="Endpoint URL"
        placeholder="https://example.com/rollcall-hook"
        maxLength={OUTGOING_WEBHOOK_LIMITS.urlChars}
        required
        hint={
          allowHttp
            ? 'Rollcall POSTs JSON to this address. This server also accepts http:// and private addresses.'
            : 'Rollcall POSTs JSON to this https:// address.'
        }
      />
      <EventsField control={form.control as unknown as Control<TFormValues, unknown, unknown>} />
      <div className={styles.submit}>
        <SubmitButton pending={pending} pendingLabel="Adding..." full={false}>
          Add endpoint
        </SubmitButton>
      </div>
    </form>
  );
}
