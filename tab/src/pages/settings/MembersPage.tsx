import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { AccountSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { InviteForm } from './InviteForm.tsx';
import { MembersTable } from './MembersTable.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useMembers } from './settings-queries.ts';

const INVITE_LOCKED_MESSAGE = 'Inviting members with roles is not part of your plan.';

/** Members and roles (spec part 2 §2.2, §6): the member table and, for Account Admins, the invite form. */
export default function MembersPage({ route }: TPageProps) {
  const query = useMembers();
  return (
    <AccountSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(context) => (
          <>
            <SettingsSection title="Members">
              <MembersTable context={context} />
            </SettingsSection>
            {context.can_invite ? (
              <SettingsSection title="Invite to organization">
                <LockedFeature locked={context.roles_locked} message={INVITE_LOCKED_MESSAGE}>
                  <InviteForm accountUuid={context.account_uuid} />
                  <PendingInvitations invitations={context.pending_invitations} />
                </LockedFeature>
              </SettingsSection>
            ) : null}
          </>
        )}
      </QueryGate>
    </AccountSettingsLayout>
  );
}
