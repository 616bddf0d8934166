import { Badge, Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import {
  ArrowSyncRegular,
  DeleteRegular,
  EyeOffRegular,
  EyeRegular,
  PauseRegular,
  PlayRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { OUTGOING_WEBHOOK_EVENT_INFO, type TOutgoingWebhookEndpoint } from '../../../../shared/outgoing-webhooks.ts';
import { ApiError } from '../../api/api-error.ts';
import { CopyLinkField } from '../../components/CopyLinkField.tsx';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { deleteWebhook, revealSecret, rotateSecret, sendTest, updateWebhook } from './webhook-api.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  url: { margin: 0, overflowWrap: 'anywhere', flexGrow: 1 },
  events: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** One endpoint: its URL and events, its actions, its secret when revealed, its recent deliveries. */
export function WebhookEndpointCard({
  endpoint,
  onChanged,
}: {
  endpoint: TOutgoingWebhookEndpoint;
  onChanged(): void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one action, says how it went, and reloads the list when it changed something. */
  const act = async (action: () => Promise<{ message?: string; secret?: string }>, reload = true) => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer.secret !== undefined) setSecret(answer.secret);
      if (answer.message) notify({ intent: 'success', message: answer.message });
      if (reload) onChanged();
    } catch (error) {
      notify({
        intent: 'error',
        message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const events = endpoint.events.map((event) => OUTGOING_WEBHOOK_EVENT_INFO[event].label).join(', ');
  return (
    <article className={styles.card} aria-label={`Webhook endpoint ${endpoint.url}`}>
      <div className={styles.head}>
        <Subtitle2 as="h3" className={styles.url}>
          {endpoint.url}
        </Subtitle2>
        <Badge appearance="outline" color={endpoint.active ? 'success' : 'subtle'}>
          {endpoint.active ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>
      <Caption1 className={styles.events}>Events: {events}</Caption1>
      <div className={styles.actions}>
        <Button
          icon={<SendRegular />}
          disabled={busy || !endpoint.active}
          onClick={() => void act(() => sendTest(endpoint.id))}
        >
          Send test event
        </Button>
        {secret === null ? (
          <Button
            icon={<EyeRegular />}
            disabled={busy}
            onClick={() => void act(() => revealSecret(endpoint.id), false)}
          >
            Reveal secret
          </Button>
        ) : (
          <Button icon={<EyeOffRegular />} onClick={() => setSecret(null)}>
            Hide secret
          </Button>
        )}
        <Button
          icon={<ArrowSyncRegular />}
          disabled={busy}
          onClick={() => {
            if (
              !window.confirm(
                'Make a new signing secret? Your receiver must use the new one: the old one stops verifying at once.',
              )
            )
              return;
            void act(() => rotateSecret(endpoint.id), false);
          }}
        >
          Rotate secret
        </Button>
        <Button
          icon={endpoint.active ? <PauseRegular /> : <PlayRegular />}
          disabled={busy}
          onClick={() => void act(() => updateWebhook(endpoint.id, { active: !endpoint.active }))}
        >
          {endpoint.active ? 'Disable' : 'Enable'}
        </Button>
        <Button
          icon={<DeleteRegular />}
          disabled={busy}
          onClick={() => {
            if (
              !window.confirm(
                `Delete the endpoint ${endpoint.url}? It stops receiving events, and its delivery history goes with it.`,
              )
            )
              return;
            void act(() => deleteWebhook(endpoint.id));
          }}
        >
          Delete
        </Button>
      </div>
      {secret === null ? null : <CopyLinkField label="Signing secret" value={secret} />}
      <Body1 as="h4" style={{ margin: 0, fontWeight: tokens.fontWeightSemibold }}>
        Recent deliveries
      </Body1>
      <DeliveriesTable deliveries={endpoint.deliveries} url={endpoint.url} />
    </article>
  );
}
