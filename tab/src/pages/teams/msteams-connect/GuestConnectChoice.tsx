import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { installRegisterPath } from '../../../../../shared/install-register.ts';
import { loginPathFor } from '../../../app/sign-in-redirect.tsx';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { QueryGate } from '../../../components/QueryGate.tsx';
import { connectGuestQuery } from './connect-queries.ts';
import { connectLinkRefusal } from './connect-text.ts';
import { MSTEAMS_CONNECT_WORDS, type TConnectLinkWords } from './connect-words.ts';
import { InvalidConnectLink } from './InvalidConnectLink.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  button: { width: '100%' },
});

function GuestCard({ slug, pageLink, words }: { slug: string; pageLink: string; words: TConnectLinkWords }) {
  const styles = useStyles();
  const title = `Connect your ${words.platform} ${words.place}`;
  useDocumentTitle(title);
  return (
    <FormCard title={title} subtitle={words.platform}>
      <Body1>
        To connect the {words.place} you added Rollcall to, sign in to your Rollcall account, or create one: the
        organization you create is yours to manage, so you can connect the {words.place} right after.
      </Body1>
      <div className={styles.actions}>
        <Button as="a" appearance="primary" size="large" className={styles.button} href={loginPathFor(pageLink)}>
          Sign in to connect
        </Button>
        <Button as="a" size="large" className={styles.button} href={installRegisterPath(slug)}>
          Create a Rollcall account
        </Button>
      </div>
      <AppLink to={words.platformPage}>{`How to connect ${words.platform}`}</AppLink>
    </FormCard>
  );
}

/**
 * The confirm screen for someone signed out (spec part 1 §2.7): the installer may have no Rollcall
 * login yet, so they choose between signing in (and coming back to this very link) and the
 * chat-install signup, instead of losing the link on the login page. Microsoft Teams and Webex
 * links alike: `words` names the platform.
 */
export function GuestConnectChoice({ words = MSTEAMS_CONNECT_WORDS }: { words?: TConnectLinkWords }) {
  const location = useLocation();
  const query = useQuery(connectGuestQuery(location.pathname, location.search));
  const refusal = query.data === undefined ? connectLinkRefusal(query.error, words.linkInvalid) : undefined;
  if (refusal !== undefined) return <InvalidConnectLink message={refusal} words={words} />;
  return (
    <QueryGate query={query}>
      {(guest) => (
        <GuestCard slug={guest.activation_slug} pageLink={location.pathname + location.search} words={words} />
      )}
    </QueryGate>
  );
}
