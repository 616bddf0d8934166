/** Entry and onboarding pages (sign-in, signup, recovery, trial) by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

/** Each page of this area by its PAGE_ROUTES path, loaded on first visit. */
export const ENTRY_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/accounts/login': lazy(() => import('./LoginPage.tsx')),
  '/accounts/tab-login': lazy(() => import('./TabLoginPage.tsx')),
  '/accounts/signup': lazy(() => import('./SignupStartPage.tsx')),
  '/accounts/signup/:hash/confirm': lazy(() => import('./SignupConfirmPage.tsx')),
  // Not in PAGE_ROUTES yet: the route entry is added with the server's email-verification link.
  '/accounts/verify-email/:token': lazy(() => import('./VerifyEmailPage.tsx')),
  '/accounts/signup_blocked': lazy(() => import('./SignupBlockedPage.tsx')),
  '/accounts/microsoft/install-register/:slug': lazy(() => import('./InstallRegisterPage.tsx')),
  '/accounts/invite/:hash/confirm': lazy(() => import('./InvitedSignupPage.tsx')),
  '/accounts/forgot-password': lazy(() => import('./ForgotPasswordPage.tsx')),
  '/accounts/password-reset/:uuid': lazy(() => import('./PasswordResetPage.tsx')),
  '/accounts/magic_link/request': lazy(() => import('./MagicLinkRequestPage.tsx')),
  // Not in PAGE_ROUTES yet: the route entry is added with the server's magic-link email.
  '/accounts/magic_link/:token': lazy(() => import('./MagicLinkPage.tsx')),
  '/accounts/reset-trial': lazy(() => import('./ResetTrialPage.tsx')),
  '/trial-ended': lazy(() => import('./TrialEndedPage.tsx')),
};
