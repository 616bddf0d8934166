import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { InviteMembersForm } from './InviteMembersForm.tsx';
import { TeamSettingsLayout } from './TeamSettingsLayout.tsx';

/** Invite team members (spec part 3 §2.9): people to add to this team by name and email. */
export default function InviteMembersPage({ route }: TPageProps) {
  return (
    <TeamSettingsLayout title={route.title}>
      <SettingsSection title="New members" intro="Each person gets an email inviting them to the team.">
        <InviteMembersForm />
      </SettingsSection>
    </TeamSettingsLayout>
  );
}
