/**
 * The bounded lexer (issue 15, point 1): no answer overflows the stack, none costs more than its
 * work budget (plus one step), ordinary long answers stay well inside it, and beyond the bounds
 * the text stays, as typed. Time is measured in bench/markdown.ts, never asserted here: the
 * work units are the deterministic stand-in.
 */
import type { Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { lexBounded, MARKDOWN_BOUNDS, workBudget } from './bounded-lexer.ts';
import { HOSTILE_ANSWERS } from './hostile-corpus.ts';
import { markdownToPlainText } from './markdown-tokens.ts';

/** The most one step may cost: a closer search over a whole answer of delimiters. */
const ONE_STEP = 102 * 20_000;

const HOSTILE = Object.entries(HOSTILE_ANSWERS);

/** Letters and digits in order: what a reader reads, whatever the formatting. */
function words(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** How deep tokens of `type` nest in the tree. */
function depthOf(tokens: Token[], type: string): number {
  let deepest = 0;
  for (const token of tokens) {
    const children = [
      ...('tokens' in token && Array.isArray(token.tokens) ? token.tokens : []),
      ...('items' in token && Array.isArray(token.items) ? token.items : []),
    ] as Token[];
    deepest = Math.max(deepest, (token.type === type ? 1 : 0) + depthOf(children, type));
  }
  return deepest;
}

describe('hostile answers at the size limit', () => {
  it.each(HOSTILE)('%s: lexes within its work budget, plus at most one step', (_name, source) => {
    const { work, budget } = lexBounded(source);
    expect(budget).toBe(MARKDOWN_BOUNDS.workMax);
    expect(work).toBeLessThanOrEqual(budget + ONE_STEP);
  });

  it.each(HOSTILE)('%s: keeps every word, and what follows it', (_name, source) => {
    const text = markdownToPlainText(`Before\n\n${source}\n\nAfter the storm`);
    expect(text.startsWith('Before')).toBe(true);
    expect(text.endsWith('After the storm')).toBe(true);
    // Link targets and reference definitions are not text; everything else is.
    if (!/\]\(|\]:/.test(source)) expect(words(text)).toBe(words(`Before${source}After the storm`));
  });

  it('renders the same way every time', () => {
    for (const [, source] of HOSTILE) expect(lexBounded(source).tokens).toEqual(lexBounded(source).tokens);
  });
});

describe('depth', () => {
  it('nests at most eight quotes; deeper markers show as typed', () => {
    const { tokens } = lexBounded(`${'> '.repeat(20)}deep`);
    expect(depthOf(tokens, 'blockquote')).toBe(MARKDOWN_BOUNDS.containers);
    expect(markdownToPlainText(`${'> '.repeat(20)}deep`)).toBe(`${'> '.repeat(12)}deep`.trim());
  });

  it('nests at most eight list items, quotes and lists together', () => {
    const { tokens } = lexBounded(`${'> - '.repeat(10)}deep`);
    expect(depthOf(tokens, 'blockquote') + depthOf(tokens, 'list')).toBeLessThanOrEqual(MARKDOWN_BOUNDS.containers);
    expect(markdownToPlainText(`${'> - '.repeat(10)}deep`)).toContain('deep');
  });

  it('nests emphasis at most eight deep and keeps the rest as typed', () => {
    const source = `${'*a '.repeat(12)}core${' a*'.repeat(12)}`;
    const { tokens } = lexBounded(source);
    expect(depthOf(tokens, 'em') + depthOf(tokens, 'strong')).toBeLessThanOrEqual(MARKDOWN_BOUNDS.inlineDepth);
    expect(words(markdownToPlainText(source))).toBe(words(source));
  });

  it('leaves ordinary nesting alone', () => {
    const { tokens, plain } = lexBounded('> quoted\n> - item\n>   - nested **bold _and italic_**');
    expect(plain).toBe(false);
    expect(depthOf(tokens, 'blockquote')).toBe(1);
    expect(depthOf(tokens, 'list')).toBe(2);
    expect(depthOf(tokens, 'em')).toBe(1);
  });
});

describe('ordinary answers', () => {
  const block = [
    '## Yesterday',
    'Worked on **the billing export** with _Anna_ and fixed `parse_invoice_line()` in [PR #123](https://github.com/acme/app/pull/123).',
    'Also reviewed snake_case_names and some_other_identifier, see https://example.com/a_b?c=d&e=f.',
    '- [x] Ship the *release notes*',
    '- [ ] Follow up with **ops** about `deploy_v2`',
    '  - nested item with a [link](https://example.com) and ~~old~~ text',
    '1. first',
    '2. second with <https://example.org/x> and mail me at bob@example.com',
    '',
    '> Quote from the customer: "it *mostly* works"',
    '',
    '| task | owner | state |',
    '| --- | --- | --- |',
    '| export | anna | done |',
    '| import | bob | **late** |',
    '',
    'Numbers: 2 * 3 = 6, a < b > c, price $5 & tax. Emoji 🎉 and #release #team-a.',
    '',
  ].join('\n');
  const long = block.repeat(Math.floor(20_000 / block.length));
  const answers: [string, string][] = [
    ['a 20,000-character answer with every kind of formatting', long],
    ['the same without blank lines (one paragraph run)', long.replace(/\n\n/g, '\n')],
    [
      '400 chat lines with bold, italics, code and links',
      Array.from({ length: 400 }, (_, i) => `line ${i} **bold** _it_ \`code\` [x](https://e.com/${i})`)
        .join('\n')
        .slice(0, 20_000),
    ],
    ['a short answer', 'Fixed the **login bug**, see [#42](https://example.com/42).\n- next: tests'],
  ];

  it.each(answers)('%s spends well under its budget and is fully formatted', (_name, source) => {
    const { work, budget, plain } = lexBounded(source);
    expect(plain).toBe(false);
    expect(work).toBeLessThan(budget * 0.6);
  });

  it('a budget grows with the answer, up to the most', () => {
    expect(workBudget('')).toBe(MARKDOWN_BOUNDS.workBase);
    expect(workBudget('x'.repeat(2000))).toBe(MARKDOWN_BOUNDS.workBase + 2000 * MARKDOWN_BOUNDS.workPerChar);
    expect(workBudget('x'.repeat(20_000))).toBe(MARKDOWN_BOUNDS.workMax);
  });
});
