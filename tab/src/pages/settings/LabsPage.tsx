import { canAdministerAccount } from '../../../../shared/permissions.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { AccountSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { LabsTable } from './LabsTable.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useLabs } from './settings-queries.ts';

const LABS_INTRO =
  'Labs are beta features we are still working on. Turning one on turns it on for everyone in your ' +
  'organization, and you can turn it off again at any time. Things may change or break while a feature is in Labs.';

/** Labs (spec part 2 §2.2): beta features an Account Admin turns on for the whole organisation. */
export default function LabsPage({ route }: TPageProps) {
  const query = useLabs();
  const { user } = useLoadedState();
  const isAccountAdmin = user ? canAdministerAccount(user) : false;
  return (
    <AccountSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(context) => (
          <SettingsSection title="Beta features" intro={isAccountAdmin ? LABS_INTRO : undefined}>
            <LabsTable context={context} />
          </SettingsSection>
        )}
      </QueryGate>
    </AccountSettingsLayout>
  );
}
