/**
 * Words every renderer shares (cards, Block Kit, email), so a member reads the same labels on
 * every platform.
 */
import type { TSummaryEntry, TSummaryMessage } from '../../domain/engine-messages.ts';

export const LABELS = {
  openInBrowser: 'Open in browser',
  openCheckin: 'Open your check-in',
  submit: 'Submit',
  edit: 'Edit',
  answerHere: 'Answer here',
  openDashboard: 'Open the dashboard',
  goalToggle: 'I completed my goal',
  blockedToggle: 'I am blocked',
  goalCompleted: 'Goal completed',
  blocked: 'Blocked',
  noAnswer: 'No answer',
  answerPlaceholder: 'Your answer',
  shortened: 'Some answers were shortened to fit here. Open the check-in in your browser to see them in full.',
} as const;

/** The status line of a member in a summary. */
export const STATUS_LABEL: Record<TSummaryEntry['status'], string> = {
  submitted: 'Answered',
  missing: 'No answer yet',
  vacation: 'On vacation',
};

/** 'X of Y answered (Z%)': the participation line of every summary. */
export function statsLine(stats: TSummaryMessage['stats']): string {
  return `${stats.answered} of ${stats.total} answered (${stats.participationPercent}%)`;
}

/** '3 goals completed, 1 blocked': shown with goal tracking on. */
export function goalStatsLine(stats: TSummaryMessage['stats']): string {
  const goals = `${stats.goalCount} ${stats.goalCount === 1 ? 'goal' : 'goals'} completed`;
  return `${goals}, ${stats.blockedCount} blocked`;
}

/** The goal and blocker markers of one entry ('' when none or when goal tracking is off). */
export function entryMarkers(entry: TSummaryEntry, goalTrackingEnabled: boolean): string[] {
  if (!goalTrackingEnabled || entry.status !== 'submitted') return [];
  const markers: string[] = [];
  if (entry.goalCompleted) markers.push(`✅ ${LABELS.goalCompleted}`);
  if (entry.blocked) markers.push(`⛔ ${LABELS.blocked}`);
  return markers;
}

/** 'and 12 more — see the dashboard': closes a summary cut to fit a platform's limits. */
export function moreLine(count: number): string {
  return `and ${count} more — see the dashboard`;
}

/** Answers shown at all: a blank answer is no answer. */
export function isBlankAnswer(answer: string | undefined): boolean {
  return answer === undefined || answer.trim() === '';
}
