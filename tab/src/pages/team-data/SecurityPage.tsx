import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { RetentionForm } from './RetentionForm.tsx';
import { SharedUsersList } from './SharedUsersList.tsx';
import { ShareForm } from './ShareForm.tsx';
import { useSecurity } from './team-data-queries.ts';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** Team security (spec part 3 §2.12): who else can open this team, and how long its data is kept. */
export default function SecurityPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useSecurity();
  const refetch = () => void query.refetch();
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <div className={styles.stack}>
            {data.shared_by_note ? (
              <MessageBar intent="info">
                <MessageBarBody>{data.shared_by_note}</MessageBarBody>
              </MessageBar>
            ) : null}
            <SettingsSection
              title="Shared team access"
              intro="People of your organization who can open this team's reports and settings."
            >
              {data.can_share ? <ShareForm teamSlug={data.team_slug} onShared={refetch} /> : null}
              {data.can_see_shared ? <SharedUsersList users={data.shared_users} canRevoke={data.can_share} /> : null}
            </SettingsSection>
            <SettingsSection
              title="Data retention"
              intro="Report entries and other team content older than this are deleted every night."
            >
              <RetentionForm
                policy={data.retention_policy}
                canEdit={data.can_edit_retention}
                locked={data.retention_locked}
                onSaved={refetch}
              />
            </SettingsSection>
          </div>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
