/**
 * Step 4 of the tour: where to go from here. 'Start your free trial' for everyone who has no
 * account of their own; connecting a platform for someone whose team waits for it; the learning
 * area once it is built; and the tour again.
 */
import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import {
  ArrowCounterclockwiseRegular,
  BookOpenRegular,
  PlugConnectedRegular,
  RocketRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { DEMO_TRIAL_PATH, demoStepPath } from '../../../../shared/demo-tour.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { isPlannedHref } from '../../app/page-availability.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { demoNextPlace } from './demo-next-place.ts';

const LEARNING_PATH = '/onboarding/';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalL,
    // A flex child with auto margins shrinks to its content: the grid takes the stage's width instead.
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: '1100px',
    margin: '0 auto',
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  heading: { margin: 0 },
  text: { margin: 0, flexGrow: 1 },
});

function NextCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  const styles = useStyles();
  return (
    <li className={styles.card}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Subtitle2 as="h2" className={styles.heading}>
        {title}
      </Subtitle2>
      <Body1 as="p" className={styles.text}>
        {text}
      </Body1>
      {action}
    </li>
  );
}

export function EndStep() {
  const styles = useStyles();
  const { user, team } = useLoadedState();
  const next = demoNextPlace(user, team);
  const hasOwnAccount = user !== null && !user.is_demo;
  return (
    <ul className={styles.grid}>
      {hasOwnAccount ? null : (
        <NextCard
          icon={<RocketRegular />}
          title="Start your free trial"
          text="30 days with every feature for your own team. No card needed to start."
          action={
            <ButtonLink to={DEMO_TRIAL_PATH} appearance="primary">
              Start your free trial
            </ButtonLink>
          }
        />
      )}
      <NextCard
        icon={<PlugConnectedRegular />}
        title="Connect where your team talks"
        text={
          hasOwnAccount
            ? 'Slack, Microsoft Teams, Cisco Webex or plain email: each member answers where they already work.'
            : 'Once you have signed up, connect Slack, Microsoft Teams, Cisco Webex or plain email, and pick a report template.'
        }
        action={hasOwnAccount ? <ButtonLink to={next.href}>{next.label}</ButtonLink> : null}
      />
      {isPlannedHref(LEARNING_PATH) ? null : (
        <NextCard
          icon={<BookOpenRegular />}
          title="Learn the ropes"
          text="Guides for members and admins: standups, time zones, notifications and analytics."
          action={<ButtonLink to={LEARNING_PATH}>Open the learning center</ButtonLink>}
        />
      )}
      <NextCard
        icon={<ArrowCounterclockwiseRegular />}
        title="See it again"
        text="Go back to the start of the tour: the sample keeps what you typed until you leave the page."
        action={<ButtonLink to={demoStepPath('dashboard')}>Back to the first step</ButtonLink>}
      />
    </ul>
  );
}
