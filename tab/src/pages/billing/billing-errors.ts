/** What a refused or failed billing call says to the person (the server's words when it has some). */
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { ApiError } from '../../api/api-error.ts';

/** A confirm the server answered with ok false: its msg is what the person reads. */
export class BillingRefusal extends Error {}

/** The message above the form: the server's, or the spec's 'Something went wrong' for anything else. */
export function failureMessage(error: unknown): string {
  if ((error instanceof ApiError || error instanceof BillingRefusal) && error.message !== '') return error.message;
  return BILLING_MESSAGES.somethingWrong;
}

/** The server's message for one field, when it refused that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field]?.[0] : undefined;
}
