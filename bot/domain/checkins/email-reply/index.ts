/**
 * Check-in answers from an emailed reply (the pure part of inbound email): the member's own words
 * without quoted history, split by the numbers of the prompt's questions.
 */

import { splitAnswers, type TSplitAnswers } from './split-answers.ts';
import { replyBody, type TReplyParts } from './strip-quoted.ts';

export { splitAnswers, type TSplitAnswers } from './split-answers.ts';
export { htmlToText, replyBody, stripQuotedText, type TReplyParts } from './strip-quoted.ts';

/** Reads a decoded reply ({ text, html } from mailparser) into one answer per question. */
export function parseReply(input: TReplyParts, questions: readonly string[]): TSplitAnswers {
  return splitAnswers(replyBody(input), questions);
}
