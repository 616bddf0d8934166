/**
 * ARCHITECTURE §5: one answer that cannot be rendered falls back to plain text without failing
 * its message. The lexer is made to fail on one answer (as a renderer bug or an unforeseen shape
 * would); that answer shows as escaped text in every format, and the summary around it renders.
 */
import { describe, expect, it, vi } from 'vitest';
import { markdownToPreviewHtml } from '../../../shared/markdown/markdown-html.ts';
import { summaryBlocks, validateBlockKit } from '../../adapters/slack/render/block-kit.ts';
import { markdownToSlackMrkdwn } from '../../adapters/slack/render/markdown-mrkdwn.ts';
import { summaryCard } from './adaptive-card.ts';
import { markdownToCardText, markdownToEmailHtml, markdownToPlainText } from './markdown.ts';
import { QUESTIONS, summaryEntries, summaryMessage } from './test-fixtures.ts';

const BROKEN = 'BREAKS THE RENDERER: **a** <b> & [x](https://e.com) _y_';

vi.mock('../../../shared/markdown/bounded-lexer.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../shared/markdown/bounded-lexer.ts')>();
  return {
    ...original,
    lexBounded: (source: string) => {
      if (source.includes('BREAKS THE RENDERER')) throw new RangeError('Maximum call stack size exceeded');
      return original.lexBounded(source);
    },
  };
});

describe('an answer the renderer fails on', () => {
  it('is escaped plain text in every format', () => {
    expect(markdownToEmailHtml(BROKEN)).toBe(
      '<p style="margin:0 0 8px 0;">BREAKS THE RENDERER: **a** &lt;b&gt; &amp; [x](https://e.com) _y_</p>',
    );
    expect(markdownToPreviewHtml(BROKEN)).toBe(markdownToEmailHtml(BROKEN));
    expect(markdownToCardText(BROKEN)).toBe(
      'BREAKS THE RENDERER: \\*\\*a\\*\\* \\<b\\> & \\[x\\](https://e.com) \\_y\\_',
    );
    expect(markdownToSlackMrkdwn(BROKEN)).toBe('BREAKS THE RENDERER: **a** &lt;b&gt; &amp; [x](https://e.com) _y_');
    expect(markdownToPlainText(BROKEN)).toBe(BROKEN);
  });

  it('leaves the other answers of its summary formatted', () => {
    const entries = summaryEntries(3);
    entries[0] = { ...entries[0]!, answers: QUESTIONS.map(() => BROKEN) };
    const card = JSON.stringify(summaryCard(summaryMessage({ entries })));
    expect(card).toContain('BREAKS THE RENDERER: \\\\*\\\\*a');
    expect(card).toContain('**the thing**');
    const blocks = summaryBlocks(summaryMessage({ entries }));
    expect(validateBlockKit(blocks)).toEqual([]);
    expect(JSON.stringify(blocks)).toContain('*the thing*');
  });
});
