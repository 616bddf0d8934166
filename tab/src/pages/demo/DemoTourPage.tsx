/**
 * /demo/ (spec part 1 §2.12, §4; part 3 §2.8): the guided tour of a sample team's standup for
 * guests and signed-in people alike, or, once this browser skipped it, a short screen saying so
 * with the next place to go and 'Take the tour anyway'. The step is in the address (?step=), so
 * Back and Next are links and the browser's back button walks the tour.
 */
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buildDemoSample } from '../../../../shared/demo-sample.ts';
import { DEMO_PATH, demoStepOf } from '../../../../shared/demo-tour.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import type { TPageProps } from '../page-props.ts';
import { DemoTour } from './DemoTour.tsx';
import { demoNextPlace } from './demo-next-place.ts';
import { DemoSandbox } from './demo-sandbox.ts';
import { isTourSkipped, rememberTourSkipped } from './demo-skip-store.ts';
import { SkippedScreen } from './SkippedScreen.tsx';

/** Touring (again, after a skipped screen: then the focus goes to the first step), or skipped. */
type TSkipState = 'touring' | 'touring-again' | 'skipped-before' | 'just-skipped';

export default function DemoTourPage(_props: TPageProps) {
  const { user, team } = useLoadedState();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = demoStepOf(params.get('step'));
  const [skip, setSkip] = useState<TSkipState>(() => (isTourSkipped() ? 'skipped-before' : 'touring'));
  // One sandbox per visit: what is typed, commented or reacted stays while the tour is open.
  const [sandbox] = useState(() => new DemoSandbox(buildDemoSample(new Date())));

  const onSkip = useCallback(() => {
    rememberTourSkipped(true);
    setSkip('just-skipped');
  }, []);
  const onTakeTour = () => {
    rememberTourSkipped(false);
    setSkip('touring-again');
    navigate(DEMO_PATH);
  };

  if (skip === 'skipped-before' || skip === 'just-skipped') {
    return (
      <SkippedScreen next={demoNextPlace(user, team)} onTakeTour={onTakeTour} focusHeading={skip === 'just-skipped'} />
    );
  }
  return <DemoTour step={step} sandbox={sandbox} onSkip={onSkip} focusFirst={skip === 'touring-again'} />;
}
