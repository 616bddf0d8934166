import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { MSTEAMS_MESSAGES, type TMsTeamsConnectContext } from '../../../../../shared/msteams.ts';
import { useLoadedState } from '../../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { LockedFeature } from '../../../components/LockedFeature.tsx';
import { QueryGate } from '../../../components/QueryGate.tsx';
import type { TPageProps } from '../../page-props.ts';
import { ConnectChoices } from './ConnectChoices.tsx';
import { msTeamsConnectQuery } from './connect-queries.ts';
import { connectLinkRefusal } from './connect-text.ts';
import { GuestConnectChoice } from './GuestConnectChoice.tsx';
import { InvalidConnectLink } from './InvalidConnectLink.tsx';
import { SendToAdmin } from './SendToAdmin.tsx';

function ConfirmCard({ context }: { context: TMsTeamsConnectContext }) {
  const title = `Connect ${context.team_name}`;
  useDocumentTitle(title);
  return (
    <FormCard
      wide
      title={title}
      subtitle="Microsoft Teams"
      footer={<AppLink to="/platform/connect/">Back to all platforms</AppLink>}
    >
      <LockedFeature locked={context.locked} message={MSTEAMS_MESSAGES.emailOnly}>
        {context.can_connect ? (
          <ConnectChoices context={context} />
        ) : (
          <SendToAdmin activationLink={context.activation_link} />
        )}
      </LockedFeature>
    </FormCard>
  );
}

/** The confirm screen of a signed-in viewer: loads what the link points at. */
function SignedInConfirm() {
  const location = useLocation();
  const query = useQuery(msTeamsConnectQuery(location.pathname, location.search));
  const refusal = query.data === undefined ? connectLinkRefusal(query.error) : undefined;
  if (refusal !== undefined) return <InvalidConnectLink message={refusal} />;
  return <QueryGate query={query}>{(context) => <ConfirmCard context={context} />}</QueryGate>;
}

/**
 * Both forms of the Microsoft Teams connect link (spec part 1 §2.10): the long link the bot
 * sends and /connect/msteams/{slug}/confirm/. Lets an admin connect what the link points at, tells
 * anyone else to send the link to their admin, and offers a signed-out visitor signing in or the
 * chat-install signup (§2.7), both of which come back here.
 */
export default function MsTeamsConfirmPage(_props: TPageProps) {
  const { user } = useLoadedState();
  return user === null ? <GuestConnectChoice /> : <SignedInConfirm />;
}
