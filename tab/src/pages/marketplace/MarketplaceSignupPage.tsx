import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MARKETPLACE_MESSAGES, ZMarketplaceToken } from '../../../../shared/marketplace-api.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { MicrosoftLogo } from '../accounts/MicrosoftLogo.tsx';
import type { TPageProps } from '../page-props.ts';
import { marketplaceStatusQuery } from './marketplace-queries.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  button: { width: '100%' },
});

/** The landing link's server door: it signs in with Microsoft (or goes straight on) and opens the activation page. */
export function marketplaceAuthHref(token: string): string {
  return `/accounts/microsoft/marketplace/auth?token=${encodeURIComponent(token)}`;
}

const MANAGE_ACCOUNT_HINT =
  "Already use Rollcall? Sign in first, then open your subscription in the Microsoft 365 admin center or the Azure portal and use its 'Manage Account' link to come back here.";

/** The Microsoft button, or why there is none (no token, or the marketplace is off). */
function SignupBody({ enabled, token }: { enabled: boolean; token: string | null }) {
  const styles = useStyles();
  if (!enabled) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {MARKETPLACE_MESSAGES.notConfigured} Ask the people who run it, or sign up directly.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.body}>
      {token === null ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            This link has no subscription in it. Open your subscription in the Microsoft 365 admin center or the Azure
            portal and choose 'Configure Account' or 'Manage Account' again.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Body1>Use your Microsoft work account to set up Rollcall for the subscription you bought.</Body1>
          <Button
            as="a"
            href={marketplaceAuthHref(token)}
            appearance="primary"
            icon={<MicrosoftLogo />}
            className={styles.button}
            size="large"
          >
            Continue with Microsoft
          </Button>
        </>
      )}
      <Body1>{MANAGE_ACCOUNT_HINT}</Body1>
    </div>
  );
}

/** /accounts/msteams/marketplace — sign up through a Microsoft marketplace subscription (part 1 §2.8). */
export default function MarketplaceSignupPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const [searchParams] = useSearchParams();
  const parsed = ZMarketplaceToken.safeParse(searchParams.get('token') ?? '');
  const query = useQuery(marketplaceStatusQuery());
  const token = parsed.success ? parsed.data : null;
  // Signing in with a password comes back to the activation page of this purchase.
  const login = token
    ? `/accounts/login/?next=${encodeURIComponent(`/accounts/marketplace/activate/?token=${encodeURIComponent(token)}`)}`
    : '/accounts/login/';
  return (
    <QueryGate query={query}>
      {(status) => (
        <FormCard
          title="Set up your Rollcall subscription"
          subtitle="You bought Rollcall in the Microsoft marketplace."
          footer={
            <span>
              Have an account with a password? <AppLink to={login}>Sign in first</AppLink>
            </span>
          }
        >
          <SignupBody enabled={status.enabled} token={token} />
        </FormCard>
      )}
    </QueryGate>
  );
}
