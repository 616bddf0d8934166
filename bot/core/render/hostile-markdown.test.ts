/**
 * Every door that renders answers, with each hostile answer of the corpus (issue 15, point 1):
 * web (the app's HTML), email HTML, Adaptive Cards (Teams, Webex), Slack mrkdwn and Block Kit,
 * and the summaries built from them. None throws, every output stays bounded, and the member's
 * text is still there. Speed is measured by `npm run bench -- markdown`, not asserted here.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_ANSWERS } from '../../../shared/markdown/hostile-corpus.ts';
import { MAX_ANSWER_HTML_CHARS, markdownToPreviewHtml } from '../../../shared/markdown/markdown-html.ts';
import { submissionPostBlocks, summaryBlocks, validateBlockKit } from '../../adapters/slack/render/block-kit.ts';
import { markdownToSlackMrkdwn } from '../../adapters/slack/render/markdown-mrkdwn.ts';
import { summaryCard, TEAMS_CARD_BUDGET_BYTES, WEBEX_CARD_BUDGET_BYTES } from './adaptive-card.ts';
import { jsonBytes } from './adaptive-card-parts.ts';
import { markdownToCardText, markdownToEmailHtml, markdownToPlainText } from './markdown.ts';
import { QUESTIONS, submissionPostMessage, summaryEntries, summaryMessage } from './test-fixtures.ts';

const HOSTILE = Object.entries(HOSTILE_ANSWERS);

/** An answer with words before and after the hostile part, to find in every output. */
function wrapped(source: string): string {
  return `Opening words\n\n${source}\n\nClosing words`;
}

const RENDERERS: [string, (source: string) => string, number][] = [
  // Name, renderer, most characters per character of source (escaping at most multiplies).
  ['web HTML', (source) => markdownToPreviewHtml(source), MAX_ANSWER_HTML_CHARS],
  ['email HTML', markdownToEmailHtml, MAX_ANSWER_HTML_CHARS],
  ['card text', markdownToCardText, 3 * 20_100],
  ['Slack mrkdwn', markdownToSlackMrkdwn, 6 * 20_100],
  ['plain text', markdownToPlainText, 20_100],
];

describe.each(RENDERERS)('%s', (_door, render, most) => {
  it.each(HOSTILE)('renders %s bounded, with the words around it', (_name, source) => {
    const output = render(wrapped(source));
    expect(output.length).toBeLessThanOrEqual(most);
    expect(output).toContain('Opening words');
    expect(output).toContain('Closing words');
  });
});

/** A summary of five members where the second one sent `answer` for every question. */
function hostileSummaryEntries(answer: string) {
  const entries = summaryEntries(5);
  entries[1] = { ...entries[1]!, status: 'submitted', answers: QUESTIONS.map(() => answer) };
  return entries;
}

describe('summaries with one hostile member', () => {
  it.each(HOSTILE)('%s: the Teams and Webex cards keep to their budgets and show the others', (_name, answer) => {
    const message = summaryMessage({ entries: hostileSummaryEntries(answer) });
    const teams = summaryCard(message);
    expect(jsonBytes(teams)).toBeLessThanOrEqual(TEAMS_CARD_BUDGET_BYTES);
    expect(JSON.stringify(teams)).toContain('Member 1');
    expect(jsonBytes(summaryCard(message, { budgetBytes: WEBEX_CARD_BUDGET_BYTES }))).toBeLessThanOrEqual(
      WEBEX_CARD_BUDGET_BYTES,
    );
  });

  it.each(HOSTILE)('%s: Slack keeps to its limits, summary and channel post', (_name, answer) => {
    const summary = summaryBlocks(summaryMessage({ entries: hostileSummaryEntries(answer) }));
    expect(validateBlockKit(summary)).toEqual([]);
    expect(JSON.stringify(summary)).toContain('Member 1');
    const post = submissionPostBlocks(
      submissionPostMessage({ entry: { ...summaryEntries(1)[0]!, answers: QUESTIONS.map(() => answer) } }),
    );
    expect(validateBlockKit(post)).toEqual([]);
  });
});

describe('remote images', () => {
  const answer = 'Chart: ![q3](https://tracker.example/q3.png)';

  it('are links in emails, cards and Slack, never embedded', () => {
    expect(markdownToEmailHtml(answer)).toContain('<a href="https://tracker.example/q3.png">q3</a>');
    expect(markdownToEmailHtml(answer)).not.toContain('<img');
    expect(markdownToCardText(answer)).toBe('Chart: [q3](https://tracker.example/q3.png)');
    expect(markdownToSlackMrkdwn(answer)).toBe('Chart: <https://tracker.example/q3.png|q3>');
  });
});
