import { describe, expect, it } from 'vitest';
import { markdownToEmailHtml, markdownToPreviewHtml } from './markdown-html.ts';

describe('images in answers', () => {
  const source = 'Screenshot: ![the bug](https://example.com/bug.png) and ![x](javascript:alert(1))';

  it('are links in emails', () => {
    const html = markdownToEmailHtml(source);
    expect(html).toContain('<a href="https://example.com/bug.png">the bug</a>');
    expect(html).not.toContain('<img');
  });

  it('show in the page preview, at most 800x600, and only from http(s)', () => {
    const html = markdownToPreviewHtml(source);
    expect(html).toContain(
      '<img src="https://example.com/bug.png" alt="the bug" style="max-width:800px;max-height:600px',
    );
    expect(html).not.toContain('javascript:');
    expect(markdownToEmailHtml(source)).not.toContain('<img');
  });
});
