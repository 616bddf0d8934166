import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';
import { ASK_BILLING_OWNER, useBillingHref } from './SeePlansOrAsk.tsx';

const useStyles = makeStyles({
  root: { position: 'relative', minHeight: '200px' },
  // The locked content stays in view, blurred, but cannot be reached or read.
  content: { filter: 'blur(3px)', opacity: 0.6, userSelect: 'none', pointerEvents: 'none' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    maxWidth: '380px',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  title: { margin: 0 },
  message: { margin: 0 },
});

/**
 * Wraps content a plan flag locks: when `locked`, the content is drawn blurred and inert (no
 * focus, hidden from screen readers) under a card that says it is not in the current plan and
 * offers 'See plans' (/billing/) to who may manage billing, or says who can change the plan to
 * everyone else. Unlocked, the content is rendered as is.
 */
export function LockedFeature({
  locked,
  message,
  children,
}: {
  locked: boolean;
  message: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const billingHref = useBillingHref();
  if (!locked) return children;
  return (
    <div className={styles.root}>
      <div className={styles.content} aria-hidden="true" inert>
        {children}
      </div>
      <div className={styles.overlay}>
        <section className={styles.card} aria-label="Not in your current plan">
          <LockClosedRegular className={styles.icon} aria-hidden="true" />
          <Subtitle2 as="h3" className={styles.title}>
            This feature is not in your current plan
          </Subtitle2>
          <Body1 as="p" className={styles.message}>
            {message}
          </Body1>
          {billingHref === null ? (
            <Body1 as="p" className={styles.message}>
              {ASK_BILLING_OWNER}
            </Body1>
          ) : (
            <AppLink to={billingHref}>See plans</AppLink>
          )}
        </section>
      </div>
    </div>
  );
}
