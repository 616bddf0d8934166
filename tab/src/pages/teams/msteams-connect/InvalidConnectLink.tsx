import { LinkDismissRegular } from '@fluentui/react-icons';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { connectRefusalTitle } from './connect-text.ts';
import { linkWordsOfRefusal, type TConnectLinkWords } from './connect-words.ts';

/**
 * A connect link the server refused (unknown, tampered with, replaced by a newer one, expired,
 * already used, or another organization's team or space): what happened, its reason and where to
 * go next. A used link's team is managed in Rollcall, so that refusal leads to the team settings.
 */
export function InvalidConnectLink({
  message,
  words = linkWordsOfRefusal(message),
}: {
  message: string;
  /** The platform whose link it is (read from the message's words when left out). */
  words?: TConnectLinkWords;
}) {
  const title = connectRefusalTitle(message, words);
  useDocumentTitle(title);
  const action =
    message === words.linkUsed ? (
      <AppLink to="/team/settings/general/">Open Team Settings</AppLink>
    ) : (
      <AppLink to={words.platformPage}>{`How to connect ${words.platform}`}</AppLink>
    );
  return <EmptyState card icon={<LinkDismissRegular />} title={title} body={message} action={action} />;
}
