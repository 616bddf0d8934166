import { makeStyles, tokens } from '@fluentui/react-components';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { HolidaySettingsSection } from './HolidaySettingsSection.tsx';
import { useHolidaySettings } from './holiday-queries.ts';
import { useVacations } from './team-data-queries.ts';
import { VacationCalendar } from './VacationCalendar.tsx';
import { VACATIONS_LOCKED } from './VacationNotes.tsx';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * Team vacations (spec part 3 §2.9): days the whole team is off, toggled on a month calendar, and
 * the country whose public holidays the team's runs skip (issue 22), marked on the calendar.
 */
export default function TeamVacationsPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useVacations('team');
  const holidays = useHolidaySettings('team');
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message={VACATIONS_LOCKED}>
            <div className={styles.stack}>
              <HolidaySettingsSection scope="team" query={holidays} />
              <SettingsSection title="Team vacation days" intro="Nobody in the team is asked on these days.">
                <VacationCalendar
                  data={data}
                  type="set_team_vacations"
                  holidayPlace={holidays.data?.effective ?? null}
                />
              </SettingsSection>
            </div>
          </LockedFeature>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
