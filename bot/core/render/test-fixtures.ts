/** Sample engine messages for the renderer and email tests: ordinary, hostile and huge. */
import { PLATFORM_LABELS } from '../../../shared/roles.ts';
import type {
  TConfirmationMessage,
  TDeliveryFailureMessage,
  TPromptMessage,
  TReminderMessage,
  TRunRef,
  TSubmissionPostMessage,
  TSummaryEntry,
  TSummaryMessage,
} from '../../domain/engine-messages.ts';

/** Text that breaks naive escaping in every output format. */
export const HOSTILE = `<script>alert("x")</script> & 'quotes' <b>bold</b> *stars* _under_ [link](javascript:alert(1)) > gt`;

export const RUN: TRunRef = {
  reportId: 'rep_123',
  reportName: 'Daily Standup',
  teamName: 'Platform',
  runDate: 'Monday, November 23, 2026',
  runKey: '2026-11-23',
};

export const QUESTIONS = ['What did you do yesterday?', 'What will you do today?', 'Anything blocking you?'];

/** A long answer with formatting, links and lists. */
export function longAnswer(chars: number): string {
  const unit = '- shipped **the thing** with [docs](https://example.com/docs?a=1&b=2) & fixed _bugs_\n';
  return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
}

/** A prompt to Ana with three questions and goal tracking on. */
export function promptMessage(overrides: Partial<TPromptMessage> = {}): TPromptMessage {
  return {
    kind: 'prompt',
    recipient: { name: 'Ana Souza', email: 'ana@example.com' },
    run: RUN,
    intro: 'Hi Ana! Time for **Daily Standup** with Platform.',
    questions: QUESTIONS,
    goalTrackingEnabled: true,
    checkinUrl: 'https://rollcall.example/checkin/abc123',
    replyTo: 'reply+abc123@reply.rollcall.example',
    ...overrides,
  };
}

/** The first reminder to Ana. */
export function reminderMessage(overrides: Partial<TReminderMessage> = {}): TReminderMessage {
  return {
    kind: 'reminder',
    stage: 'first',
    recipient: { name: 'Ana Souza', email: 'ana@example.com' },
    run: RUN,
    text: 'Hey Ana, the summary goes out in 1 hour 30 minutes.',
    timeLeft: '1 hour 30 minutes',
    checkinUrl: 'https://rollcall.example/checkin/abc123',
    replyTo: 'reply+abc123@reply.rollcall.example',
    ...overrides,
  };
}

/** The confirmation after Ana submitted. */
export function confirmationMessage(overrides: Partial<TConfirmationMessage> = {}): TConfirmationMessage {
  return {
    kind: 'confirmation',
    recipient: { name: 'Ana Souza', email: 'ana@example.com' },
    run: RUN,
    text: 'Thanks Ana, your answers are in!',
    checkinUrl: 'https://rollcall.example/checkin/abc123',
    dashboardUrl: 'https://rollcall.example/dashboard/platform/report/rep_123/date/2026-11-23/dashboard/',
    ...overrides,
  };
}

/** Members cycling through answered (with goal/blocker), missing and on vacation. */
export function summaryEntries(count: number, answerChars = 120): TSummaryEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const status = i % 5 === 3 ? 'missing' : i % 5 === 4 ? 'vacation' : 'submitted';
    return {
      name: `Member ${i + 1}`,
      status,
      goalCompleted: i % 2 === 0,
      blocked: i % 3 === 0,
      answers:
        status === 'submitted' ? QUESTIONS.map((_q, q) => (q === 2 && i % 2 ? '' : longAnswer(answerChars))) : [],
    };
  });
}

/** A summary by member whose stats match its entries (five members unless given). */
export function summaryMessage(overrides: Partial<TSummaryMessage> = {}): TSummaryMessage {
  const entries = overrides.entries ?? summaryEntries(5);
  const answered = entries.filter((entry) => entry.status === 'submitted').length;
  return {
    kind: 'summary',
    recipient: { name: 'Lead Person', email: 'lead@example.com' },
    run: RUN,
    title: 'Daily Standup summary',
    subtitle: 'Here is what the team said today',
    format: 'members',
    questions: QUESTIONS,
    entries,
    goalTrackingEnabled: true,
    stats: {
      answered,
      total: entries.length,
      participationPercent: entries.length ? Math.round((answered * 100) / entries.length) : 0,
      goalCount: entries.filter((entry) => entry.goalCompleted && entry.status === 'submitted').length,
      blockedCount: entries.filter((entry) => entry.blocked && entry.status === 'submitted').length,
    },
    dashboardUrl: 'https://rollcall.example/dashboard/platform/report/rep_123/date/2026-11-23/dashboard/',
    ...overrides,
  };
}

/** Member 1's submission posted to the channel. */
export function submissionPostMessage(overrides: Partial<TSubmissionPostMessage> = {}): TSubmissionPostMessage {
  return {
    kind: 'submission-post',
    run: RUN,
    entry: summaryEntries(1)[0]!,
    questions: QUESTIONS,
    goalTrackingEnabled: true,
    dashboardUrl: 'https://rollcall.example/dashboard/platform/report/rep_123/date/2026-11-23/dashboard/',
    ...overrides,
  };
}

/** A Teams delivery failure for Ana. */
export function deliveryFailureMessage(overrides: Partial<TDeliveryFailureMessage> = {}): TDeliveryFailureMessage {
  return {
    kind: 'delivery-failure',
    run: RUN,
    memberName: 'Ana Souza',
    platformLabel: PLATFORM_LABELS.MSTEAMS,
    code: '403',
    text: `Failed to send through ${PLATFORM_LABELS.MSTEAMS}. Code - 403`,
    ...overrides,
  };
}
