import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { TeamInfo } from './TeamInfo.tsx';
import { TeamMembersTable } from './TeamMembersTable.tsx';
import { TeamSettingsLayout } from './TeamSettingsLayout.tsx';
import { useTeamSettingsGeneral } from './team-queries.ts';

/**
 * Team settings, General (spec part 3 §2.9): why a chat team is asked by email on the plan (when it
 * is), team info and actions, then members and their time zones.
 */
export default function TeamSettingsPage({ route }: TPageProps) {
  const query = useTeamSettingsGeneral();
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(settings) => (
          <>
            {settings.plan_notice ? (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{settings.plan_notice}</MessageBarBody>
              </MessageBar>
            ) : null}
            <SettingsSection title={`Team Info: ${settings.team.team_name}`}>
              <TeamInfo settings={settings} />
            </SettingsSection>
            <SettingsSection
              title="Members"
              intro="A member's time zone decides when their check-ins arrive; 'Default in Report' uses each report's time zone."
            >
              <TeamMembersTable settings={settings} />
            </SettingsSection>
          </>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
