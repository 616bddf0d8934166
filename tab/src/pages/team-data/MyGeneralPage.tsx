import { useRefreshInitialState } from '../../api/initial-state.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { MyGeneralForm } from './MyGeneralForm.tsx';
import { useMyGeneralSettings } from './team-data-queries.ts';

/** My general settings (spec part 2 §2.4): photo, time zone and notification preference. */
export default function MyGeneralPage({ route }: TPageProps) {
  const query = useMyGeneralSettings();
  // A new photo or time zone shows in the header too, which reads the initial state.
  const refreshState = useRefreshInitialState();
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(settings) => (
          <MyGeneralForm settings={settings} onSaved={() => void Promise.all([query.refetch(), refreshState()])} />
        )}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
