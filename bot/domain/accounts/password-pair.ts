/**
 * Checks a new password typed twice: both present and equal ('Passwords do not match or
 * invalid', spec part 1 §5), then the password policy; throws INVALID_INPUT with field messages.
 */
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import { checkPassword, type TPasswordOwner } from './password-policy.ts';

/** Throws when the pair or the policy fails; answers the password otherwise. */
export function assertNewPassword(password1: string, password2: string, owner: TPasswordOwner): string {
  if (!password1 || password1 !== password2) {
    throw new AppError('INVALID_INPUT', ACCOUNT_MESSAGES.passwordsMismatch, {
      fields: { password2: [ACCOUNT_MESSAGES.passwordsMismatch] },
    });
  }
  const problems = checkPassword(password1, owner);
  if (problems.length) throw new AppError('INVALID_INPUT', problems[0]!, { fields: { password1: problems } });
  return password1;
}
