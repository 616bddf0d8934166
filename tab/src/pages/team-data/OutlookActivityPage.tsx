import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useFormSubmit } from '../../api/forms.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { ConnectOutlook, DisconnectOutlook, OutlookStatus, useAfterOutlookSync } from './OutlookStatus.tsx';
import { useOutlookActivity } from './outlook-queries.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Outlook activity is an integration panel: LIMIT_SERVICES locks it (spec part 2 §6). */
const SERVICES_LOCKED = 'Integrations with Outlook and other services are not part of your plan.';

/** 'Sync now' (POST /my/settings/outlook-activity/). */
function SyncNow() {
  const form = useFormSubmit<Record<string, never>>('/my/settings/outlook-activity/');
  const notify = useNotify();
  const afterSync = useAfterOutlookSync();
  const sync = async () => {
    const answer = await form.submit({});
    if (answer) notify({ intent: 'success', message: answer.message ?? 'Outlook was synced.' });
    await afterSync();
  };
  return (
    <>
      <FormErrorBar messages={form.fieldErrors.__all__ ?? []} />
      <Button
        appearance="primary"
        disabledFocusable={form.pending}
        aria-busy={form.pending}
        icon={form.pending ? <Spinner size="tiny" aria-hidden="true" /> : <ArrowSyncRegular />}
        onClick={() => {
          if (!form.pending) void sync();
        }}
      >
        {form.pending ? 'Syncing...' : 'Sync now'}
      </Button>
    </>
  );
}

/** Outlook activity (spec part 2 §2.4): the connection's state, sync now, and disconnect with a confirmation. */
export default function OutlookActivityPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useOutlookActivity();
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message={SERVICES_LOCKED}>
            <SettingsSection
              title="Outlook"
              intro="Your Outlook calendar's out-of-office days become vacation days, so nobody asks you for a check-in then."
            >
              {!data.configured ? (
                <MessageBar intent="info" layout="multiline">
                  <MessageBarBody>
                    This Rollcall server does not offer Microsoft sign-in, so Outlook cannot be connected.
                  </MessageBarBody>
                </MessageBar>
              ) : data.connection.connected ? (
                <div className={styles.stack}>
                  <OutlookStatus connection={data.connection} />
                  <div className={styles.actions}>
                    <SyncNow />
                    <DisconnectOutlook />
                  </div>
                  <AppLink to="/my/settings/vacations/calendars/">Pick another calendar</AppLink>
                </div>
              ) : (
                <ConnectOutlook />
              )}
            </SettingsSection>
          </LockedFeature>
        )}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
