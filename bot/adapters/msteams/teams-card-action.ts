/**
 * Action.Execute from a Rollcall check-in card (ARCHITECTURE §5 inputs: answer, submit, goal and
 * blocked toggles): `submit_checkin` hands every answer and the toggles to the core's answerCheckin
 * (the same use case as the web page and the email reply) and answers the card's submitted state; `edit_checkin`
 * answers the form again with the saved answers. A refused submit answers the form with the
 * spec's message, keeping what was typed.
 */
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { isAppError } from '../../../shared/errors.ts';
import { answerCheckin } from '../../core/engine/answer-checkin.ts';
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import { runContext } from '../../core/engine/message-context.ts';
import { promptMessageOf } from '../../core/engine/prompt-message.ts';
import { findCheckinById, type TFoundCheckin } from '../../domain/checkins/find-checkin.ts';
import { findCheckinOfTeamsUser } from '../../domain/platforms/msteams/find-member-checkin.ts';
import { checkinCardOf, type TCardVerb, toTeamsCard } from './teams-card.ts';
import { adaptiveCardOfText } from './teams-notice.ts';

/** What the card sent: its data plus the inputs (q0..qN, goal_completed, blocked). */
export interface TCardAction {
  verb: string;
  data: Record<string, unknown>;
  /** The Teams id of the person who pressed the button. */
  fromId: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asFlag = (value: unknown): boolean => value === true || value === 'true';

async function cardOfCheckin(
  deps: TEngineDeps,
  found: TFoundCheckin,
  state: 'form' | 'submitted',
  override?: { answers: string[]; note: string },
): Promise<Record<string, unknown>> {
  const fresh = state === 'form' && override ? found : await refreshed(deps, found);
  const context = await runContext(deps.db, fresh.report, fresh.run, deps.publicUrl());
  const prompt = promptMessageOf(context, fresh.checkin, fresh.user, undefined);
  prompt.answers =
    override?.answers ?? fresh.run.questions.map((question) => fresh.checkin.answers[question.key] ?? '');
  if (override) prompt.intro = `**${override.note}**\n\n${prompt.intro}`;
  return checkinCardOf(prompt, state, { goalCompleted: fresh.checkin.goalCompleted, blocked: fresh.checkin.blocked });
}

async function refreshed(deps: TEngineDeps, found: TFoundCheckin): Promise<TFoundCheckin> {
  return (await findCheckinById(deps.db, found.checkin.id)) ?? found;
}

/** Answers the card that replaces the pressed one. */
export async function answerCardAction(deps: TEngineDeps, action: TCardAction): Promise<Record<string, unknown>> {
  const found = await findCheckinOfTeamsUser(deps.db, {
    reportId: asText(action.data.reportId),
    runKey: asText(action.data.runKey),
    platformUserId: action.fromId,
  });
  if (!found) return toTeamsCard(adaptiveCardOfText(CHECKIN_MESSAGES.notFound));
  if (found.checkin.status === 'vacation') return toTeamsCard(adaptiveCardOfText(CHECKIN_MESSAGES.onVacation));
  const verb = action.verb as TCardVerb;
  if (verb === 'edit_checkin') return cardOfCheckin(deps, found, 'form');
  if (verb !== 'submit_checkin')
    return cardOfCheckin(deps, found, found.checkin.status === 'submitted' ? 'submitted' : 'form');

  const answers = found.run.questions.map((_, index) => asText(action.data[`q${index}`]));
  try {
    await answerCheckin(deps, {
      hash: found.checkin.hash,
      answers: found.run.questions.map((question, index) => ({ key: question.key, content: answers[index]! })),
      toggles: { goalCompleted: asFlag(action.data.goal_completed), blocked: asFlag(action.data.blocked) },
      submit: true,
      via: 'card',
    });
    return cardOfCheckin(deps, found, 'submitted');
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INVALID_INPUT') throw error;
    return cardOfCheckin(deps, found, 'form', { answers, note: error.message });
  }
}
