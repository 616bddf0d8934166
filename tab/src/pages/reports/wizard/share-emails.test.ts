import { describe, expect, it } from 'vitest';
import { MAX_SUMMARY_EMAILS, REPORT_MESSAGES } from '../../../../../shared/reports.ts';
import { addSummaryEmail, EMAIL_LIST_FULL, removeSummaryEmail, visibleEmails } from './share-emails.ts';

describe('extra summary emails', () => {
  it('adds a trimmed address', () => {
    expect(addSummaryEmail(['a@example.com'], '  b@example.com ')).toEqual({
      ok: true,
      list: ['a@example.com', 'b@example.com'],
      added: true,
    });
  });

  it("says 'Required' for an empty input, without an alert", () => {
    expect(addSummaryEmail([], '   ')).toEqual({ ok: false, error: REPORT_MESSAGES.emailRequired, alert: undefined });
  });

  it("says 'Invalid email address' and alerts '{value} is not a valid email'", () => {
    expect(addSummaryEmail([], 'not-an-email')).toEqual({
      ok: false,
      error: 'Invalid email address',
      alert: 'not-an-email is not a valid email',
    });
  });

  it('ignores a duplicate in any letter case', () => {
    expect(addSummaryEmail(['a@example.com'], 'A@Example.com')).toEqual({
      ok: true,
      list: ['a@example.com'],
      added: false,
    });
  });

  it('stops at the list limit', () => {
    const full = Array.from({ length: MAX_SUMMARY_EMAILS }, (_, index) => `u${index}@example.com`);
    expect(addSummaryEmail(full, 'new@example.com')).toEqual({ ok: false, error: EMAIL_LIST_FULL, alert: undefined });
  });

  it('removes an address and hides empty entries', () => {
    expect(removeSummaryEmail(['a@example.com', 'b@example.com'], 'a@example.com')).toEqual(['b@example.com']);
    expect(visibleEmails(['', 'a@example.com', '  '])).toEqual(['a@example.com']);
  });
});
