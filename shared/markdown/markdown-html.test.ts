import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_HTML_CHARS, markdownToEmailHtml, markdownToPreviewHtml, plainTextHtml } from './markdown-html.ts';

describe('images in answers', () => {
  const source = 'Screenshot: ![the bug](https://example.com/bug.png) and ![x](javascript:alert(1))';

  it('are links in emails', () => {
    const html = markdownToEmailHtml(source);
    expect(html).toContain('<a href="https://example.com/bug.png">the bug</a>');
    expect(html).not.toContain('<img');
  });

  it('load in the web app only once the viewer asks: a button names the host until then', () => {
    const html = markdownToPreviewHtml(source);
    expect(html).toContain(
      '<button type="button" data-image-url="https://example.com/bug.png" title="the bug">Show image from example.com</button>',
    );
    expect(html).not.toMatch(/<img|src=/);
    expect(html).not.toContain('javascript:');
  });

  it('show, at most 800x600 and without a referrer, once their URL was asked for', () => {
    const html = markdownToPreviewHtml(source, { shownImages: new Set(['https://example.com/bug.png']) });
    expect(html).toContain(
      '<img src="https://example.com/bug.png" alt="the bug" referrerpolicy="no-referrer" style="max-width:800px;max-height:600px',
    );
    expect(html).not.toContain('<button');
    expect(markdownToEmailHtml(source)).not.toContain('<img');
  });

  it('over plain http stay links (the page would not load them)', () => {
    const html = markdownToPreviewHtml('![x](http://tracker.example/p.gif)');
    expect(html).toBe('<p style="margin:0 0 8px 0;"><a href="http://tracker.example/p.gif">x</a></p>');
  });
});

describe('answers that cannot be rendered as HTML', () => {
  it('fall back to escaped plain text, paragraphs and line breaks kept', () => {
    expect(plainTextHtml('a <b>\nc\n\n\n d & "e"')).toBe(
      '<p style="margin:0 0 8px 0;">a &lt;b&gt;<br>c</p><p style="margin:0 0 8px 0;">d &amp; &quot;e&quot;</p>',
    );
  });

  it('render as plain text when their HTML would be too big to send', () => {
    // 20,000 characters of one-letter code spans: ~30 times their size as styled HTML.
    const source = '`a` '.repeat(5000);
    const html = markdownToEmailHtml(source);
    expect(html.length).toBeLessThanOrEqual(MAX_ANSWER_HTML_CHARS);
    expect(html).toBe(plainTextHtml(source));
    expect(html).toContain('`a` `a`');
  });
});

describe('checklists', () => {
  it('shows a bulleted task item with its box only, not a bullet as well', () => {
    const html = markdownToEmailHtml('- [ ] write tests\n- [x] ship\n- plain');
    expect(html).toContain('<li style="list-style-type:none;">☐ write tests</li>');
    expect(html).toContain('<li style="list-style-type:none;">☑ ship</li>');
    expect(html).toContain('<li>plain</li>');
  });

  it('keeps the numbers of a numbered checklist', () => {
    expect(markdownToEmailHtml('1. [ ] first')).toContain('<li>☐ first</li>');
  });
});
