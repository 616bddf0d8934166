import type { ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { RedirectToLogin } from '../../app/sign-in-redirect.tsx';
import { AccessDenied } from './AccessDenied.tsx';

/**
 * The screen for an API refusal: the login page for a guest (401), the access-denied page for a
 * 403; null for anything else. Why: a page that throws and a page that loads through QueryGate
 * must answer a refusal alike.
 */
export function refusalScreen(error: unknown): ReactNode | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return <RedirectToLogin />;
  if (error.status === 403) return <AccessDenied reason={error.message} />;
  return null;
}
