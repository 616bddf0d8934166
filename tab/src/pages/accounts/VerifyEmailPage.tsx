import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import type { TPageProps } from '../page-props.ts';
import { ConfirmLinkCard } from './ConfirmLinkCard.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { TokenGate } from './TokenGate.tsx';

/** /accounts/verify-email/:token — confirm the signup email from the emailed link, by pressing a button. */
export default function VerifyEmailPage({ route }: TPageProps) {
  const { token = '' } = useParams();
  useDocumentTitle(route.title);
  const invalid = (
    <InvalidLink
      body="This verification link is unknown, was already used or has expired. Start your signup again to get a new one."
      to="/accounts/signup/"
      action="Go to signup"
    />
  );
  return (
    <TokenGate kind="verify-email" token={token} invalid={invalid}>
      {(email) => (
        <ConfirmLinkCard
          title="Confirm your email"
          body={
            email === null ? (
              'Confirm your email address to finish setting up your account.'
            ) : (
              <>
                Confirm that <strong>{email}</strong> is your email address to finish setting up your account.
              </>
            )
          }
          path={`/accounts/verify-email/${encodeURIComponent(token)}/`}
          buttonLabel="Confirm email"
          pendingLabel="Confirming..."
        />
      )}
    </TokenGate>
  );
}
