import { makeStyles, tokens } from '@fluentui/react-components';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { HolidaySettingsSection } from './HolidaySettingsSection.tsx';
import { useHolidaySettings } from './holiday-queries.ts';
import { useOutlookActivity } from './outlook-queries.ts';
import { useVacations } from './team-data-queries.ts';
import { VacationCalendar } from './VacationCalendar.tsx';
import { OutlookSyncNote, VACATIONS_LOCKED } from './VacationNotes.tsx';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * My vacations (spec part 2 §2.4): my days off on a month calendar, saved on each click, and my
 * public holidays (issue 22: follow my team, my own country, or none), marked on the calendar.
 */
export default function MyVacationsPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useVacations('my');
  const outlook = useOutlookActivity();
  const holidays = useHolidaySettings('my');
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message={VACATIONS_LOCKED}>
            <div className={styles.stack}>
              <HolidaySettingsSection scope="my" query={holidays} />
              <SettingsSection title="My vacation days" intro="You are not asked for a check-in on these days.">
                <VacationCalendar data={data} type="set_vacations" holidayPlace={holidays.data?.effective ?? null} />
                <OutlookSyncNote
                  outlookDays={data.outlook_days?.length ?? 0}
                  connected={(data.outlook_days?.length ?? 0) > 0 || (outlook.data?.connection.connected ?? false)}
                />
              </SettingsSection>
            </div>
          </LockedFeature>
        )}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
