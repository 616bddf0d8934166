/**
 * /msteams/tab/auth/done/?challenge=... — the last page of a Teams tab's sign-in popup (bare
 * layout). Signed in, it never goes on silently: it asks "Continue as {name} ({email})" or "Use
 * another account" (signs out here, then starts the sign-in again with the same challenge). On
 * Continue it asks the server for a one-time code bound to the tab's challenge and hands it to the
 * tab (teams-js notifySuccess); the popup then closes and the tab redeems the code in its own
 * frame. Signed out, it shows why a Microsoft sign-in came back (?sso=...&provider=microsoft)
 * above the email form, which comes back here signed in. This page and the popup's start go
 * without Cross-Origin-Opener-Policy, so the popup can still reach Teams (security-headers.ts).
 */
import { Body1, Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ZFormOk } from '../../../../../shared/accounts.ts';
import { ssoNoticeText, ssoProviderOf } from '../../../../../shared/sso.ts';
import {
  popupDonePath,
  popupStartPath,
  TAB_CHALLENGE_PARAM,
  TAB_SSO_MESSAGES,
  ZTabCodeAnswer,
  ZTabLoginChallenge,
} from '../../../../../shared/tab-sso.ts';
import { apiPost } from '../../../api/client.ts';
import { useLoadedState } from '../../../app/loaded-state.tsx';
import { logTabAuthFailure } from '../../../app/tab-single-sign-on.ts';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { LoginForm } from '../../accounts/LoginForm.tsx';
import type { TPageProps } from '../../page-props.ts';

type TPopupStep = 'choosing' | 'working' | 'outside_teams' | 'failed';

const useStyles = makeStyles({
  choices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wide: { width: '100%', maxWidth: '100%' },
});

/** Asks for a code bound to the tab's challenge and hands it to the tab (the popup then closes). */
async function handCodeToTab(challenge: string): Promise<TPopupStep> {
  const { notifyPopupFailure, notifyPopupSuccess } = await import('../../../host/teams-auth.ts');
  try {
    const { code } = await apiPost('/api/v1/msteams/tab/code', { challenge }, ZTabCodeAnswer);
    return (await notifyPopupSuccess(code)) ? 'working' : 'outside_teams';
  } catch (error) {
    logTabAuthFailure('popup code', error);
    await notifyPopupFailure('no_code');
    return 'failed';
  }
}

/** Signs out of this browser's Rollcall session, then starts the popup's sign-in again. */
async function switchAccount(challenge: string): Promise<TPopupStep> {
  try {
    await apiPost('/accounts/logout/', {}, ZFormOk);
  } catch (error) {
    logTabAuthFailure('popup sign-out', error);
    return 'failed';
  }
  window.location.assign(popupStartPath(challenge));
  return 'working';
}

/** Why a Microsoft sign-in came back here (known codes only, so a link cannot make it say anything else). */
function PopupNotice() {
  const [searchParams] = useSearchParams();
  const text = ssoNoticeText(searchParams.get('sso'), ssoProviderOf(searchParams.get('provider')));
  if (text === undefined) return null;
  return (
    <MessageBar intent={searchParams.get('sso') === 'no_account' ? 'warning' : 'error'} layout="multiline" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

export default function TabAuthDonePage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const styles = useStyles();
  const { user } = useLoadedState();
  const [searchParams] = useSearchParams();
  const parsed = ZTabLoginChallenge.safeParse(searchParams.get(TAB_CHALLENGE_PARAM));
  const challenge = parsed.success ? parsed.data : undefined;
  const [step, setStep] = useState<TPopupStep>('choosing');
  const run = (action: (challenge: string) => Promise<TPopupStep>) => {
    if (!challenge) return;
    setStep('working');
    void action(challenge).then(setStep);
  };

  // Opened by anything but a Rollcall tab's button: there is no frame to sign in.
  if (!challenge) {
    return (
      <FormCard title="Sign in to Rollcall" subtitle={TAB_SSO_MESSAGES.popupUnbound}>
        <PopupNotice />
      </FormCard>
    );
  }
  // Signed out (no Microsoft sign-in on this server, or it was refused): the email form, which
  // comes back here signed in, with the same challenge.
  if (user === null) {
    return (
      <FormCard title="Sign in to Rollcall" subtitle="Sign in to open Rollcall in Microsoft Teams.">
        <PopupNotice />
        <LoginForm next={popupDonePath(challenge)} />
      </FormCard>
    );
  }
  if (step === 'outside_teams') return <Body1>You are signed in to Rollcall. You can close this window.</Body1>;
  if (step === 'failed')
    return <Body1>Rollcall could not finish signing you in. Close this window and try again.</Body1>;
  if (step === 'working') return <Spinner label="Signing you in…" style={{ padding: '48px' }} />;
  return (
    <FormCard title="Sign in to Rollcall" subtitle="Open Rollcall in Microsoft Teams as this account?">
      <div className={styles.choices}>
        <Button appearance="primary" size="large" className={styles.wide} onClick={() => run(handCodeToTab)}>
          Continue as {user.name} ({user.email})
        </Button>
        <Button appearance="secondary" size="large" className={styles.wide} onClick={() => run(switchAccount)}>
          Use another account
        </Button>
      </div>
    </FormCard>
  );
}
