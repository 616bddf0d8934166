/** The billing cycles the plan pickers offer (part 2 §2.1: Monthly or Yearly, "Save 20%"). */
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import type { TPlanInterval } from '../../../../shared/plans.ts';

export const BILLING_CYCLES: ReadonlyArray<{ interval: TPlanInterval; label: string }> = [
  { interval: 'month', label: 'Monthly' },
  { interval: 'year', label: `Yearly (${BILLING_MESSAGES.saveYearly})` },
];
