import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { checkinPromptEmail, REPLY_HINT } from '../../../adapters/email/templates/checkin-prompt.ts';
import { promptMessage } from '../../../core/render/test-fixtures.ts';
import { QUESTIONS, QUOTED_TEXT, REPLY_FIXTURES } from './fixtures/index.ts';
import { nestedListReply } from './fixtures/nested-list.ts';
import { parseReply } from './index.ts';
import { splitAnswers } from './split-answers.ts';

const EMPTY = ['', '', ''];

describe('parseReply over replies from real clients', () => {
  it.each(REPLY_FIXTURES)('$name', async (fixture) => {
    const parsed = await simpleParser(fixture.eml, { skipHtmlToText: true });
    const html = typeof parsed.html === 'string' ? parsed.html : undefined;
    const result = parseReply({ text: parsed.text ?? '', html }, QUESTIONS);
    expect(result).toEqual({ answers: fixture.answers, split: fixture.split });
    for (const answer of result.answers) for (const quoted of QUOTED_TEXT) expect(answer).not.toContain(quoted);
  });

  it('splits the HTML part of a reply with lists inside answers by its question lines', async () => {
    const parsed = await simpleParser(nestedListReply.eml, { skipHtmlToText: true });
    expect(parseReply({ html: String(parsed.html) }, QUESTIONS)).toEqual({
      answers: [
        'Three things:\n1. merged the billing fix\n2. reviewed 4 PRs\n3. updated the on-call runbook',
        '1. on-call handover\n2. start the importer',
        'Nothing',
      ],
      split: true,
    });
  });
});

describe('splitAnswers', () => {
  it.each([
    ['1.', '1. did X\n2. will do Y\n3. none'],
    ['1)', '1) did X\n2) will do Y\n3) none'],
    ['1 -', '1 - did X\n2 – will do Y\n3 - none'],
    ['1:', '1: did X\n2: will do Y\n3: none'],
    ['bold', '**1.** did X\n**2.** will do Y\n**3.** none'],
    ['(1)', '(1) did X\n(2) will do Y\n(3) none'],
    ['Q1:', 'Q1: did X\nQ2: will do Y\nQ3: none'],
    ['no space', '1.did X\n2.will do Y\n3.none'],
    ['answers below', '1.\ndid X\n\n2.\nwill do Y\n\n3.\nnone\n'],
    ['indented under the number', '1.\n   did X\n2.\n   will do Y\n3.\n   none'],
  ])('reads "%s" numbers', (_format, body) => {
    expect(splitAnswers(body, QUESTIONS)).toEqual({ answers: ['did X', 'will do Y', 'none'], split: true });
  });

  it('drops the question repeated on the number line, however it is written', () => {
    const body = [
      '1. what did you do YESTERDAY',
      'did X',
      '**2. What will you do today?**',
      'will do Y',
      '3. Anything blocking you? - none',
    ].join('\n');
    expect(splitAnswers(body, QUESTIONS)).toEqual({ answers: ['did X', 'will do Y', 'none'], split: true });
  });

  it('drops a repeated question a client wrapped onto the next line', () => {
    const questions = [
      'What did you get done since the last check-in, and what are you most proud of?',
      'What is next?',
    ];
    const body = [
      '1. What did you get done since the last check-in, and what are you most',
      'proud of?',
      'Shipped the export',
      '2. What is next? The import',
    ].join('\n');
    expect(splitAnswers(body, questions)).toEqual({ answers: ['Shipped the export', 'The import'], split: true });
  });

  it('keeps an answer that only starts like its question', () => {
    expect(splitAnswers('1. What did you expect, it was a holiday\n2. x\n3. y', QUESTIONS).answers[0]).toBe(
      'What did you expect, it was a holiday',
    );
  });

  it('keeps Markdown inside answers', () => {
    const body =
      '1. **Shipped** the [export](https://x.example)\n- [x] tests\n- [ ] docs\n\n   code\n2. `npm ci`\n3. _none_';
    expect(splitAnswers(body, QUESTIONS).answers).toEqual([
      '**Shipped** the [export](https://x.example)\n- [x] tests\n- [ ] docs\n\n   code',
      '`npm ci`',
      '_none_',
    ]);
  });

  it('takes the first 1, then the next 2 after it, without question lines', () => {
    const body = '1. three things:\n   1. billing fix\n   2. reviews\n2. importer\n3. none';
    expect(splitAnswers(body, QUESTIONS)).toEqual({
      answers: ['three things:\n   1. billing fix\n   2. reviews', 'importer', 'none'],
      split: true,
    });
  });

  it('reads a numbered list a client indented when nothing else is numbered', () => {
    expect(splitAnswers('   1. did X\n   2. will do Y\n   3. none', QUESTIONS).answers).toEqual([
      'did X',
      'will do Y',
      'none',
    ]);
  });

  it('prefers question lines and fills in plain numbers between them', () => {
    const body = [
      '1. What did you do yesterday?',
      '1. billing fix',
      '2. reviews',
      '2. importer',
      '3. Anything blocking you?',
      'no',
    ].join('\n');
    expect(splitAnswers(body, QUESTIONS)).toEqual({
      answers: ['1. billing fix\n2. reviews', 'importer', 'no'],
      split: true,
    });
  });

  it('leaves missing answers empty and still splits', () => {
    expect(splitAnswers('1. did X\n3. none', QUESTIONS)).toEqual({ answers: ['did X', '', 'none'], split: true });
    expect(splitAnswers('1. did X', QUESTIONS)).toEqual({ answers: ['did X', '', ''], split: true });
  });

  it('drops a greeting above the first number and keeps numbers past the last question in its answer', () => {
    expect(splitAnswers('Hi team, here goes:\n\n1. a\n2. b\n3. c\n4. d', QUESTIONS).answers).toEqual([
      'a',
      'b',
      'c\n4. d',
    ]);
  });

  it('does not take times, versions or ranges inside answers for numbers', () => {
    const body = '1. standup\n10:30 demo\n1.5 hours on reviews\n2. release 3.0\n3. none';
    expect(splitAnswers(body, QUESTIONS).answers).toEqual([
      'standup\n10:30 demo\n1.5 hours on reviews',
      'release 3.0',
      'none',
    ]);
  });

  it('gives up, with the whole reply in the first answer, without numbers, without 1 or out of order', () => {
    for (const body of ['I was off yesterday.\nBack today.', '2. will do Y\n3. none', '2. will do Y\n1. did X']) {
      expect(splitAnswers(body, QUESTIONS)).toEqual({ answers: [body, '', ''], split: false });
    }
  });

  it('handles an empty reply and a report without questions', () => {
    expect(splitAnswers('  \n', QUESTIONS)).toEqual({ answers: EMPTY, split: false });
    expect(splitAnswers('1. a', [])).toEqual({ answers: [], split: false });
  });

  it('normalises CRLF and trailing whitespace', () => {
    expect(splitAnswers('1. a  \r\nmore\t\r\n2. b\r\n3. c\r\n', QUESTIONS).answers).toEqual(['a\nmore', 'b', 'c']);
  });

  it('strips the prompt’s own lines a reply carried along', () => {
    const body = [
      '1. did X',
      '2. will do Y',
      '3. none',
      '',
      'Open your check-in:',
      'https://rollcall.example/checkin/abc123',
      '',
      '[Open your check-in](https://rollcall.example/checkin/abc123)',
      'You can also reply to this email: write your answers under the',
      'numbers.',
      'On the web page you can also mark your goal as completed or tell the team you are blocked.',
    ].join('\n');
    expect(splitAnswers(body, QUESTIONS).answers).toEqual(['did X', 'will do Y', 'none']);
  });

  it('stays fast on hostile input', () => {
    const started = performance.now();
    splitAnswers('1. a\n2. b\n'.repeat(50_000), QUESTIONS);
    splitAnswers('1. What did you do yesterday?\n1. a\n2. b\n'.repeat(30_000), QUESTIONS);
    splitAnswers('Open your check-in:\nYou can also reply to this\n'.repeat(50_000), QUESTIONS);
    expect(splitAnswers(`1.\n${'  deep\n'.repeat(300_000)}`, QUESTIONS).answers[0]).toMatch(/^deep\ndeep/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('reads the real prompt text filled in under each question', () => {
    const prompt = checkinPromptEmail(promptMessage()).text;
    expect(prompt).toContain(REPLY_HINT);
    const filled = prompt
      .replace('1. What did you do yesterday?\n', '1. What did you do yesterday?\nfixed the build\n')
      .replace('3. Anything blocking you?\n', '3. Anything blocking you?\n- waiting on VPN\n');
    expect(splitAnswers(filled, QUESTIONS)).toEqual({
      answers: ['fixed the build', '', '- waiting on VPN'],
      split: true,
    });
  });

  it('reads an edited prompt, where earlier answers sit indented under their questions', () => {
    const prompt = checkinPromptEmail(promptMessage({ answers: ['did **x**\n- a\n  - b', 'y', ''] })).text;
    expect(splitAnswers(prompt, QUESTIONS)).toEqual({ answers: ['did **x**\n- a\n  - b', 'y', ''], split: true });
  });
});
