/**
 * Answering by replying to the check-in email: the reply address names the check-in (signed
 * token), the member's words are separated from quoted history and signatures and split by the
 * question numbers of the prompt. A complete reply submits the check-in; otherwise what could be
 * read is saved as a draft and the member is told what to finish. Saved answers are never blanked.
 */
import { CHECKIN_LIMITS, CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import { parseReply } from '../../domain/checkins/email-reply/index.ts';
import { findCheckinById } from '../../domain/checkins/find-checkin.ts';
import { checkinIdOfReplyAddress } from '../../domain/checkins/reply-token.ts';
import { unansweredKeys } from '../../domain/checkins/submit-checkin.ts';
import { answerCheckin, type TGivenAnswer } from './answer-checkin.ts';
import { confirmCheckin } from './confirm-checkin.ts';
import type { TEngineDeps } from './engine-deps.ts';

export const REPLY_MESSAGES = {
  notForUs: 'This reply is not addressed to a Rollcall check-in.',
  unsplit:
    'We could not tell your answers apart, so your whole reply is in the first answer and your check-in is saved as a draft. Please check it and complete it on the page.',
  missing: (numbers: number[]) =>
    `Thanks! We saved your answers, but ${numbers.length === 1 ? 'question' : 'questions'} ${numbers.join(', ')} ${numbers.length === 1 ? 'was' : 'were'} empty, so your check-in is saved as a draft. Please complete it on the page.`,
} as const;

export interface TInboundMail {
  /** Every recipient address (envelope and To/Cc headers). */
  to: string[];
  from: string;
  text?: string;
  html?: string;
  messageId?: string;
}

export type TReplyOutcome = 'submitted' | 'draft' | 'unsplit';

/** The check-in a mail is addressed to, by its signed reply address; null when none is ours. */
export function checkinIdOfMail(mail: Pick<TInboundMail, 'to'>, secret: string): string | null {
  for (const address of mail.to) {
    const id = checkinIdOfReplyAddress(address, secret);
    if (id) return id;
  }
  return null;
}

/** Saves the answers of an emailed reply and confirms to the member; throws NOT_FOUND for a mail that is not ours. */
export async function answerByEmail(deps: TEngineDeps, secret: string, mail: TInboundMail): Promise<TReplyOutcome> {
  const checkinId = checkinIdOfMail(mail, secret);
  if (!checkinId) throw new AppError('NOT_FOUND', REPLY_MESSAGES.notForUs);
  const found = await findCheckinById(deps.db, checkinId);
  if (!found) throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.notFound);
  const row = { hash: found.checkin.hash, answers: found.checkin.answers, questions: found.run.questions };
  const now = deps.now();
  const parsed = parseReply(
    { text: mail.text, html: mail.html },
    row.questions.map((question) => question.value),
  );
  const answers = parsed.answers;
  // With one question there is nothing to split: the whole reply is its answer.
  const split = parsed.split || row.questions.length === 1;
  const saved: Record<string, string> = { ...row.answers };
  const given: TGivenAnswer[] = [];
  for (const [index, question] of row.questions.entries()) {
    let content = (answers[index] ?? '').trim();
    if (!content) continue;
    // A reply that could not be split lands in the first answer: after what is there, never over it.
    const before = (row.answers[question.key] ?? '').trim();
    if (!split && before) content = `${before}\n\n${content}`;
    content = content.slice(0, CHECKIN_LIMITS.answerChars);
    given.push({ key: question.key, content, editedAt: now.getTime() });
    saved[question.key] = content;
  }
  const idempotencyKey = `reply:${checkinId}:${mail.messageId ?? now.getTime()}`;
  const missing = unansweredKeys(
    row.questions.map((question) => question.key),
    saved,
  );
  const complete = split && missing.length === 0;
  await answerCheckin(deps, {
    hash: row.hash,
    answers: given,
    submit: complete,
    via: 'email',
    confirmationKey: idempotencyKey,
  });
  if (complete) return 'submitted';
  const note = split
    ? REPLY_MESSAGES.missing(missing.map((key) => row.questions.findIndex((question) => question.key === key) + 1))
    : REPLY_MESSAGES.unsplit;
  await confirmCheckin(deps, checkinId, { idempotencyKey, note, via: 'email' });
  return split ? 'draft' : 'unsplit';
}
