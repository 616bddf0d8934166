import type { UseQueryResult } from '@tanstack/react-query';
import type { THolidaySettings } from '../../../../shared/holidays.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { useHolidayCountries } from './holiday-queries.ts';
import { PublicHolidaysForm } from './PublicHolidaysForm.tsx';
import type { TVacationScope } from './team-data-queries.ts';

const INTROS: Record<TVacationScope, string> = {
  team:
    'Runs of this team skip the public holidays of the country you choose, like team vacation days: ' +
    'members are not asked and no summary goes out when everyone is off. Members can choose their own country.',
  my:
    'On a public holiday of your country you are not asked for a check-in. Follow your team’s choice, ' +
    'pick your own country (for example when you work from another one), or none.',
};

/** 'Public holidays' (team) or 'My public holidays' (person): the choice, once the countries have loaded. */
export function HolidaySettingsSection({
  scope,
  query,
}: {
  scope: TVacationScope;
  query: UseQueryResult<THolidaySettings>;
}) {
  const countries = useHolidayCountries();
  return (
    <SettingsSection title={scope === 'team' ? 'Public holidays' : 'My public holidays'} intro={INTROS[scope]}>
      <QueryGate query={query} frame="inline">
        {(settings) => (
          <QueryGate query={countries} frame="inline">
            {({ countries: list }) => <PublicHolidaysForm scope={scope} settings={settings} countries={list} />}
          </QueryGate>
        )}
      </QueryGate>
    </SettingsSection>
  );
}
