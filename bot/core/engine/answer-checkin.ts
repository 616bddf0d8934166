/**
 * Answering a check-in (ARCHITECTURE §5 inputs: answer, goal/blocked toggle, submit): the one use
 * case every door calls — the web page's autosave and checkboxes, the emailed reply, the Teams card
 * and the Slack modal. It saves the answers (the newest edit of each wins), sets the toggles,
 * submits when asked (every question needs an answer, or INVALID_INPUT with the spec's words and
 * nothing already saved touched) and confirms a submission to the member on their channels (the
 * first one also goes to the run's channel thread).
 */
import { findCheckinByHash } from '../../domain/checkins/find-checkin.ts';
import { saveAnswer } from '../../domain/checkins/save-answer.ts';
import { submitCheckin, type TSubmitOutcome } from '../../domain/checkins/submit-checkin.ts';
import { updateGoalBlocker } from '../../domain/checkins/update-goal-blocker.ts';
import { settingsOf } from '../../domain/reports/report-settings.ts';
import { notifyCheckinSubmitted } from '../../domain/webhooks-out/checkin-submitted-event.ts';
import { confirmCheckin, type TConfirmOptions } from './confirm-checkin.ts';
import type { TEngineDeps } from './engine-deps.ts';

/** One answer as a door read it. */
export interface TGivenAnswer {
  /** The question's key in the run. */
  key: string;
  content: string;
  /** When the member typed it (the page's clock, ms); now when left out. */
  editedAt?: number;
}

export interface TAnswerCheckinInput {
  /** The check-in's hash: the credential every door ends up holding. */
  hash: string;
  answers?: readonly TGivenAnswer[];
  /**
   * The goal-completed and blocked checkboxes. A whole form (card, modal) sends them even when the
   * report does not track goals, and they are then ignored; a lone toggle (the page's checkbox) is
   * refused with the domain's message.
   */
  toggles?: { goalCompleted?: boolean; blocked?: boolean };
  /** Complete the check-in after saving. */
  submit?: boolean;
  /** The door, for the confirmation (a Teams card shows its own). */
  via: NonNullable<TConfirmOptions['via']>;
  /** The confirmation's idempotency key; one per check-in unless the door keys its own (an email reply). */
  confirmationKey?: string;
}

export interface TAnswerCheckinResult {
  checkinId: string;
  /** false when a newer edit of some answer was already kept. */
  saved: boolean;
  isDraft: boolean;
  /** Set when this call submitted the check-in. */
  submitted?: TSubmitOutcome;
}

/** Saves, toggles, submits and confirms as asked; throws NOT_FOUND / INVALID_INPUT with the spec's words. */
export async function answerCheckin(deps: TEngineDeps, input: TAnswerCheckinInput): Promise<TAnswerCheckinResult> {
  const now = deps.now();
  let checkinId: string | null = null;
  let saved = true;
  let isDraft: boolean | null = null;
  for (const answer of input.answers ?? []) {
    const result = await saveAnswer(
      deps.db,
      { hash: input.hash, key: answer.key, content: answer.content, edited_at: answer.editedAt ?? now.getTime() },
      now,
    );
    checkinId = result.checkinId;
    saved &&= result.saved;
    isDraft = result.isDraft;
  }
  if (input.toggles || checkinId === null) {
    const found = await findCheckinByHash(deps.db, input.hash);
    checkinId = found.checkin.id;
    isDraft ??= found.checkin.status !== 'submitted';
    if (input.toggles) await applyToggles(deps, input, settingsOf(found.report).goal_tracking_enabled, now);
  }
  if (!input.submit) return { checkinId, saved, isDraft: isDraft ?? true };
  const submitted = await submitCheckin(deps.db, checkinId, now);
  await notifyCheckinSubmitted(deps, checkinId, submitted);
  // The first submission is confirmed; a later one only when the door answers each of its
  // messages (every emailed reply gets its answer).
  if (submitted.first || input.confirmationKey) {
    await confirmCheckin(deps, checkinId, {
      idempotencyKey: input.confirmationKey ?? `checkin:${checkinId}:confirmation`,
      via: input.via,
      first: submitted.first,
    });
  }
  return { checkinId, saved, isDraft: false, submitted };
}

/** Sets the goal/blocked flags given (see TAnswerCheckinInput.toggles for when they are ignored). */
async function applyToggles(deps: TEngineDeps, input: TAnswerCheckinInput, tracked: boolean, now: Date): Promise<void> {
  const wholeForm = input.answers !== undefined || input.submit === true;
  if (wholeForm && !tracked) return;
  const fields = [
    ['goal_completed', input.toggles?.goalCompleted],
    ['blocked', input.toggles?.blocked],
  ] as const;
  for (const [field, completed] of fields) {
    if (completed !== undefined) await updateGoalBlocker(deps.db, { hash: input.hash, field, completed }, now);
  }
}
