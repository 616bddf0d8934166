import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { type TWebexConnectContext, WEBEX_MESSAGES } from '../../../../../shared/webex.ts';
import { useLoadedState } from '../../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { LockedFeature } from '../../../components/LockedFeature.tsx';
import { QueryGate } from '../../../components/QueryGate.tsx';
import type { TPageProps } from '../../page-props.ts';
import { ConnectChoices } from '../msteams-connect/ConnectChoices.tsx';
import { connectLinkRefusal } from '../msteams-connect/connect-text.ts';
import { WEBEX_CONNECT_WORDS } from '../msteams-connect/connect-words.ts';
import { GuestConnectChoice } from '../msteams-connect/GuestConnectChoice.tsx';
import { InvalidConnectLink } from '../msteams-connect/InvalidConnectLink.tsx';
import { SendToAdmin } from '../msteams-connect/SendToAdmin.tsx';
import { webexConnectQuery } from './webex-queries.ts';

function ConfirmCard({ context }: { context: TWebexConnectContext }) {
  const title = `Connect ${context.team_name}`;
  useDocumentTitle(title);
  return (
    <FormCard
      wide
      title={title}
      subtitle={WEBEX_CONNECT_WORDS.platform}
      footer={<AppLink to={WEBEX_CONNECT_WORDS.platformPage}>Back to Cisco Webex Teams</AppLink>}
    >
      <LockedFeature locked={context.locked} message={WEBEX_MESSAGES.emailOnly}>
        {context.can_connect ? (
          <ConnectChoices context={context} words={WEBEX_CONNECT_WORDS} />
        ) : (
          <SendToAdmin activationLink={context.activation_link} words={WEBEX_CONNECT_WORDS} />
        )}
      </LockedFeature>
    </FormCard>
  );
}

/** The confirm screen of a signed-in viewer: loads the space the welcome link points at. */
function SignedInConfirm({ slug }: { slug: string }) {
  const query = useQuery(webexConnectQuery(slug));
  const refusal = query.data === undefined ? connectLinkRefusal(query.error, WEBEX_MESSAGES.linkInvalid) : undefined;
  if (refusal !== undefined) return <InvalidConnectLink message={refusal} words={WEBEX_CONNECT_WORDS} />;
  return <QueryGate query={query}>{(context) => <ConfirmCard context={context} />}</QueryGate>;
}

/**
 * /connect/spark/{slug}/confirm/ (spec part 1 §2.10, the SPARK variant): the welcome link the
 * Rollcall bot sends privately to whoever added it to a Webex space. An admin connects the space
 * (Connect team, or Overwrite / Create New Team when their team is linked already, with the 'Heads
 * up' for a space of one); anyone else is told to send the link to their admin; a signed-out
 * visitor signs in or registers (§2.7) and comes back here.
 */
export default function WebexConfirmPage(_props: TPageProps) {
  const { user } = useLoadedState();
  const { slug = '' } = useParams();
  if (user === null) return <GuestConnectChoice words={WEBEX_CONNECT_WORDS} />;
  return <SignedInConfirm slug={slug} />;
}
