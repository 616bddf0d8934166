import { useParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import type { TPageProps } from '../page-props.ts';
import { ConfirmLinkCard } from './ConfirmLinkCard.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { TokenGate } from './TokenGate.tsx';

/** /accounts/magic_link/:token — sign in with an emailed one-time link, by pressing 'Sign in'. */
export default function MagicLinkPage({ route }: TPageProps) {
  const { token = '' } = useParams();
  useDocumentTitle(route.title);
  const invalid = (
    <InvalidLink
      body={ACCOUNT_MESSAGES.magicLinkInvalid}
      to="/accounts/magic_link/request/"
      action="Request a new sign-in link"
    />
  );
  return (
    <TokenGate kind="magic-link" token={token} invalid={invalid}>
      {(email) => (
        <ConfirmLinkCard
          title="Sign in to Rollcall"
          body={
            email === null ? (
              'Press the button to sign in.'
            ) : (
              <>
                Sign in as <strong>{email}</strong>.
              </>
            )
          }
          path={`/accounts/magic_link/${encodeURIComponent(token)}/`}
          buttonLabel="Sign in"
          pendingLabel="Signing in..."
        />
      )}
    </TokenGate>
  );
}
