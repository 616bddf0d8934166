/**
 * The guided tour (spec part 1 §4, part 3 §2.8): the callout on top, and under it the sample team
 * drawn by the product's own pages in a sandbox (its own query cache, its own calls), so nothing
 * here reaches the server. Escape on the callout or the page skips; inside the sample, Escape
 * belongs to the product (menus, dialogs).
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { DEMO_TEAM, DEMO_VIEWER_ID } from '../../../../shared/demo-sample.ts';
import { demoStepPath, type TDemoTourStep } from '../../../../shared/demo-tour.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { DashboardCallsContext } from '../dashboard/dashboard-calls.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { CheckinStep } from './CheckinStep.tsx';
import { DashboardStep } from './DashboardStep.tsx';
import { type DemoSandbox, useDemoRun } from './demo-sandbox.ts';
import { EndStep } from './EndStep.tsx';
import { HistoryStep } from './HistoryStep.tsx';
import { TourCallout } from './TourCallout.tsx';
import { tourStepText, tourTarget } from './tour-steps.ts';
import { useSpotlight } from './use-spotlight.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // A block, not a flex column: the product's pages centre themselves with auto margins, which
  // would shrink them to their content inside a flex container.
  stage: {
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    '@media (max-width: 599.98px)': { padding: tokens.spacingHorizontalS },
  },
  badge: { marginBottom: tokens.spacingVerticalM },
});

export interface TDemoTourProps {
  step: TDemoTourStep;
  sandbox: DemoSandbox;
  onSkip(): void;
  /** Move the focus to the first step's heading at once (the visitor just chose to take the tour). */
  focusFirst?: boolean;
}

function StepBody({ step, sandbox }: { step: TDemoTourStep; sandbox: DemoSandbox }) {
  const run = useDemoRun(sandbox);
  switch (step) {
    case 'dashboard':
      return <DashboardStep run={run} />;
    case 'checkin':
      return <CheckinStep sandbox={sandbox} />;
    case 'history':
      return <HistoryStep run={run} />;
    case 'end':
      return <EndStep />;
  }
}

/** Links under the explanation that only make sense at one step. */
function StepLinks({ step, submitted }: { step: TDemoTourStep; submitted: boolean }): ReactNode {
  if (step === 'checkin' && submitted) {
    return (
      <div>
        <ButtonLink to={demoStepPath('dashboard')} size="small">
          See it on the dashboard
        </ButtonLink>
      </div>
    );
  }
  return null;
}

/** The tour at `step`. */
export function DemoTour({ step, sandbox, onSkip, focusFirst = false }: TDemoTourProps) {
  const styles = useStyles();
  const headingId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = useRef<HTMLElement>(null);
  const run = useDemoRun(sandbox);
  const submitted = run.entries.some((entry) => entry.member_id === DEMO_VIEWER_ID && entry.completed);
  const text = tourStepText(step, submitted);
  useDocumentTitle(`Tour: ${text.title}`);

  const find = useCallback((root: HTMLElement) => tourTarget(step, submitted, root), [step, submitted]);
  const showMe = useSpotlight(stage, find, textId);

  // A new step: the focus goes to its heading (not on the first drawing, which keeps the page's order).
  const shownStep = useRef<TDemoTourStep | null>(focusFirst ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      // Only from the callout or the bare page: menus and dialogs of the sample close on Escape.
      if (target === null || target === document.body || target.closest('[data-demo-callout]')) onSkip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onSkip]);

  return (
    <div className={styles.page}>
      <TourCallout
        ref={heading}
        step={step}
        text={text}
        headingId={headingId}
        textId={textId}
        onShowMe={step === 'end' || (step === 'checkin' && submitted) ? null : showMe}
        onSkip={onSkip}
      >
        <StepLinks step={step} submitted={submitted} />
      </TourCallout>
      <section ref={stage} className={styles.stage} aria-label={`Sample: the ${DEMO_TEAM.name}'s Daily Standup`}>
        <Badge className={styles.badge} appearance="tint" color="informative">
          Sample data: nothing you do here is sent
        </Badge>
        <QueryClientProvider client={sandbox.client}>
          <DashboardCallsContext.Provider value={sandbox.dashboardCalls}>
            <StepBody step={step} sandbox={sandbox} />
          </DashboardCallsContext.Provider>
        </QueryClientProvider>
      </section>
    </div>
  );
}
