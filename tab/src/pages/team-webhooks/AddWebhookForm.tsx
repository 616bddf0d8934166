import { makeStyles } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import {
  OUTGOING_WEBHOOK_EVENT_INFO,
  OUTGOING_WEBHOOK_EVENTS,
  OUTGOING_WEBHOOK_LIMITS,
  outgoingWebhookFormSchema,
  type TOutgoingWebhookEvent,
} from '../../../../shared/outgoing-webhooks.ts';
import { FormCheckboxGroup } from '../../components/forms/FormCheckboxGroup.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { WEBHOOKS_API } from './webhook-api.ts';

const useStyles = makeStyles({
  submit: { alignSelf: 'flex-start' },
});

type TFormValues = { url: string; events: TOutgoingWebhookEvent[] };

const EVENT_OPTIONS = OUTGOING_WEBHOOK_EVENTS.map((event) => ({
  value: event,
  label: `${OUTGOING_WEBHOOK_EVENT_INFO[event].label} (${event}): ${OUTGOING_WEBHOOK_EVENT_INFO[event].description}`,
}));

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
      <FormCheckboxGroup
        control={form.control as unknown as Control<TFormValues, unknown, unknown>}
        name="events"
        legend="Events to send"
        options={EVENT_OPTIONS}
      />
      <div className={styles.submit}>
        <SubmitButton pending={pending} pendingLabel="Adding..." full={false}>
          Add endpoint
        </SubmitButton>
      </div>
    </form>
  );
}
