/**
 * The reply corpus: replies written the way Gmail, Outlook, Apple Mail, Thunderbird, Yahoo, Proton,
 * Fastmail, Zoho and plain-text clients lay them out, in 17 languages, top-posted, bottom-posted and
 * inline. Each must give exactly its answers, split, with nothing of the quoted prompt.
 */
import { describe, expect, it } from 'vitest';
import { REPLY_CORPUS } from './fixtures/corpus/index.ts';
import { QUESTIONS } from './fixtures/index.ts';
import { parseReply } from './index.ts';

const QUOTED = [
  'What did you',
  'What will you',
  'Anything blocking',
  'Open your check-in',
  'rollcall.example',
  'Rollcall',
];

describe('the reply corpus', () => {
  it('holds at least 150 replies with distinct names', () => {
    expect(REPLY_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(REPLY_CORPUS.map((reply) => reply.name)).size).toBe(REPLY_CORPUS.length);
  });

  it.each(REPLY_CORPUS)('$name', (reply) => {
    const parsed = parseReply({ text: reply.text, html: reply.html }, QUESTIONS);
    expect(parsed).toEqual({ answers: reply.answers, split: true });
    for (const answer of parsed.answers) for (const quoted of QUOTED) expect(answer).not.toContain(quoted);
  });
});
