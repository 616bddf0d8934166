import { LinkDismissRegular } from '@fluentui/react-icons';
import { ACCOUNT_MESSAGES } from '../../../../../shared/accounts.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';

/** A connect link the server refused (unknown, tampered with, replaced by a newer one): its reason and where to start over. */
export function InvalidConnectLink({ message }: { message: string }) {
  useDocumentTitle(ACCOUNT_MESSAGES.invalidLink);
  return (
    <EmptyState
      card
      icon={<LinkDismissRegular />}
      title={ACCOUNT_MESSAGES.invalidLink}
      body={message}
      action={<AppLink to="/platform/msteams/">How to connect Microsoft Teams</AppLink>}
    />
  );
}
