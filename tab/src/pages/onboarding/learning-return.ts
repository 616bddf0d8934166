/**
 * Where the learning area's Close link goes: back to the page the person opened it from. Links
 * into the area carry that page in the history entry's state (it survives a reload and Back), the
 * area's own links pass it along, and without one Close goes home.
 */
import { type Location, useLocation } from 'react-router';
import { safeNextPath } from '../../../../shared/safe-next-path.ts';

export interface TLearningState {
  returnTo: string;
}

const inLearningArea = (path: string) => path === '/onboarding' || path.startsWith('/onboarding/');

/** A safe in-app path outside the learning area from a history state, or null. */
export function returnPathOf(state: unknown): string | null {
  const candidate = (state as { returnTo?: unknown } | null)?.returnTo;
  const path = safeNextPath(candidate);
  return path !== undefined && !inLearningArea(path.split('?')[0] ?? path) ? path : null;
}

/** The state a link into the learning area passes, naming the page it is on. */
export function learningEntryState(location: Pick<Location, 'pathname' | 'search'>): TLearningState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** The Close link's target and the state the area's own links pass along. */
export function useLearningReturn(): { closeHref: string; state: TLearningState | undefined } {
  const location = useLocation();
  const returnTo = returnPathOf(location.state);
  return { closeHref: returnTo ?? '/', state: returnTo === null ? undefined : { returnTo } };
}
