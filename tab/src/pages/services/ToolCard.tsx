import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, LinkDismissRegular, PlugConnectedRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PERSONAL_TOOLS, type TMyServicesContext, WORK_TOOL_MESSAGES } from '../../../../shared/work-tools.ts';
import { ApiError } from '../../api/api-error.ts';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { ClubhouseKeyForm } from './ClubhouseKeyForm.tsx';
import { disconnectService, SERVICES_QUERY_KEY, startAuth } from './services-queries.ts';

type TTool = TMyServicesContext['tools'][number];

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  heading: { margin: 0 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  connected: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginTop: 'auto' },
});

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Rollcall could not be reached. Try again in a moment.';

/** One tool: its state, and Connect (or the Clubhouse key form), or Disconnect behind a confirmation. */
export function ToolCard({ tool }: { tool: TTool }) {
  const styles = useStyles();
  // The day it was connected on the person's own clock, as every other date they see.
  const timeZone = useOptionalLoadedState()?.user?.time_zone ?? 'UTC';
  const headingId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [askKey, setAskKey] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const keyTool = PERSONAL_TOOLS[tool.service].kind === 'api-key';

  const connect = async () => {
    setBusy(true);
    try {
      const answer = await startAuth(tool.service);
      if (answer.ok && answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      notify({ intent: 'error', message: answer.error ?? WORK_TOOL_MESSAGES.toolUnavailable });
    } catch (error) {
      notify({ intent: 'error', message: messageOf(error) });
    }
    setBusy(false);
  };

  const disconnect = async () => {
    setBusy(true);
    try {
      await disconnectService(tool.service);
      setConfirming(false);
      notify({ intent: 'success', message: `${tool.label} is disconnected.` });
      await queryClient.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
    } catch (error) {
      notify({ intent: 'error', message: messageOf(error) });
    }
    setBusy(false);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.heading}>
        {tool.label}
      </Subtitle2>
      {tool.connected ? (
        <Body1 className={styles.status}>
          <CheckmarkCircleRegular className={styles.connected} aria-hidden="true" />
          {tool.account ? `Connected as ${tool.account}` : 'Connected'}
        </Body1>
      ) : (
        <Body1 className={styles.muted}>Not connected</Body1>
      )}
      {tool.connected && tool.connected_at ? (
        <Caption1 className={styles.muted}>
          Since{' '}
          {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(tool.connected_at))}
        </Caption1>
      ) : null}
      {tool.needs_reconnect ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{WORK_TOOL_MESSAGES.reconnect}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!tool.available && !tool.connected ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{WORK_TOOL_MESSAGES.notConfigured}</MessageBarBody>
        </MessageBar>
      ) : null}
      {askKey ? (
        <ClubhouseKeyForm
          onCancel={() => setAskKey(false)}
          onDone={() => {
            setAskKey(false);
            notify({ intent: 'success', message: `${tool.label} is connected.` });
            void queryClient.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
          }}
        />
      ) : (
        <div className={styles.actions}>
          {tool.connected && tool.needs_reconnect && tool.available ? (
            <Button
              appearance="primary"
              aria-describedby={headingId}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" aria-hidden="true" /> : <PlugConnectedRegular />}
              onClick={() => {
                if (keyTool) setAskKey(true);
                else if (!busy) void connect();
              }}
            >
              {busy ? 'Connecting...' : 'Connect again'}
            </Button>
          ) : null}
          {tool.connected ? (
            <Button icon={<LinkDismissRegular />} onClick={() => setConfirming(true)} aria-describedby={headingId}>
              Disconnect
            </Button>
          ) : tool.available ? (
            <Button
              appearance="primary"
              aria-describedby={headingId}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" aria-hidden="true" /> : <PlugConnectedRegular />}
              onClick={() => {
                if (keyTool) setAskKey(true);
                else if (!busy) void connect();
              }}
            >
              {busy ? 'Connecting...' : `Connect ${tool.label}`}
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${tool.label}?`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={busy}
        onConfirm={() => void disconnect()}
        onCancel={() => setConfirming(false)}
      >
        Rollcall forgets its access to your {tool.label} account. Your check-ins keep the links you already added; the
        check-in page stops offering {tool.label} tasks until you connect again.
      </ConfirmDialog>
    </section>
  );
}
