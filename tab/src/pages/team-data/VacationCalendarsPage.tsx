import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { CalendarChoiceForm } from './CalendarChoiceForm.tsx';
import { ConnectOutlook, DisconnectOutlook, OutlookStatus } from './OutlookStatus.tsx';
import { useOutlookCalendars } from './outlook-queries.ts';
import { VACATIONS_LOCKED } from './VacationNotes.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const EXPLANATION =
  'Rollcall reads the calendar you pick and your automatic replies once a day. Days you are out of office ' +
  '(events shown as "Away" for half a working day or more, and scheduled automatic replies) become vacation ' +
  'days for the next 60 days, so nobody asks you for a check-in then. Rollcall only reads; it never changes ' +
  'your calendar.';

/** Vacation calendar choice (spec part 2 §2.4): connect Outlook, pick a calendar, then 'Sync Calendar'. */
export default function VacationCalendarsPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useOutlookCalendars();
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message={VACATIONS_LOCKED}>
            <SettingsSection title="Outlook calendar" intro={EXPLANATION}>
              {!data.configured ? (
                <MessageBar intent="info" layout="multiline">
                  <MessageBarBody>
                    Outlook sync needs Microsoft sign-in, which this Rollcall server does not offer. You can still pick
                    your vacation days on the vacations page.
                  </MessageBarBody>
                </MessageBar>
              ) : !data.connection.connected ? (
                <ConnectOutlook />
              ) : (
                <div className={styles.stack}>
                  <OutlookStatus connection={data.connection} />
                  {data.calendars_error ? (
                    <MessageBar intent="error" layout="multiline">
                      <MessageBarBody>Your calendars could not be listed: {data.calendars_error}</MessageBarBody>
                    </MessageBar>
                  ) : data.calendars.length === 0 ? (
                    <Body1 as="p">Microsoft lists no calendars for this account.</Body1>
                  ) : (
                    <CalendarChoiceForm data={data} />
                  )}
                  <div className={styles.actions}>
                    <DisconnectOutlook />
                  </div>
                </div>
              )}
            </SettingsSection>
          </LockedFeature>
        )}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
