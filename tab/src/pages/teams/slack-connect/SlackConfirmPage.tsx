import { LinkDismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { SLACK_CONNECT_MESSAGES, type TSlackConnectContext } from '../../../../../shared/slack.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { LockedFeature } from '../../../components/LockedFeature.tsx';
import { QueryGate } from '../../../components/QueryGate.tsx';
import type { TPageProps } from '../../page-props.ts';
import { ConnectChoices } from '../msteams-connect/ConnectChoices.tsx';
import { connectLinkRefusal } from '../msteams-connect/connect-text.ts';
import { SLACK_CONNECT_WORDS } from '../msteams-connect/connect-words.ts';
import { SendToAdmin } from '../msteams-connect/SendToAdmin.tsx';
import { slackConnectQuery } from './slack-connect-query.ts';

/** '12 public channels ...': what the broadcast choices will be. */
function channelsText(count: number): string {
  const channels = `${count} public ${count === 1 ? 'channel' : 'channels'}`;
  return `${channels} found: reports can post their check-ins there.`;
}

function ConfirmCard({ context }: { context: TSlackConnectContext }) {
  const title = `Connect ${context.team_name}`;
  useDocumentTitle(title);
  return (
    <FormCard wide title={title} subtitle="Slack" footer={<AppLink to="/platform/slack/">Back to Slack</AppLink>}>
      <LockedFeature locked={context.locked} message={SLACK_CONNECT_MESSAGES.emailOnly}>
        {context.can_connect ? (
          <ConnectChoices context={context} words={SLACK_CONNECT_WORDS} extra={channelsText(context.channel_count)} />
        ) : (
          <SendToAdmin activationLink={context.activation_link} words={SLACK_CONNECT_WORDS} />
        )}
      </LockedFeature>
    </FormCard>
  );
}

/** A confirm link the server refused (gone, another organization's install, or connected already). */
function RefusedInstall({ message }: { message: string }) {
  const connected = message.startsWith(SLACK_CONNECT_MESSAGES.alreadyConnected.split('{team}')[0]!);
  const title = connected ? 'This workspace is already connected' : 'This Slack connection cannot be confirmed';
  useDocumentTitle(title);
  return (
    <EmptyState
      card
      icon={<LinkDismissRegular />}
      title={title}
      body={message}
      action={
        connected ? (
          <AppLink to="/team/settings/general/">Open Team Settings</AppLink>
        ) : (
          <AppLink to="/platform/slack/">Back to Slack</AppLink>
        )
      }
    />
  );
}

/**
 * /connect/slack/{slug}/confirm/ (spec part 1 §2.10): after Slack's consent page, the workspace
 * installed is linked to a new or the current Rollcall team, with the Teams screen's choices and
 * warnings; anyone who may not connect teams is told to send the link to their admin.
 */
export default function SlackConfirmPage(_props: TPageProps) {
  const location = useLocation();
  const query = useQuery(slackConnectQuery(location.pathname));
  const refusal = query.data === undefined ? connectLinkRefusal(query.error) : undefined;
  if (refusal !== undefined) return <RefusedInstall message={refusal} />;
  return <QueryGate query={query}>{(context) => <ConfirmCard context={context} />}</QueryGate>;
}
