/**
 * The Microsoft button inside a Teams tab (spec part 1 §2.2): Microsoft's sign-in cannot run in
 * the tab's frame, so it opens Rollcall's 600x535 sign-in popup through teams-js
 * (authentication.authenticate at /msteams/tab/auth/?challenge=..., the challenge of a verifier
 * only this frame keeps), and the tab then redeems the popup's one-time code at
 * /msteams/tab/login/?code=... with that verifier (kept in sessionStorage; where the browser denies
 * the frame its storage, this page redeems the code itself). A failure is only logged to the console.
 * Outside Teams it is the plain Sign in with Microsoft link.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { popupStartPath, TAB_SSO_PATHS } from '../../../../../shared/tab-sso.ts';
import { redeemPopupCode } from '../../../app/redeem-popup-code.ts';
import { startTabLoginBinding, takeTabLoginVerifier } from '../../../app/tab-login-verifier.ts';
import { logTabAuthFailure } from '../../../app/tab-single-sign-on.ts';
import { MicrosoftLogo } from '../../accounts/MicrosoftLogo.tsx';

export interface TTabMicrosoftButtonProps {
  /** The same-site page to open once signed in (already checked by safeNext). */
  next: string | undefined;
  /** The button's words; 'Sign in with Microsoft' by default. */
  label?: string;
  /** Draw the Microsoft logo (only when Microsoft sign-in is configured). */
  withLogo?: boolean;
}

/** Where the tab goes with the popup's code. */
export function tabLoginPath(code: string, next: string | undefined): string {
  const query = new URLSearchParams({ code });
  if (next) query.set('next', next);
  return `${TAB_SSO_PATHS.tabLogin}?${query}`;
}

/** Opens the sign-in popup and signs the tab in with what it hands back. */
export function TabMicrosoftButton({
  next,
  label = 'Sign in with Microsoft',
  withLogo = true,
}: TTabMicrosoftButtonProps) {
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    const { authenticateInPopup } = await import('../../../host/teams-auth.ts');
    const binding = await startTabLoginBinding();
    const popup = await authenticateInPopup(new URL(popupStartPath(binding.challenge), window.location.origin).href);
    if (popup.ok && binding.kept) {
      window.location.assign(tabLoginPath(popup.result, next));
      return;
    }
    takeTabLoginVerifier();
    // Storage denied to the frame: the verifier is only in this page, so the code is redeemed here.
    if (popup.ok) {
      if (await redeemPopupCode(popup.result, binding.verifier)) {
        window.location.assign(next ?? window.location.href);
        return;
      }
      setPending(false);
      return;
    }
    setPending(false);
    logTabAuthFailure('authenticate', popup.reason);
    if (popup.reason === 'not in Microsoft Teams') {
      const query = next ? `?next=${encodeURIComponent(next)}` : '';
      window.location.assign(`/accounts/microsoft/login/${query}`);
    }
  };
  return (
    <Button
      appearance="primary"
      size="large"
      style={{ width: '100%' }}
      icon={withLogo ? <MicrosoftLogo /> : undefined}
      disabled={pending}
      onClick={() => void open()}
    >
      {pending ? 'Signing in…' : label}
    </Button>
  );
}
