/**
 * /msteams/tab/login?code=...&next=... — the Teams tab redeems its sign-in popup's one-time code
 * into a session of its own frame, with the verifier this frame kept when it opened the popup
 * (read only from sessionStorage, then deleted) and the frame's SSO token (so the server can link
 * a Microsoft identity nobody has yet), then opens the page it was on. Without a kept verifier the
 * code was not asked for here (a link someone sent): the page refuses and offers to sign in. A
 * failure is logged to the console and the page offers the sign-in button again.
 */
import { Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TAB_SSO_MESSAGES } from '../../../../../shared/tab-sso.ts';
import { redeemPopupCode } from '../../../app/redeem-popup-code.ts';
import { takeTabLoginVerifier } from '../../../app/tab-login-verifier.ts';
import { logTabAuthFailure } from '../../../app/tab-single-sign-on.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { safeNext } from '../../accounts/safe-next.ts';
import type { TPageProps } from '../../page-props.ts';
import { TabMicrosoftButton } from './TabMicrosoftButton.tsx';

type TRedeemed = 'signed_in' | 'failed' | 'not_started_here';

/** One redemption per code (a code works once; React's StrictMode runs effects twice). */
const redemptions = new Map<string, Promise<TRedeemed>>();

async function redeem(code: string): Promise<TRedeemed> {
  // Taken at once, whatever happens next: a verifier redeems one code.
  const verifier = takeTabLoginVerifier();
  if (!verifier) {
    logTabAuthFailure('tab login code', 'no sign-in was started in this tab');
    return 'not_started_here';
  }
  return (await redeemPopupCode(code, verifier)) ? 'signed_in' : 'failed';
}

export default function TabCodeLoginPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const next = safeNext(searchParams.get('next'));
  const [failure, setFailure] = useState<Exclude<TRedeemed, 'signed_in'> | undefined>();
  useEffect(() => {
    if (!code) {
      logTabAuthFailure('tab login code', 'no code');
      setFailure('failed');
      return;
    }
    let current = true;
    if (!redemptions.has(code)) redemptions.set(code, redeem(code));
    void redemptions.get(code)?.then((outcome) => {
      if (outcome === 'signed_in') window.location.replace(next ?? '/');
      else if (current) setFailure(outcome);
    });
    return () => {
      current = false;
    };
  }, [code, next]);
  if (!failure) return <Spinner label="Signing you in…" style={{ padding: '48px' }} />;
  const subtitle =
    failure === 'not_started_here'
      ? TAB_SSO_MESSAGES.notStartedHere
      : 'Rollcall could not sign you in. Please try again.';
  return (
    <FormCard title="Sign in to Rollcall" subtitle={subtitle}>
      <TabMicrosoftButton next={next} label="Sign in" withLogo={false} />
    </FormCard>
  );
}
