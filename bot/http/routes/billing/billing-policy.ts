/** The policy of every billing route: the Billing Owner and Account Admins (spec part 2 §6), told so otherwise. */
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';

export const BILLING_POLICY = {
  access: 'signed-in',
  roles: 'ACCOUNT_OWNERS',
  refusal: BILLING_MESSAGES.billingRefused,
} as const;
