import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PeopleErrorRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { invitationQuery } from './account-queries.ts';
import { InvitedSignupForm } from './InvitedSignupForm.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { SsoNotice } from './SsoNotice.tsx';

/**
 * /accounts/invite/:hash/confirm — register and accept an invitation to an organization (part 1
 * §2.3), with the form or, when configured, with the Microsoft account of the invited email.
 */
export default function InvitedSignupPage({ route }: TPageProps) {
  const { hash = '' } = useParams();
  const query = useQuery(invitationQuery(hash));
  useDocumentTitle(route.title);
  const invalid = (
    <EmptyState
      card
      icon={<PeopleErrorRegular />}
      title={ACCOUNT_MESSAGES.invalidLink}
      body={ACCOUNT_MESSAGES.invitationInvalid}
      note="Ask the person who invited you to send a new invitation."
      action={<AppLink to="/accounts/login/">Sign in instead</AppLink>}
    />
  );
  return (
    <QueryGate query={query} notFound={invalid}>
      {(invitation) => (
        <FormCard wide title={`Join ${invitation.organization} on Rollcall`}>
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              You were invited by {invitation.invited_by_name}. Register &amp; accept your invite.
            </MessageBarBody>
          </MessageBar>
          <SsoNotice />
          {/* Microsoft accepts the invitation itself when it vouches for the invited email. */}
          <SsoButtons purpose="register" withSlack={false} next={`/accounts/invite/${hash}/confirm/`} />
          <InvitedSignupForm hash={hash} invitation={invitation} />
        </FormCard>
      )}
    </QueryGate>
  );
}
