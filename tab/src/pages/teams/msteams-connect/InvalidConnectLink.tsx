import { LinkDismissRegular } from '@fluentui/react-icons';
import { MSTEAMS_MESSAGES } from '../../../../../shared/msteams.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { connectRefusalTitle } from './connect-text.ts';

/**
 * A connect link the server refused (unknown, tampered with, replaced by a newer one, expired,
 * already used, or another organization's team): what happened, its reason and where to go next.
 * A used link's team is managed in Rollcall, so that refusal leads to the team settings.
 */
export function InvalidConnectLink({ message }: { message: string }) {
  const title = connectRefusalTitle(message);
  useDocumentTitle(title);
  const action =
    message === MSTEAMS_MESSAGES.linkUsed ? (
      <AppLink to="/team/settings/general/">Open Team Settings</AppLink>
    ) : (
      <AppLink to="/platform/msteams/">How to connect Microsoft Teams</AppLink>
    );
  return <EmptyState card icon={<LinkDismissRegular />} title={title} body={message} action={action} />;
}
