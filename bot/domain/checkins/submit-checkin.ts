/**
 * Completes a check-in: every question needs an answer (spec part 3 §8 'required' / 'All questions
 * are required'); nothing already saved is touched when one is missing.
 */
import { eq } from 'drizzle-orm';
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import { hasVisibleText } from '../../../shared/visible-text.ts';
import type { TDb } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';
import { findCheckinById } from './find-checkin.ts';

export interface TSubmitOutcome {
  /** true the first time; an update of a submitted check-in is false. */
  first: boolean;
}

/** The keys of the questions without an answer (blank, or only characters that show nothing). */
export function unansweredKeys(questionKeys: readonly string[], answers: Record<string, string>): string[] {
  return questionKeys.filter((key) => !hasVisibleText(answers[key] ?? ''));
}

/** Marks the check-in submitted when every question is answered; throws INVALID_INPUT otherwise. */
export async function submitCheckin(db: TDb, checkinId: string, now: Date): Promise<TSubmitOutcome> {
  const found = await findCheckinById(db, checkinId);
  if (!found) throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.notFound);
  const row = {
    answers: found.checkin.answers,
    submittedAt: found.checkin.submittedAt,
    questions: found.run.questions,
  };
  const missing = unansweredKeys(
    row.questions.map((question) => question.key),
    row.answers,
  );
  if (missing.length > 0) {
    throw new AppError('INVALID_INPUT', CHECKIN_MESSAGES.allRequired, {
      fields: Object.fromEntries(missing.map((key) => [key, [CHECKIN_MESSAGES.required]])),
    });
  }
  await db
    .update(checkins)
    .set({ status: 'submitted', submittedAt: row.submittedAt ?? now, updatedAt: now })
    .where(eq(checkins.id, checkinId));
  return { first: row.submittedAt === null };
}
