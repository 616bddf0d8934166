/**
 * The tour's callout: which step this is, what the highlighted part of the sample shows, and the
 * way on (Back, Next, Show me, Skip the tour). Its heading takes the focus when the step changes,
 * so keyboard and screen-reader users land on the new explanation.
 */
import { Body1, Button, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, DismissRegular, TargetArrowRegular } from '@fluentui/react-icons';
import { forwardRef, type ReactNode } from 'react';
import {
  DEMO_TOUR_STEPS,
  demoNeighbours,
  demoStepLabel,
  demoStepPath,
  type TDemoTourStep,
} from '../../../../shared/demo-tour.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import type { TTourStepText } from './tour-steps.ts';

const useStyles = makeStyles({
  callout: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderLeft: `6px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  progress: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  dot: {
    width: '28px',
    height: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralStroke1,
  },
  dotDone: { backgroundColor: tokens.colorBrandBackground },
  heading: {
    ...typographyStyles.title3,
    margin: 0,
    overflowWrap: 'anywhere',
    ':focus': { outline: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  step: { ...typographyStyles.caption1Strong, display: 'block', color: tokens.colorBrandForeground1 },
  text: { margin: 0, maxWidth: '75ch' },
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
  skip: { marginLeft: 'auto', '@media (max-width: 599.98px)': { marginLeft: 0 } },
});

export interface TTourCalloutProps {
  step: TDemoTourStep;
  text: TTourStepText;
  headingId: string;
  /** The id of the explanation, which the highlighted part is described by. */
  textId: string;
  /** Offered when the step points at a part of the sample. */
  onShowMe: (() => void) | null;
  onSkip(): void;
  /** Step-specific links under the explanation. */
  children?: ReactNode;
}

/** The callout of one step; the ref is its heading (focused on step changes). */
export const TourCallout = forwardRef<HTMLHeadingElement, TTourCalloutProps>(function TourCallout(
  { step, text, headingId, textId, onShowMe, onSkip, children },
  heading,
) {
  const styles = useStyles();
  const { previous, next } = demoNeighbours(step);
  const index = DEMO_TOUR_STEPS.indexOf(step);
  return (
    <section className={styles.callout} aria-labelledby={headingId} data-demo-callout="">
      <ol className={styles.progress} aria-hidden="true">
        {DEMO_TOUR_STEPS.map((each, position) => (
          <li key={each} className={mergeClasses(styles.dot, position <= index && styles.dotDone)} />
        ))}
      </ol>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        <span className={styles.step}>{`${demoStepLabel(step)}:`} </span>
        {text.title}
      </h1>
      <Body1 as="p" id={textId} className={styles.text}>
        {text.text}
      </Body1>
      {children}
      <nav className={styles.nav} aria-label="Tour">
        {previous === null ? (
          <Button icon={<ArrowLeftRegular />} disabledFocusable>
            Back
          </Button>
        ) : (
          <ButtonLink to={demoStepPath(previous)} icon={<ArrowLeftRegular />}>
            Back
          </ButtonLink>
        )}
        {next === null ? null : (
          <ButtonLink to={demoStepPath(next)} appearance="primary" icon={<ArrowRightRegular />}>
            Next
          </ButtonLink>
        )}
        {onShowMe === null ? null : (
          <Button appearance="subtle" icon={<TargetArrowRegular />} onClick={onShowMe}>
            Show me
          </Button>
        )}
        <Button className={styles.skip} appearance="subtle" icon={<DismissRegular />} onClick={onSkip}>
          Skip the tour
        </Button>
      </nav>
    </section>
  );
});
