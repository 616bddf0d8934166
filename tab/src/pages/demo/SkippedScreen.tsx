/**
 * What /demo/ shows once this browser skipped the tour (spec part 1 §4): that it was skipped, the
 * next place to go for this visitor, and 'Take the tour anyway'.
 */
import { Body1, Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import type { TDemoLink } from './demo-next-place.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  heading: { ...typographyStyles.title2, margin: 0, ':focus': { outline: 'none' } },
  text: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
});

export interface TSkippedScreenProps {
  next: TDemoLink;
  onTakeTour(): void;
  /** Just skipped (not a later visit): the heading takes the focus from the button that went away. */
  focusHeading: boolean;
}

export function SkippedScreen({ next, onTakeTour, focusHeading }: TSkippedScreenProps) {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section className={styles.card} aria-labelledby="demo-skipped-title">
      <h1 id="demo-skipped-title" ref={heading} tabIndex={-1} className={styles.heading}>
        You skipped the tour
      </h1>
      <Body1 as="p" className={styles.text}>
        This browser remembers that you skipped the tour of Rollcall, so it does not start by itself. Take it whenever
        you like: it uses a sample team and sends nothing.
      </Body1>
      <div className={styles.actions}>
        <ButtonLink to={next.href} appearance="primary">
          {next.label}
        </ButtonLink>
        <Button icon={<PlayRegular />} onClick={onTakeTour}>
          Take the tour anyway
        </Button>
      </div>
    </section>
  );
}
