/**
 * /team/settings/webhooks (issue 23 §5, beyond the spec): the current team's outgoing webhook
 * endpoints. Managers add endpoints (URL and events), send a test event, reveal or rotate the
 * signing secret, enable, disable and delete them, and see each one's recent deliveries; members
 * are told who can change them. LIMIT_ZAPIER locks the page.
 */
import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { OUTGOING_WEBHOOK_MESSAGES } from '../../../../shared/outgoing-webhooks.ts';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { VerifySignatureDoc } from './VerifySignatureDoc.tsx';
import { WebhookEndpointCard } from './WebhookEndpointCard.tsx';
import { useTeamWebhooks } from './webhook-api.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const INTRO =
  'Rollcall tells another system when a member submits a check-in or a run is summarized, with a signed POST to each endpoint.';

export default function TeamWebhooksPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useTeamWebhooks();
  const reload = () => void query.refetch();
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) =>
          !data.can_manage ? (
            <SettingsSection title="Who can change them" intro={INTRO}>
              <MessageBar intent="info">
                <MessageBarBody>{OUTGOING_WEBHOOK_MESSAGES.notAllowed}</MessageBarBody>
              </MessageBar>
            </SettingsSection>
          ) : (
            <LockedFeature locked={data.locked} message={OUTGOING_WEBHOOK_MESSAGES.locked}>
              <div className={styles.stack}>
                <SettingsSection title="Add an endpoint" intro={INTRO}>
                  {data.endpoints.length >= data.max_endpoints ? (
                    <Body1 as="p" className={styles.muted}>
                      {OUTGOING_WEBHOOK_MESSAGES.tooMany}
                    </Body1>
                  ) : (
                    <AddWebhookForm allowHttp={data.allow_http} onAdded={reload} />
                  )}
                </SettingsSection>
                <SettingsSection
                  title="Endpoints"
                  intro={`${data.endpoints.length} of ${data.max_endpoints} for ${data.team_name}.`}
                >
                  {data.endpoints.length === 0 ? (
                    <Body1 as="p" className={styles.muted}>
                      No endpoints yet. Add one above to send this team’s events to another system.
                    </Body1>
                  ) : (
                    <div className={styles.list}>
                      {data.endpoints.map((endpoint) => (
                        <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onChanged={reload} />
                      ))}
                    </div>
                  )}
                </SettingsSection>
                <SettingsSection title="Verifying the signature">
                  <VerifySignatureDoc />
                </SettingsSection>
              </div>
            </LockedFeature>
          )
        }
      </QueryGate>
    </TeamSettingsLayout>
  );
}
