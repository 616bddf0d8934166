import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { MyPasswordForm } from './MyPasswordForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useMyPassword } from './settings-queries.ts';

/** My password (spec part 2 §2.3): set a password, or change it with the current one. */
export default function MyPasswordPage({ route }: TPageProps) {
  const query = useMyPassword();
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {({ has_password }) => (
          <SettingsSection
            title={has_password ? 'Change your password' : 'Set a password'}
            intro={
              has_password
                ? 'Enter your current password, then the new one twice.'
                : 'You sign in without a password today. Set one to also sign in with your email and password.'
            }
          >
            <MyPasswordForm hasPassword={has_password} />
          </SettingsSection>
        )}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
