/**
 * The accounts area's JSON reads as TanStack Query options, each checked against its shared schema
 * (shared/accounts.ts, shared/accounts-api.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { ZInvitationContext, ZSignupContext } from '../../../../shared/accounts.ts';
import { ZResetTrialContext, ZTokenCheck, ZTrialEndedContext } from '../../../../shared/accounts-api.ts';
import { ZInstallRegisterContext } from '../../../../shared/install-register.ts';
import { apiGet } from '../../api/client.ts';

const segment = (value: string) => encodeURIComponent(value);

/** GET /api/v1/signup/{hash}: who is signing up and whether the email is verified. */
export const signupContextQuery = (hash: string) =>
  queryOptions({
    queryKey: ['accounts', 'signup', hash],
    queryFn: ({ signal }) => apiGet(`/api/v1/signup/${segment(hash)}`, ZSignupContext, { signal }),
  });

/** GET /api/v1/invitations/{hash}: who invited whom, to which organization. */
export const invitationQuery = (hash: string) =>
  queryOptions({
    queryKey: ['accounts', 'invitation', hash],
    queryFn: ({ signal }) => apiGet(`/api/v1/invitations/${segment(hash)}`, ZInvitationContext, { signal }),
  });

/** The one-time links whose token a page checks before offering its button. */
export type TTokenKind = 'password-reset' | 'magic-link' | 'verify-email';

/** GET /api/v1/{kind}/{token}: whether a one-time link is still valid (reading it does not use it). */
export const tokenCheckQuery = (kind: TTokenKind, token: string) =>
  queryOptions({
    queryKey: ['accounts', 'token', kind, token],
    queryFn: ({ signal }) => apiGet(`/api/v1/${kind}/${segment(token)}`, ZTokenCheck, { signal }),
  });

/** GET /api/v1/reset-trial: whether this viewer may extend the trial now. */
export const resetTrialQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'reset-trial'],
    queryFn: ({ signal }) => apiGet('/api/v1/reset-trial', ZResetTrialContext, { signal }),
  });

/** GET /api/v1/trial-ended: the organisation whose trial ended and its admins. */
export const trialEndedQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'trial-ended'],
    queryFn: ({ signal }) => apiGet('/api/v1/trial-ended', ZTrialEndedContext, { signal }),
  });

/** GET /api/v1/accounts/microsoft/install-register/{slug}/: the Teams install a newcomer registers for. */
export const installRegisterQuery = (slug: string) =>
  queryOptions({
    queryKey: ['accounts', 'install-register', slug],
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/accounts/microsoft/install-register/${segment(slug)}/`, ZInstallRegisterContext, { signal }),
  });
