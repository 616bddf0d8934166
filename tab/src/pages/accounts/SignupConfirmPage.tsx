import { LinkDismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { signupContextQuery } from './account-queries.ts';
import { CheckEmailScreen } from './signup/CheckEmailScreen.tsx';
import { SignupWizard } from './signup/SignupWizard.tsx';

/** /accounts/signup/:hash/confirm — check-your-email, or the three signup steps once verified. */
export default function SignupConfirmPage({ route }: TPageProps) {
  const { hash = '' } = useParams();
  const query = useQuery(signupContextQuery(hash));
  useDocumentTitle(route.title);
  const invalid = (
    <EmptyState
      card
      icon={<LinkDismissRegular />}
      title="This signup link is invalid"
      body="It may have expired or been used already. Start again with your work email."
      action={<AppLink to="/accounts/signup/">Start a new signup</AppLink>}
    />
  );
  return (
    <QueryGate query={query} notFound={invalid}>
      {(context) =>
        context.is_verified ? (
          <SignupWizard hash={hash} context={context} />
        ) : (
          <CheckEmailScreen email={context.email} slug={context.slug} />
        )
      }
    </QueryGate>
  );
}
