import { Body1, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useCurrentRoute } from '../../app/current-route.tsx';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';
import { withoutPlannedLinks } from '../../app/page-availability.ts';
import { AppLink } from '../AppLink.tsx';
import { accessHelp } from './access-help.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '600px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, margin: 0 },
  icon: { flexShrink: 0, fontSize: '32px', color: tokens.colorBrandForeground1 },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  text: { margin: 0 },
  steps: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

export interface TAccessDeniedProps {
  /** The server's reason ('Only admins and team admins can configure reports.'). */
  reason: string;
  /**
   * 'forbidden' (403: the viewer may not open it) or 'missing' (404 on a page with no not-found
   * screen of its own: nothing to show, such as team settings without a team).
   */
  kind?: 'forbidden' | 'missing';
}

/**
 * The page a signed-in viewer sees instead of one they may not open (an API answer of 403), or
 * one with nothing to show (404): what the page is for, why, who can help and where to go
 * instead. Never a retry: trying again would get the same answer.
 */
export function AccessDenied({ reason, kind = 'forbidden' }: TAccessDeniedProps) {
  const styles = useStyles();
  const route = useCurrentRoute();
  const state = useOptionalLoadedState();
  const help = state?.user ? accessHelp(route, state.user, state.team) : null;
  const steps =
    help === null ? [] : withoutPlannedLinks(help.nextSteps).filter((step) => step.href !== `${route?.path}/`);
  const missing = kind === 'missing';
  const pageName = route === null ? 'this page' : route.title;
  return (
    <section className={styles.root} aria-labelledby="access-denied-title">
      <Title2 as="h1" id="access-denied-title" className={styles.heading}>
        <LockClosedRegular className={styles.icon} aria-hidden="true" />
        {missing ? `Nothing to show on ${pageName}` : `You cannot open ${pageName}`}
      </Title2>
      {route === null ? null : (
        <div className={styles.part}>
          <Subtitle2 as="h2">What this page is</Subtitle2>
          <Body1 as="p" className={styles.text}>
            {route.purpose}
          </Body1>
        </div>
      )}
      <div className={styles.part}>
        <Subtitle2 as="h2">{missing ? 'Why it is empty' : 'Why you cannot open it'}</Subtitle2>
        <Body1 as="p" className={styles.text}>
          {reason}
        </Body1>
      </div>
      {help === null || (missing && state?.team !== null) ? null : (
        <div className={styles.part}>
          <Subtitle2 as="h2">Who can help</Subtitle2>
          <Body1 as="p" className={styles.text}>
            {help.whoCanHelp}
          </Body1>
        </div>
      )}
      {steps.length === 0 ? null : (
        <nav className={styles.part} aria-label="What to do next">
          <Subtitle2 as="h2">What you can do now</Subtitle2>
          <ul className={styles.steps}>
            {steps.map((step) => (
              <li key={step.href}>
                <AppLink to={step.href}>{step.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
