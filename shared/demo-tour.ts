/**
 * The demo tour (spec part 1 §2.12, §4; part 3 §2.8): its steps, their addresses and the browser
 * storage key that remembers a skipped tour. The tour runs on sample data (shared/demo-sample.ts)
 * and never calls the server, so it works on a production server that seeds no demo account.
 */

/** The tour's steps, in order: today's dashboard, the check-in, the history, where to go next. */
export const DEMO_TOUR_STEPS = ['dashboard', 'checkin', 'history', 'end'] as const;
export type TDemoTourStep = (typeof DEMO_TOUR_STEPS)[number];

/** localStorage key holding 'true' once the visitor skipped the tour (spec: 'the choice is stored locally'). */
export const DEMO_SKIPPED_KEY = 'rollcall.demo.skipped';

export const DEMO_PATH = '/demo/';
export const DEMO_TRIAL_PATH = '/demo/trial/';
export const SIGNUP_PATH = '/accounts/signup/';

/** The sign-out that leaves the demo account (the header's 'Logout of Demo') and then opens `next`. */
export function demoLogoutPath(next: string): string {
  return `/accounts/logout/?demo=1&next=${encodeURIComponent(next)}`;
}

/** The tour's address at one step: '/demo/?step=checkin'. The first step has the bare address. */
export function demoStepPath(step: TDemoTourStep): string {
  return step === DEMO_TOUR_STEPS[0] ? DEMO_PATH : `${DEMO_PATH}?step=${step}`;
}

/** The step a `?step=` value names; anything else (absent, unknown, a number) is the first step. */
export function demoStepOf(value: string | null | undefined): TDemoTourStep {
  return DEMO_TOUR_STEPS.find((step) => step === value) ?? DEMO_TOUR_STEPS[0];
}

/** 'Step 2 of 4' for a step. */
export function demoStepLabel(step: TDemoTourStep): string {
  return `Step ${DEMO_TOUR_STEPS.indexOf(step) + 1} of ${DEMO_TOUR_STEPS.length}`;
}

/** The step before and after `step`, null at either end. */
export function demoNeighbours(step: TDemoTourStep): { previous: TDemoTourStep | null; next: TDemoTourStep | null } {
  const index = DEMO_TOUR_STEPS.indexOf(step);
  return { previous: DEMO_TOUR_STEPS[index - 1] ?? null, next: DEMO_TOUR_STEPS[index + 1] ?? null };
}
