import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import type { TClientErrors } from './schema-errors.ts';

/**
 * The password-and-confirm rule of every form that sets a password (part 1 §5): both filled in
 * and equal, else 'Passwords do not match or invalid' under the first field to fix.
 */
export function passwordPairErrors(password1: string, password2: string): TClientErrors {
  if (password1 === '') return { password1: ACCOUNT_MESSAGES.passwordsMismatch };
  if (password2 === '' || password1 !== password2) return { password2: ACCOUNT_MESSAGES.passwordsMismatch };
  return {};
}
