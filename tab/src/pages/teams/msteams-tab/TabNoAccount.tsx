/**
 * What a Teams tab shows a person Microsoft signed in but Rollcall does not know: a clear way to
 * sign in with the account they use at Rollcall (the popup, or email), and to sign up (in a
 * browser window: Microsoft's pages refuse to load in a tab's frame).
 */
import { Body1, Link } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink.tsx';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { useFormStyles } from '../../../components/forms/form-styles.ts';
import { TabMicrosoftButton } from './TabMicrosoftButton.tsx';

/** The no-account screen; `next` is the tab's page to return to once signed in. */
export function TabNoAccount({ next }: { next: string }) {
  const styles = useFormStyles();
  const footer = (
    <div className={styles.links}>
      <span>
        Have a password?{' '}
        <AppLink to={`/accounts/tab-login/?next=${encodeURIComponent(next)}`}>Sign in with email</AppLink>
      </span>
      <span>
        New to Rollcall?{' '}
        <Link href="/accounts/signup/" target="_blank" rel="noopener">
          Create an account
        </Link>
      </span>
    </div>
  );
  return (
    <FormCard
      title="You don't have a Rollcall account yet"
      subtitle="Microsoft Teams signed you in, but no Rollcall account uses your Microsoft account."
      footer={footer}
    >
      <Body1>
        Sign in with the account you use at Rollcall and we will remember your Microsoft account for next time. If you
        added Rollcall to a team in Teams, open the link the Rollcall bot sent you to finish signing up.
      </Body1>
      <TabMicrosoftButton next={next} label="Sign in" withLogo={false} />
    </FormCard>
  );
}
