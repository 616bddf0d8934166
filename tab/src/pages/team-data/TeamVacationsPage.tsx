import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { useVacations } from './team-data-queries.ts';
import { VacationCalendar } from './VacationCalendar.tsx';
import { VACATIONS_LOCKED } from './VacationNotes.tsx';

/** Team vacations (spec part 3 §2.9): days the whole team is off, toggled on a month calendar. */
export default function TeamVacationsPage({ route }: TPageProps) {
  const query = useVacations('team');
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message={VACATIONS_LOCKED}>
            <VacationCalendar data={data} type="set_team_vacations" />
          </LockedFeature>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
