/**
 * /msteams/tab/auth/done — the last page of a Teams tab's sign-in popup (bare layout): signed in,
 * it asks the server for a one-time code and hands it to the tab (teams-js notifySuccess); the
 * popup then closes and the tab redeems the code in its own frame.
 */
import { Body1, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { TAB_SSO_PATHS, ZTabCodeAnswer } from '../../../../../shared/tab-sso.ts';
import { apiPost } from '../../../api/client.ts';
import { useLoadedState } from '../../../app/loaded-state.tsx';
import { logTabAuthFailure } from '../../../app/tab-single-sign-on.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { LoginForm } from '../../accounts/LoginForm.tsx';
import type { TPageProps } from '../../page-props.ts';

type TPopupStep = 'working' | 'outside_teams' | 'failed';

/** One hand-over per page load, whatever remounts (React's StrictMode runs effects twice). */
let handOver: Promise<TPopupStep> | undefined;

async function handCodeToTab(): Promise<TPopupStep> {
  const { notifyPopupFailure, notifyPopupSuccess } = await import('../../../host/teams-auth.ts');
  try {
    const { code } = await apiPost('/api/v1/msteams/tab/code', {}, ZTabCodeAnswer);
    return (await notifyPopupSuccess(code)) ? 'working' : 'outside_teams';
  } catch (error) {
    logTabAuthFailure('popup code', error);
    await notifyPopupFailure('no_code');
    return 'failed';
  }
}

export default function TabAuthDonePage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const { user } = useLoadedState();
  const [step, setStep] = useState<TPopupStep>('working');
  useEffect(() => {
    if (user === null) return;
    handOver ??= handCodeToTab();
    void handOver.then(setStep);
  }, [user]);
  // Signed out (no Microsoft sign-in on this server, or it was skipped): the email form, which
  // comes back here signed in.
  if (user === null) {
    return (
      <FormCard title="Sign in to Rollcall" subtitle="Sign in to open Rollcall in Microsoft Teams.">
        <LoginForm next={TAB_SSO_PATHS.popupDone} />
      </FormCard>
    );
  }
  if (step === 'outside_teams') return <Body1>You are signed in to Rollcall. You can close this window.</Body1>;
  if (step === 'failed')
    return <Body1>Rollcall could not finish signing you in. Close this window and try again.</Body1>;
  return <Spinner label="Signing you in…" style={{ padding: '48px' }} />;
}
