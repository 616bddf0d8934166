/**
 * /demo/trial/ 'Start your free trial' (spec part 1 §2.12, §6): a guest goes on to signup; the
 * shared demo account is signed out first (the 'Logout of Demo' sign-out, then signup); anyone
 * with an account of their own is told so and sent to billing (those who run the account) or home.
 */
import { Body1, Button, makeStyles, Spinner, tokens, typographyStyles } from '@fluentui/react-components';
import { RocketRegular, SignOutRegular } from '@fluentui/react-icons';
import { type ReactNode, useState } from 'react';
import { DEMO_PATH, demoLogoutPath, SIGNUP_PATH } from '../../../../shared/demo-tour.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { signOut } from '../../components/header/sign-out.ts';
import type { TPageProps } from '../page-props.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { existingAccountPlace } from './demo-next-place.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '600px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  heading: { ...typographyStyles.title2, margin: 0 },
  text: { margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalL,
  },
});

function TrialCard({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby="demo-trial-title">
      <span className={styles.icon} aria-hidden="true">
        <RocketRegular />
      </span>
      <h1 id="demo-trial-title" className={styles.heading}>
        {title}
      </h1>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

function LeaveDemo() {
  const styles = useStyles();
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    setLeaving(true);
    void signOut(demoLogoutPath(SIGNUP_PATH));
  };
  return (
    <TrialCard
      title="Start your free trial"
      actions={
        <Button
          appearance="primary"
          icon={leaving ? <Spinner size="tiny" /> : <SignOutRegular />}
          disabledFocusable={leaving}
          onClick={leave}
        >
          {leaving ? 'Signing out of the demo...' : 'Sign out of the demo and sign up'}
        </Button>
      }
    >
      <Body1 as="p" className={styles.text}>
        You are in the shared demo account. To try Rollcall with your own team, sign out of the demo and create your
        organisation: a 30-day trial with every feature. Nothing from the demo is carried over.
      </Body1>
    </TrialCard>
  );
}

function AlreadyCustomer({ user }: { user: TStateUser }) {
  const styles = useStyles();
  const place = existingAccountPlace(user);
  return (
    <TrialCard
      title="You already have an account"
      actions={
        <ButtonLink to={place.href} appearance="primary">
          {place.label}
        </ButtonLink>
      }
    >
      <Body1 as="p" className={styles.text}>
        {`You are signed in to ${user.account_name}, so there is no trial to start.`}{' '}
        {place.href === '/billing/'
          ? 'Your plan and trial are on the billing page.'
          : 'Your account admin manages the plan; ask them about billing.'}
      </Body1>
    </TrialCard>
  );
}

export default function DemoTrialPage(_props: TPageProps) {
  const styles = useStyles();
  const { user } = useLoadedState();
  if (user?.is_demo) return <LeaveDemo />;
  if (user !== null) return <AlreadyCustomer user={user} />;
  return (
    <TrialCard
      title="Start your free trial"
      actions={
        <>
          <ButtonLink to={SIGNUP_PATH} appearance="primary">
            Sign up
          </ButtonLink>
          <AppLink to={DEMO_PATH}>Take the tour first</AppLink>
        </>
      }
    >
      <Body1 as="p" className={styles.text}>
        Try Rollcall with your own team for 30 days, with every feature. Sign up with your work email, Microsoft or
        Slack, then connect where your team talks.
      </Body1>
    </TrialCard>
  );
}
