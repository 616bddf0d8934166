/**
 * POST /api/v1/checkin/save_question/ (spec part 3 §7): the page's autosave of one answer, and
 * with `submit` the completion of the check-in. One statement saves an answer; the newest edit
 * wins, so an autosave that arrives late never overwrites words typed after it.
 */
import { sql } from 'drizzle-orm';
import { CHECKIN_LIMITS, CHECKIN_MESSAGES, type TSaveQuestion } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns } from '../../db/schema/index.ts';
import { resultRows } from '../../db/sql-arrays.ts';
import { findCheckinByHash, looksLikeCheckinHash } from './find-checkin.ts';
import { submitCheckin, type TSubmitOutcome } from './submit-checkin.ts';

/** A page clock ahead of the server may not pin an answer against later edits for longer. */
const MAX_CLOCK_LEAD_MS = 5 * 60_000;

export interface TSaveAnswerResult {
  /** false when a newer edit of this answer was already kept. */
  saved: boolean;
  checkinId: string;
  isDraft: boolean;
  /** Set when this call submitted the check-in. */
  submitted?: TSubmitOutcome;
}

/** Saves one answer (and submits when asked); throws NOT_FOUND / INVALID_INPUT with the spec's words. */
export async function saveAnswer(db: TDb, input: TSaveQuestion, now: Date): Promise<TSaveAnswerResult> {
  if (!looksLikeCheckinHash(input.hash)) throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.notFound);
  if (input.content.length > CHECKIN_LIMITS.answerChars) {
    throw new AppError('INVALID_INPUT', CHECKIN_MESSAGES.tooLong, { fields: { content: [CHECKIN_MESSAGES.tooLong] } });
  }
  const editedAt = Math.min(input.edited_at ?? now.getTime(), now.getTime() + MAX_CLOCK_LEAD_MS);
  const updated = resultRows<{ id: string; status: string }>(
    await db.execute(sql`
      update ${checkins} as c set
        answers = c.answers || jsonb_build_object(${input.key}::text, ${input.content}::text),
        answer_edited_at = c.answer_edited_at || jsonb_build_object(${input.key}::text, ${editedAt}::bigint),
        status = case when c.status = 'submitted' then 'submitted' else 'draft' end,
        updated_at = now()
      from ${reportRuns} as r
      where c.hash = ${input.hash}
        and r.id = c.run_id
        and r.questions @> jsonb_build_array(jsonb_build_object('key', ${input.key}::text))
        and coalesce((c.answer_edited_at ->> ${input.key}::text)::bigint, 0) <= ${editedAt}::bigint
      returning c.id, c.status`),
  );
  let result: TSaveAnswerResult;
  if (updated[0]) {
    result = { saved: true, checkinId: updated[0].id, isDraft: updated[0].status !== 'submitted' };
  } else {
    // Not saved: say why (unknown hash or question), or report that a newer edit stands.
    const { checkin, run } = await findCheckinByHash(db, input.hash);
    if (!run.questions.some((question) => question.key === input.key)) {
      throw new AppError('INVALID_INPUT', CHECKIN_MESSAGES.unknownQuestion, {
        fields: { key: [CHECKIN_MESSAGES.unknownQuestion] },
      });
    }
    result = { saved: false, checkinId: checkin.id, isDraft: checkin.status !== 'submitted' };
  }
  if (!input.submit) return result;
  const submitted = await submitCheckin(db, result.checkinId, now);
  return { ...result, isDraft: false, submitted };
}
