import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { DocumentAddRegular, PersonAddRegular, SettingsRegular } from '@fluentui/react-icons';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    width: '100%',
  },
  link: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    textAlign: 'left',
    ':hover': { boxShadow: tokens.shadow8, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  title: { margin: 0, color: tokens.colorBrandForeground1 },
  text: { color: tokens.colorNeutralForeground2 },
});

interface TStep {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const STEPS: readonly TStep[] = [
  {
    to: '/reports/presets/',
    title: 'Create your first report',
    text: 'Start from a template or write your own questions.',
    icon: <DocumentAddRegular />,
  },
  {
    to: '/team/settings/members/action/add/',
    title: 'Invite team members',
    text: 'Add the people who will answer check-ins.',
    icon: <PersonAddRegular />,
  },
  {
    to: '/team/settings/general/',
    title: 'Team settings',
    text: 'Members, time zones and how the team is connected.',
    icon: <SettingsRegular />,
  },
];

function StepLink({ step }: { step: TStep }) {
  const styles = useStyles();
  const href = useHref(step.to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(step.to);
  return (
    <a className={styles.link} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      <span className={styles.icon} aria-hidden="true">
        {step.icon}
      </span>
      <Subtitle2 as="h2" className={styles.title}>
        {step.title}
      </Subtitle2>
      <Body1 className={styles.text}>{step.text}</Body1>
    </a>
  );
}

/** The next steps after a team is connected, as a list of card links. */
export function NextSteps() {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Next steps">
      {STEPS.map((step) => (
        <li key={step.to}>
          <StepLink step={step} />
        </li>
      ))}
    </ul>
  );
}
