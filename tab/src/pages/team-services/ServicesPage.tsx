import { Body1, Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { TTeamServicesView } from '../../../../shared/team-tools.ts';
import { WORK_TOOL_MESSAGES } from '../../../../shared/work-tools.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { CopyLinkField } from '../../components/CopyLinkField.tsx';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { SecretField } from './SecretField.tsx';
import { useTeamServices } from './team-services-queries.ts';
import { type TWebhookPanel, WEBHOOK_PANELS } from './webhook-setup.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  title: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  note: { color: tokens.colorNeutralForeground2 },
});

/** One sender's panel: the read-only URL (Zapier: the uuid), the secret for admins, how to set it up. */
function WebhookCard({ panel, view }: { panel: TWebhookPanel; view: TTeamServicesView }) {
  const styles = useStyles();
  const hook = view.webhooks.find((w) => w.slug === panel.slug);
  if (!hook) return null;
  const headingId = `panel-${panel.key}`;
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.title}>
        {panel.title}
      </Subtitle2>
      {panel.slug === 'zapier' ? (
        <CopyLinkField label="Team uuid" value={view.team_uuid} />
      ) : (
        <CopyLinkField label={`${panel.title} webhook URL`} value={hook.url} />
      )}
      {hook.secret ? <SecretField slug={panel.slug} label={panel.title} secret={hook.secret} /> : null}
      {!view.can_manage ? (
        <Caption1 className={styles.note}>A team admin can see the secret this sender signs with.</Caption1>
      ) : null}
      <ol className={styles.steps} aria-label={`How to set up ${panel.title}`}>
        {panel.steps.map((step) => (
          <li key={step}>
            <Body1>{step}</Body1>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The Clubhouse connection (part 3 §2.10): 'connected to the {workspace} workspace' + Disable, or Connect. */
function ClubhouseConnection({ view }: { view: TTeamServicesView }) {
  const styles = useStyles();
  const { clubhouse } = view;
  return (
    <div className={styles.row}>
      <Body1>
        {clubhouse.connected
          ? `Clubhouse is connected to the ${clubhouse.workspace ?? 'Clubhouse'} workspace.`
          : 'Clubhouse is not connected: its members cannot be matched to yours.'}
      </Body1>
      {view.can_manage ? (
        <AppLink to={clubhouse.connected ? clubhouse.disconnect_url : clubhouse.connect_url}>
          {clubhouse.connected ? 'Disable' : 'Connect'}
        </AppLink>
      ) : null}
    </div>
  );
}

/** The team's Asana and Trello (part 3 §2.10): what is configured, and the configure/disable pages. */
function TeamTools({ view }: { view: TTeamServicesView }) {
  const styles = useStyles();
  const { asana, trello } = view;
  return (
    <div className={styles.grid}>
      <Card className={styles.card} aria-labelledby="panel-asana">
        <Subtitle2 as="h3" id="panel-asana" className={styles.title}>
          Asana
        </Subtitle2>
        <Body1>
          {asana.connected
            ? `Reading ${asana.project_name ? `the ${asana.project_name} project` : 'no project yet'} in the ${asana.workspace_name ?? 'chosen'} workspace.`
            : 'Not configured: task events of an Asana project can appear in the team activity.'}
        </Body1>
        {view.can_manage ? (
          <div className={styles.row}>
            <AppLink to="/team/settings/services/configure-asana/">{asana.connected ? 'Change' : 'Configure'}</AppLink>
            {asana.connected ? <AppLink to="/team/settings/services/disable-asana/">Disable</AppLink> : null}
          </div>
        ) : null}
      </Card>
      <Card className={styles.card} aria-labelledby="panel-trello">
        <Subtitle2 as="h3" id="panel-trello" className={styles.title}>
          Trello
        </Subtitle2>
        <Body1>
          {trello.connected
            ? `Reading ${trello.boards.map((b) => b.name).join(', ')}.`
            : 'Not configured: card events of Trello boards can appear in the team activity.'}
        </Body1>
        {view.can_manage ? (
          <div className={styles.row}>
            <AppLink
              to={
                trello.personal_connected
                  ? '/team/settings/services/configure-trello/'
                  : '/team/settings/services/authorize-trello/'
              }
            >
              {trello.connected ? 'Change' : 'Configure'}
            </AppLink>
            {trello.connected ? <AppLink to="/team/settings/services/disable-trello/">Disable</AppLink> : null}
          </div>
        ) : null}
      </Card>
    </div>
  );
}

/**
 * /team/settings/services (spec part 3 §2.10): the webhook panels of each sender with the
 * read-only URL of this team, blurred under LIMIT_SERVICES (Zapier under LIMIT_ZAPIER), the
 * Clubhouse connection and the team's Asana and Trello.
 */
export default function ServicesPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useTeamServices();
  useDocumentTitle(route.title);
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(view) => (
          <>
            <SettingsSection
              title="Any app, through Zapier"
              intro="Zaps post events of any app to the team activity with the team uuid and its secret."
            >
              <LockedFeature locked={view.zapier_locked} message={WORK_TOOL_MESSAGES.zapierLocked}>
                <div className={styles.grid}>
                  <WebhookCard panel={WEBHOOK_PANELS[0]!} view={view} />
                </div>
              </LockedFeature>
            </SettingsSection>
            <SettingsSection
              title="Webhooks"
              intro={`What ${view.team_name} does in these tools appears in the team activity, beside the check-ins. Give each tool its URL and secret.`}
            >
              <LockedFeature locked={view.locked} message={WORK_TOOL_MESSAGES.servicesLocked}>
                <div className={styles.grid}>
                  {WEBHOOK_PANELS.slice(1).map((panel) => (
                    <WebhookCard key={panel.key} panel={panel} view={view} />
                  ))}
                </div>
                <ClubhouseConnection view={view} />
              </LockedFeature>
            </SettingsSection>
            <SettingsSection title="Asana and Trello" intro="Rollcall reads these every 5 minutes.">
              <LockedFeature locked={view.locked} message={WORK_TOOL_MESSAGES.servicesLocked}>
                <TeamTools view={view} />
              </LockedFeature>
            </SettingsSection>
            {!view.can_manage ? (
              <Caption1 className={styles.note}>
                Only team admins and account admins can change these integrations.
              </Caption1>
            ) : null}
          </>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
