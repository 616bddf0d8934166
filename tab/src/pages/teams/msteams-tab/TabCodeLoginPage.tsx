/**
 * /msteams/tab/login?code=...&next=... — the Teams tab redeems its sign-in popup's one-time code
 * into a session of its own frame (with the frame's SSO token, so the server can link a Microsoft
 * identity nobody has yet), then opens the page it was on. A failure is logged to the console and
 * the page offers the sign-in button again.
 */
import { Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ZTabLoginAnswer } from '../../../../../shared/tab-sso.ts';
import { apiPost } from '../../../api/client.ts';
import { logTabAuthFailure } from '../../../app/tab-single-sign-on.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { safeNext } from '../../accounts/safe-next.ts';
import type { TPageProps } from '../../page-props.ts';
import { TabMicrosoftButton } from './TabMicrosoftButton.tsx';

/** One redemption per code (a code works once; React's StrictMode runs effects twice). */
const redemptions = new Map<string, Promise<boolean>>();

async function redeem(code: string): Promise<boolean> {
  const { getTeamsAuthToken } = await import('../../../host/teams-auth.ts');
  // Without consent there is no SSO token yet: the code alone signs in.
  const sso = await getTeamsAuthToken();
  try {
    await apiPost('/api/v1/msteams/tab/login', { code, token: sso.ok ? sso.token : undefined }, ZTabLoginAnswer);
    return true;
  } catch (error) {
    logTabAuthFailure('tab login code', error);
    return false;
  }
}

export default function TabCodeLoginPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const next = safeNext(searchParams.get('next'));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!code) {
      logTabAuthFailure('tab login code', 'no code');
      setFailed(true);
      return;
    }
    let current = true;
    if (!redemptions.has(code)) redemptions.set(code, redeem(code));
    void redemptions.get(code)?.then((ok) => {
      if (ok) window.location.replace(next ?? '/');
      else if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [code, next]);
  if (!failed) return <Spinner label="Signing you in…" style={{ padding: '48px' }} />;
  return (
    <FormCard title="Sign in to Rollcall" subtitle="Rollcall could not sign you in. Please try again.">
      <TabMicrosoftButton next={next} label="Sign in" withLogo={false} />
    </FormCard>
  );
}
