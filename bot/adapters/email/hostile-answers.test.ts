/**
 * Emails with hostile answers (issue 15, point 1): the summary and the check-in email of every
 * answer of the corpus render (no stack overflow, no failed job), bounded, with the other members'
 * answers formatted. Answers are filled in after MJML ran, one at a time; that late fill is
 * byte-identical to the direct render.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_ANSWERS } from '../../../shared/markdown/hostile-corpus.ts';
import { MAX_ANSWER_HTML_CHARS } from '../../../shared/markdown/markdown-html.ts';
import {
  confirmationMessage,
  HOSTILE,
  promptMessage,
  QUESTIONS,
  summaryEntries,
  summaryMessage,
} from '../../core/render/test-fixtures.ts';
import { renderEmail } from './render-email.ts';

/** Five members; the second one answered `answer` to every question. */
function hostileSummary(answer: string, format: 'members' | 'questions' = 'members') {
  const entries = summaryEntries(5);
  entries[1] = { ...entries[1]!, status: 'submitted', answers: QUESTIONS.map(() => `Start ${answer} stop`) };
  return summaryMessage({ entries, format });
}

describe.each(Object.entries(HOSTILE_ANSWERS))('%s', (_name, answer) => {
  it('the summary renders, bounded, with every member and the hostile words', async () => {
    const email = await renderEmail('report-summary', hostileSummary(answer));
    expect(email.html).toContain('<strong>the thing</strong>');
    expect(email.html).toContain('Member 2');
    expect(email.html).toContain('Start');
    expect(email.html.length).toBeLessThan(QUESTIONS.length * MAX_ANSWER_HTML_CHARS + 100_000);
    expect(email.text).toContain('Member 5');
  });

  it('the check-in email with the answers renders, bounded', async () => {
    const email = await renderEmail('checkin-prompt', promptMessage({ answers: [answer, 'did **x**', ''] }));
    expect(email.html).toContain('did <strong>x</strong>');
    expect(email.html.length).toBeLessThan(MAX_ANSWER_HTML_CHARS + 100_000);
  });
});

describe('answers filled in after MJML', () => {
  const cases: [string, Parameters<typeof renderEmail>][] = [
    ['a summary by member', ['report-summary', summaryMessage()]],
    ['a summary by question', ['report-summary', summaryMessage({ format: 'questions' })]],
    ['a hostile summary', ['report-summary', hostileSummary(HOSTILE_ANSWERS["'*a_' x 6,666"]!, 'questions')]],
    ['a summary with escapes', ['report-summary', hostileSummary(HOSTILE)]],
    ['a confirmation', ['checkin-confirmation', confirmationMessage({ text: `Thanks **Ana** ${HOSTILE}` })]],
    ['a prompt', ['checkin-prompt', promptMessage({ answers: [HOSTILE, '', 'x'] })]],
  ];

  it.each(cases)('%s is byte-identical to the direct render', async (_name, [template, variables]) => {
    const late = await renderEmail(template, variables);
    const direct = await renderEmail(template, variables, { cache: false });
    expect(late).toEqual(direct);
  });
});
