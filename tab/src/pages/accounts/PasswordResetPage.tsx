import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import type { TPageProps } from '../page-props.ts';
import { InvalidLink } from './InvalidLink.tsx';
import { PasswordResetForm } from './PasswordResetForm.tsx';
import { TokenGate } from './TokenGate.tsx';

/** /accounts/password-reset/:uuid — choose a new password from an emailed link (part 2 §2.3). */
export default function PasswordResetPage({ route }: TPageProps) {
  const { uuid = '' } = useParams();
  useDocumentTitle(route.title);
  const invalid = (
    <InvalidLink
      body="This password reset link is unknown, was already used or has expired (links are valid for 24 hours)."
      to="/accounts/forgot-password/"
      action="Request another reset link"
    />
  );
  return (
    <TokenGate kind="password-reset" token={uuid} invalid={invalid}>
      {(email) => <PasswordResetForm uuid={uuid} email={email} />}
    </TokenGate>
  );
}
