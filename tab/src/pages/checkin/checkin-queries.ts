/**
 * The check-in page's server calls (spec part 3 §7): the context of one check-in by its hash, the
 * autosave and submission of answers (save_question) and the goal/blocker flags.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TCheckinContext,
  type TGoalBlockerUpdate,
  type TSaveQuestion,
  type TSaveQuestionAnswer,
  ZCheckinContext,
  ZGoalBlockerAnswer,
  ZSaveQuestionAnswer,
} from '../../../../shared/checkins.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { csrfToken } from '../../api/csrf-token.ts';
import { answerTexts } from './answer-text.ts';

const SAVE_QUESTION_PATH = '/api/v1/checkin/save_question/';
const GOAL_BLOCKER_PATH = '/api/v1/checkin/update_goal_blocker_tracking/';

/** Answers of any shape, read as Markdown strings: one odd answer opens an empty editor, not an error page. */
const ZAnswerTexts = z.record(z.string(), z.unknown()).transform(answerTexts);

/** The contract's context, lenient about the answers' values only (spec part 3 §4). */
const ZCheckinPageContext = ZCheckinContext.extend({
  answers: ZAnswerTexts,
  last_entry_data: z.object({ date: z.string(), answers: ZAnswerTexts }).nullable(),
}) satisfies z.ZodType<TCheckinContext>;

/** The query key of one check-in, so the page can update its cached state after a submission. */
export function checkinQueryKey(hash: string): readonly string[] {
  return ['checkin', hash];
}

/**
 * The check-in context (GET /api/v1/checkin/{hash}/). Loaded once per visit: the page copies the
 * answers into its editor, and a refetch must never overwrite what is being typed.
 */
export function useCheckinContext(hash: string) {
  return useQuery({
    queryKey: checkinQueryKey(hash),
    queryFn: ({ signal }) => apiGet(`/api/v1/checkin/${encodeURIComponent(hash)}/`, ZCheckinPageContext, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Saves one answer (autosave) or, with `submit: true`, saves it and submits the check-in. */
export function saveQuestion(payload: TSaveQuestion): Promise<TSaveQuestionAnswer> {
  return apiPost(SAVE_QUESTION_PATH, payload, ZSaveQuestionAnswer);
}

/** Sets the goal-completed or blocked flag of the check-in. */
export function updateGoalBlocker(payload: TGoalBlockerUpdate) {
  return apiPost(GOAL_BLOCKER_PATH, payload, ZGoalBlockerAnswer);
}

/**
 * The last-chance save when the page is closed or reloaded: a keepalive request, which the
 * browser finishes after the page is gone (an ordinary fetch would be cancelled with the page).
 */
export function saveQuestionOnUnload(payload: TSaveQuestion): void {
  void fetch(SAVE_QUESTION_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
    body: JSON.stringify(payload),
  }).catch(() => undefined);
}
