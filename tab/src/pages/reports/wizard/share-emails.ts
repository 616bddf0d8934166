/**
 * The extra summary emails (email_notifications, spec part 3 §2.3 Notifications, §5): adding one
 * from the input, with the wizard's messages, and removing one.
 */
import { isEmailLike, MAX_SUMMARY_EMAILS, REPORT_MESSAGES } from '../../../../../shared/reports.ts';

/** Designed: the list is full (the form allows MAX_SUMMARY_EMAILS addresses). */
export const EMAIL_LIST_FULL = `You can add at most ${MAX_SUMMARY_EMAILS} emails.`;

export type TEmailAddResult =
  /** `added` is false for a duplicate, which is ignored (the list is unchanged). */
  | { ok: true; list: string[]; added: boolean }
  /** `error` goes under the input; `alert`, when set, also goes in a toast. */
  | { ok: false; error: string; alert: string | undefined };

/**
 * Adds the typed address: empty gives 'Required'; not email-like gives 'Invalid email address'
 * and the alert '{value} is not a valid email'; a duplicate (in any letter case) is ignored.
 */
export function addSummaryEmail(list: readonly string[], typed: string): TEmailAddResult {
  const email = typed.trim();
  if (email === '') return { ok: false, error: REPORT_MESSAGES.emailRequired, alert: undefined };
  if (!isEmailLike(email))
    return { ok: false, error: REPORT_MESSAGES.emailInvalid, alert: REPORT_MESSAGES.emailInvalidAlert(email) };
  const known = list.some((entry) => entry.trim().toLowerCase() === email.toLowerCase());
  if (known) return { ok: true, list: [...list], added: false };
  if (visibleEmails(list).length >= MAX_SUMMARY_EMAILS) return { ok: false, error: EMAIL_LIST_FULL, alert: undefined };
  return { ok: true, list: [...list, email], added: true };
}

/** The list without `email`. */
export function removeSummaryEmail(list: readonly string[], email: string): string[] {
  return list.filter((entry) => entry !== email);
}

/** The addresses to show as tags: empty entries are ignored (part 3 §5). */
export function visibleEmails(list: readonly string[]): string[] {
  return list.filter((entry) => entry.trim() !== '');
}
