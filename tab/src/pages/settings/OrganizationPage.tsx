import { QueryGate } from '../../components/QueryGate.tsx';
import { AccountSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { AccountActions } from './AccountActions.tsx';
import { OrganizationNameForm } from './OrganizationNameForm.tsx';
import { OrganizationUsage } from './OrganizationUsage.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useOrganizationSettings } from './settings-queries.ts';

/** Organisation settings (spec part 2 §2.2): the name, usage per team and account actions. */
export default function OrganizationPage({ route }: TPageProps) {
  const query = useOrganizationSettings();
  return (
    <AccountSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(settings) => (
          <>
            <SettingsSection title="Organization">
              <OrganizationNameForm key={settings.name} name={settings.name} canEdit={settings.can_edit} />
            </SettingsSection>
            <SettingsSection title="Usage">
              <OrganizationUsage settings={settings} />
            </SettingsSection>
            <SettingsSection title="Actions">
              <AccountActions settings={settings} />
            </SettingsSection>
          </>
        )}
      </QueryGate>
    </AccountSettingsLayout>
  );
}
