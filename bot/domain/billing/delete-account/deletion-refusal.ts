/**
 * Who may delete an organisation, and when (spec part 2 §2.1 "Account cancellation"): the Billing
 * Owner or an Account Admin, while the organisation is trialing or inactive, and only when its
 * billing is not run by the Microsoft marketplace. One rule, read by the page's context and by the
 * deletion itself, so the button never offers what the post refuses.
 */
import { canManageBilling } from '../../../../shared/permissions.ts';
import type { TAccountTypeId } from '../../../../shared/roles.ts';
import { effectiveStatus } from '../../accounts/subscription-status.ts';
import type { TAccountRow } from '../../accounts/viewer.ts';

/** What the deletion's page and post say (the spec gives only 'contact support'; the rest is designed). */
export const DELETE_ACCOUNT_MESSAGES = {
  notAllowed: 'Only the Billing Owner or an Account Admin of your organization can delete it.',
  /** Spec: "Active: contact support to start cancellation." */
  active:
    'Your organization has an active subscription. Please contact support to start the cancellation before your data can be removed.',
  azure:
    'Your subscription is managed through the Microsoft marketplace. Cancel it in the Microsoft 365 admin center, then contact support to remove your data.',
  wrongName: 'Type the name of your organization exactly as it is shown to confirm.',
  providerFailed:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes or contact support.',
  deleted: 'Your organization and all of its data were deleted.',
} as const;

export type TDeletionRefusal = { code: 'FORBIDDEN' | 'CONFLICT'; message: string };

/** Why this viewer cannot delete this organisation now, or null when they can. */
export function deletionRefusal(
  account: Pick<TAccountRow, 'subscriptionStatus' | 'trialEndsAt' | 'azureSubscriptionId'>,
  viewer: { accountTypeId: TAccountTypeId },
  now: Date,
): TDeletionRefusal | null {
  if (!canManageBilling(viewer)) return { code: 'FORBIDDEN', message: DELETE_ACCOUNT_MESSAGES.notAllowed };
  if (account.azureSubscriptionId) return { code: 'CONFLICT', message: DELETE_ACCOUNT_MESSAGES.azure };
  if (effectiveStatus(account, now) === 'active') return { code: 'CONFLICT', message: DELETE_ACCOUNT_MESSAGES.active };
  return null;
}

/** The confirmation matches the organisation's name: case-insensitive, surrounding spaces ignored. */
export function confirmsName(typed: string, organizationName: string): boolean {
  const normalise = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return normalise(typed) === normalise(organizationName);
}
