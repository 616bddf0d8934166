/**
 * `/` (issue 17): a signed-in person gets their home (or the waiting page when they are a Team
 * Member in no report); a guest gets the landing page that says what Rollcall is.
 */
import { useLoadedState } from '../../app/loaded-state.tsx';
import type { TPageProps } from '../page-props.ts';
import { HomePage } from './HomePage.tsx';
import { LandingPage } from './LandingPage.tsx';

export default function HomeEntryPage(_props: TPageProps) {
  const { user } = useLoadedState();
  return user === null ? <LandingPage /> : <HomePage />;
}
