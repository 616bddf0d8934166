import { describe, expect, it } from 'vitest';
import { markdownToSlackMrkdwn } from '../../adapters/slack/render/markdown-mrkdwn.ts';
import {
  escapeCardText,
  markdownToCardText,
  markdownToEmailHtml,
  markdownToPlainText,
  safeLinkUrl,
} from './markdown.ts';
import { renderWithin, truncateText } from './truncate.ts';

const UNSAFE_LINKS = [
  '[a](javascript:alert(1))',
  '[a](JaVaScRiPt:alert(1))',
  '[a](&#106;avascript:alert(1))',
  '[a](javascript&#58;alert(1))',
  '[a](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '[a](vbscript:msgbox(1))',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[a](/relative/path)',
  '![x](javascript:alert(1))',
  '[a][ref]\n\n[ref]: javascript:alert(1)',
];

describe('safeLinkUrl', () => {
  it('keeps http, https, mailto and ftp only', () => {
    expect(safeLinkUrl('https://example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&c=2');
    expect(safeLinkUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(safeLinkUrl('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeLinkUrl('ftp://files.example.com/x')).toBe('ftp://files.example.com/x');
    for (const bad of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      '/x',
      '',
    ]) {
      expect(safeLinkUrl(bad)).toBeNull();
    }
  });
});

describe('markdownToEmailHtml', () => {
  it('renders GitHub-flavoured Markdown', () => {
    const html = markdownToEmailHtml(
      '**bold** _it_ ~~gone~~ `x<y`\n- one\n- [x] done\n\n1. first\n\n[docs](https://example.com/?a=1&b=2)',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('>x&lt;y</code>');
    expect(html).toMatch(/<ul[^>]*><li>one<\/li><li style="list-style-type:none;">☑ done<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>first<\/li><\/ol>/);
    expect(html).toContain('<a href="https://example.com/?a=1&amp;b=2">docs</a>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = markdownToEmailHtml(
      'hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>\n\n<a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/<(script|img|div|a)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;');
  });

  it('drops every link that is not http, https, mailto or ftp, keeping its text', () => {
    for (const source of UNSAFE_LINKS) {
      const html = markdownToEmailHtml(source);
      expect(html, source).not.toMatch(/href=|src=/);
    }
    expect(markdownToEmailHtml('[site](javascript:alert(1))')).toBe('<p style="margin:0 0 8px 0;">site</p>');
  });

  it('escapes quotes in link targets and resolves entities in text', () => {
    expect(markdownToEmailHtml('[q](https://e.com/"onmouseover="x)')).toContain(
      'href="https://e.com/%22onmouseover=%22x"',
    );
    expect(markdownToEmailHtml('Tom &amp; Jerry &#39;s &lt;b&gt;')).toContain('Tom &amp; Jerry &#39;s &lt;b&gt;');
  });

  it('keeps GFM autolinks and turns images into links', () => {
    expect(markdownToEmailHtml('see www.example.com')).toContain(
      '<a href="http://www.example.com/">www.example.com</a>',
    );
    expect(markdownToEmailHtml('![chart](https://img.example/c.png)')).toContain(
      '<a href="https://img.example/c.png">chart</a>',
    );
  });
});

describe('markdownToSlackMrkdwn', () => {
  it('converts formatting, lists and links', () => {
    expect(markdownToSlackMrkdwn('**bold** and _it_ and *it too* ~~del~~')).toBe('*bold* and _it_ and _it too_ ~del~');
    expect(markdownToSlackMrkdwn('[docs](https://example.com/?a=1&b=2)')).toBe(
      '<https://example.com/?a=1&amp;b=2|docs>',
    );
    expect(markdownToSlackMrkdwn('- one\n- two\n  - nested\n\n3. c\n4. d')).toBe(
      '• one\n• two\n    • nested\n\n3. c\n4. d',
    );
    expect(markdownToSlackMrkdwn('> quoted')).toBe('>quoted');
  });

  it('escapes &, < and > so nothing becomes a mention or a link', () => {
    expect(markdownToSlackMrkdwn('a <!channel> & <@U123> <!here|here> b>c')).toBe(
      'a &lt;!channel&gt; &amp; &lt;@U123&gt; &lt;!here|here&gt; b&gt;c',
    );
    // An autolink whose URL does not parse stays text.
    expect(markdownToSlackMrkdwn('<https://evil.example|x>')).toBe('https://evil.example|x');
  });

  it('keeps a link label from closing the link and drops unsafe links', () => {
    expect(markdownToSlackMrkdwn('[a>b|c](https://e.com/x|y)')).toBe('<https://e.com/x%7Cy|a&gt;b|c>');
    for (const source of UNSAFE_LINKS) expect(markdownToSlackMrkdwn(source), source).not.toMatch(/<[a-z]+:/i);
  });
});

describe('markdownToCardText', () => {
  it('keeps the subset cards render', () => {
    expect(markdownToCardText('**bold** _it_ [docs](https://example.com/a_(b))')).toBe(
      '**bold** _it_ [docs](https://example.com/a_%28b%29)',
    );
    expect(markdownToCardText('- one\n- two\n  - nested\n\n1. a\n2. b')).toBe('- one\n- two\n- nested\n\n1. a\n2. b');
  });

  it('escapes what would otherwise format, and raw HTML', () => {
    expect(markdownToCardText('`code*` a_b <b>x</b> \\*lit\\*')).toBe('code\\* a\\_b \\<b\\>x\\</b\\> \\*lit\\*');
    expect(markdownToCardText('# Title\n\n~~del~~')).toBe('**Title**\n\ndel');
    for (const source of UNSAFE_LINKS) expect(markdownToCardText(source), source).not.toMatch(/\]\(/);
  });

  it('escapes plain text that looks like Markdown', () => {
    expect(escapeCardText('- not a list\n1. not a number\n# not a heading\n#hashtag *x* [y](z)')).toBe(
      '\\- not a list\n1\\. not a number\n\\# not a heading\n#hashtag \\*x\\* \\[y\\](z)',
    );
  });
});

describe('markdownToPlainText', () => {
  it('drops the formatting and keeps list markers', () => {
    expect(markdownToPlainText('**a** [b](https://x.example)\n\n- c\n- [ ] d')).toBe('a b\n- c\n- ☐ d');
  });
});

describe('truncateText and renderWithin', () => {
  it('cuts with an ellipsis, after a word when one ends nearby, without splitting emoji', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(truncateText('one two three four five six seven eight nine ten eleven', 30)).toBe(
      'one two three four five six…',
    );
    expect(truncateText('😀😀😀😀😀', 6)).toBe('😀😀…');
  });

  it('fits rendered Markdown into a limit by cutting the source', () => {
    const source = '[docs](https://example.com/?a=1&b=2) & '.repeat(200);
    const out = renderWithin(source, 3000, markdownToSlackMrkdwn);
    expect(out.length).toBeLessThanOrEqual(3000);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });
});
