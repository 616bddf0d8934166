import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { LinkDismissRegular, PlugConnectedRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TOutlookConnection } from '../../../../shared/microsoft-graph.ts';
import { useFormSubmit } from '../../api/forms.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { OUTLOOK_QUERY_KEYS } from './outlook-queries.ts';
import { TEAM_DATA_QUERY_KEYS } from './team-data-queries.ts';

/** The server route that starts the Outlook consent (a full page load: it leaves for Microsoft). */
export const CONNECT_OUTLOOK_HREF = '/msteams/msal/calendar/';
const DISCONNECT_PATH = '/team/settings/services/disable-outlook-activity/';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Not connected yet: says so and offers 'Connect Outlook' (the consent round trip). */
export function ConnectOutlook() {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Body1 as="p">Outlook is not connected.</Body1>
      <div className={styles.actions}>
        <Button as="a" href={CONNECT_OUTLOOK_HREF} appearance="primary" icon={<PlugConnectedRegular />}>
          Connect Outlook
        </Button>
      </div>
    </div>
  );
}

/** A date and time in the viewer's locale, or 'Not yet'. */
function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Not yet';
}

/** The connection's facts: account, calendar, last sync, days synced, and the last error with a reconnect. */
export function OutlookStatus({ connection }: { connection: TOutlookConnection }) {
  const styles = useStyles();
  return (
    <>
      <dl className={styles.list}>
        <dt className={styles.term}>Microsoft account</dt>
        <dd className={styles.value}>{connection.account_email ?? 'Connected'}</dd>
        <dt className={styles.term}>Calendar</dt>
        <dd className={styles.value}>{connection.calendar_name ?? 'None picked yet'}</dd>
        <dt className={styles.term}>Last sync</dt>
        <dd className={styles.value}>{when(connection.synced_at)}</dd>
        <dt className={styles.term}>Out-of-office days ahead</dt>
        <dd className={styles.value}>{connection.outlook_days.length}</dd>
      </dl>
      {connection.last_error ? (
        <MessageBar intent={connection.needs_reconnect ? 'warning' : 'error'} layout="multiline" role="alert">
          <MessageBarBody>{connection.last_error}</MessageBarBody>
          {connection.needs_reconnect ? (
            <MessageBarActions>
              <Button as="a" href={CONNECT_OUTLOOK_HREF} appearance="primary" icon={<PlugConnectedRegular />}>
                Reconnect
              </Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
    </>
  );
}

/** 'Disconnect Outlook' behind a confirmation: removes the tokens and the days Outlook added. */
export function DisconnectOutlook() {
  const [open, setOpen] = useState(false);
  const form = useFormSubmit<Record<string, never>>(DISCONNECT_PATH);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const confirm = async () => {
    const answer = await form.submit({});
    if (!answer) {
      notify({ intent: 'error', message: form.fieldErrors.__all__?.[0] ?? 'Outlook could not be disconnected.' });
      return;
    }
    setOpen(false);
    notify({ intent: 'success', message: answer.message ?? 'Outlook is disconnected.' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['outlook'] }),
      queryClient.invalidateQueries({ queryKey: TEAM_DATA_QUERY_KEYS.vacations('my') }),
    ]);
  };
  return (
    <>
      <Button icon={<LinkDismissRegular />} onClick={() => setOpen(true)}>
        Disconnect Outlook
      </Button>
      <Dialog
        open={open}
        modalType="alert"
        onOpenChange={(_, data) => {
          if (!data.open && !form.pending) setOpen(false);
        }}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Disconnect Outlook?</DialogTitle>
            <DialogContent>
              <Body1 as="p">
                Rollcall forgets its access to your Outlook calendar and removes the vacation days it added from
                Outlook. Days you picked yourself stay.
              </Body1>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={form.pending} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                disabledFocusable={form.pending}
                icon={form.pending ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
                aria-busy={form.pending}
                onClick={() => {
                  if (!form.pending) void confirm();
                }}
              >
                {form.pending ? 'Disconnecting...' : 'Disconnect'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

/** Invalidate after a sync: the pages and the vacation calendar show the new days. */
export function useAfterOutlookSync() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OUTLOOK_QUERY_KEYS.calendars }),
      queryClient.invalidateQueries({ queryKey: OUTLOOK_QUERY_KEYS.activity }),
      queryClient.invalidateQueries({ queryKey: TEAM_DATA_QUERY_KEYS.vacations('my') }),
    ]);
}
