import { Body1, Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { ChatMultipleRegular } from '@fluentui/react-icons';
import { canCreateTeams } from '../../../../shared/permissions.ts';
import { SLACK_CONNECT_PATH, SLACK_MESSAGES } from '../../../../shared/slack.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import type { TPageProps } from '../page-props.ts';
import { LockedAction } from './LockedAction.tsx';
import { PlatformInfoLayout, type TPlatformNotice } from './PlatformInfoLayout.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

/** Why 'Connect Slack' cannot be pressed here, or null when it can. */
function refusalOf(configured: boolean, mayConnect: boolean): string | null {
  if (!configured) return SLACK_MESSAGES.notConfigured;
  if (!mayConnect) return SLACK_MESSAGES.askAdmin;
  return null;
}

/** The notice of Slack as this server runs it. */
function noticeOf(configured: boolean, mayConnect: boolean): TPlatformNotice {
  if (!configured)
    return {
      intent: 'info',
      title: 'Slack is not configured on this server',
      body: 'The Slack app settings of this Rollcall server are missing (see below). You can run your team by email in the meantime.',
    };
  return {
    intent: 'success',
    title: 'Slack is ready on this server',
    body: mayConnect
      ? 'Press Connect Slack, approve Rollcall in your workspace, then confirm the team it becomes in Rollcall.'
      : SLACK_MESSAGES.askAdmin,
  };
}

/** 'Connect Slack': a full page load to the server's install route, or disabled with the reason. */
function ConnectSlackAction({ refusal, emailOnly }: { refusal: string | null; emailOnly: boolean }) {
  const styles = useStyles();
  if (emailOnly)
    return (
      <div className={styles.actions}>
        <LockedAction label="Connect Slack" />
      </div>
    );
  return (
    <div className={styles.actions}>
      {refusal === null ? (
        <Button as="a" href={SLACK_CONNECT_PATH} appearance="primary" icon={<ChatMultipleRegular />}>
          Connect Slack
        </Button>
      ) : (
        <>
          <Tooltip content={refusal} relationship="description" withArrow>
            <Button disabledFocusable appearance="primary" icon={<ChatMultipleRegular />}>
              Connect Slack
            </Button>
          </Tooltip>
          <Body1>{refusal}</Body1>
        </>
      )}
    </div>
  );
}

/**
 * Connect Slack (spec part 3 §2.8): the permissions Rollcall asks the workspace for and 'Connect
 * Slack' (-> /connect/slack/), disabled with the reason when this server has no Slack app settings
 * or the viewer may not connect teams. Refusals of the install come back here as toasts.
 */
export default function SlackPage({ route }: TPageProps) {
  const { config, user } = useLoadedState();
  const configured = config.platforms.slack;
  const mayConnect = user !== null && canCreateTeams(user);
  const emailOnly = user?.feature_map.includes('EMAIL_TEAM_ONLY') ?? false;
  return (
    <PlatformInfoLayout
      title={route.title}
      notice={noticeOf(configured, mayConnect)}
      offerEmail={!configured}
      subtitle="Install Rollcall in your Slack workspace and your team answers check-ins in Slack."
    >
      <Body1 as="p">When you connect Slack, Rollcall asks your workspace for permission to:</Body1>
      <ul>
        <li>read the public channels, so you can pick where reports are broadcast;</li>
        <li>read the email addresses of members, to match them with their Rollcall accounts;</li>
        <li>send messages, to deliver check-ins, reminders and reports;</li>
        <li>read the workspace profile, to show members by their names.</li>
      </ul>
      <ConnectSlackAction refusal={refusalOf(configured, mayConnect)} emailOnly={emailOnly} />
    </PlatformInfoLayout>
  );
}
