/**
 * Inside a Microsoft Teams tab (opened with ?host=msteams: framed on the web and desktop, a full
 * window on Teams mobile; teams-js must initialise, or the attempt fails quietly), a signed-out
 * page first tries single sign-on ('Signing you in…') before anything sends the person to a
 * login page: signed in, the state reloads; a person
 * Rollcall does not know gets the no-account screen; any failure is logged to the console and the
 * page goes on signed out (its sign-in redirect leads to the tab's login page).
 */
import { Spinner } from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TInitialState } from '../../../shared/state.ts';
import { TAB_SSO_PATHS } from '../../../shared/tab-sso.ts';
import { openedAsTeamsTab } from '../host/teams-frame.ts';
import { TabNoAccount } from '../pages/teams/msteams-tab/TabNoAccount.tsx';
import { signInThroughTeams, type TTabSignInOutcome } from './tab-single-sign-on.ts';

/** Pages that sign in by other means: the popup's code is redeemed by its own page. */
const OWN_SIGN_IN_PATHS = new Set(
  [TAB_SSO_PATHS.tabLogin, TAB_SSO_PATHS.popupDone].map((path) => path.replace(/\/$/, '')),
);

/** Single sign-on is tried once per page load, whatever remounts. */
let attempt: Promise<TTabSignInOutcome> | undefined;

export interface TTeamsSignInGateProps {
  state: TInitialState;
  /** Reloads the initial state (now signed in). */
  onSignedIn: () => Promise<unknown>;
  children: ReactNode;
}

/** Renders children at once unless this is a signed-out Teams tab that may sign in by SSO. */
export function TeamsSignInGate({ state, onSignedIn, children }: TTeamsSignInGateProps) {
  const { pathname, search } = useLocation();
  const wantsSso = state.user === null && openedAsTeamsTab() && !OWN_SIGN_IN_PATHS.has(pathname.replace(/\/$/, ''));
  const [outcome, setOutcome] = useState<TTabSignInOutcome | 'pending' | 'skipped'>(wantsSso ? 'pending' : 'skipped');

  useEffect(() => {
    if (!wantsSso || outcome !== 'pending') return;
    let current = true;
    attempt ??= signInThroughTeams();
    void attempt.then(async (result) => {
      if (result === 'signed_in') await onSignedIn();
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [wantsSso, outcome, onSignedIn]);

  if (outcome === 'pending') return <Spinner label="Signing you in…" style={{ padding: '48px' }} />;
  // The tab's login page is where the no-account screen's email link leads: it draws itself.
  if (outcome === 'no_account' && state.user === null && !pathname.startsWith('/accounts/tab-login')) {
    return <TabNoAccount next={pathname + search} />;
  }
  return <>{children}</>;
}
