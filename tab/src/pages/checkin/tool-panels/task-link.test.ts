import { describe, expect, it } from 'vitest';
import { applyTextEdit } from '../text-edit.ts';
import { escapeLinkText, linkInsertEdit, safeTaskUrl, taskMarkdownLink } from './task-link.ts';

const state = (value: string, selectionStart = value.length, selectionEnd = selectionStart) => ({
  value,
  selectionStart,
  selectionEnd,
});

describe('taskMarkdownLink', () => {
  it('links a task as [title](url)', () => {
    expect(taskMarkdownLink({ title: 'Fix login', url: 'https://github.com/acme/app/issues/12' })).toBe(
      '[Fix login](https://github.com/acme/app/issues/12)',
    );
  });

  it('escapes what would end the link text or format it', () => {
    expect(escapeLinkText('Use [brackets] and a \\ backslash')).toBe('Use \\[brackets\\] and a \\\\ backslash');
    expect(escapeLinkText('**bold** _it_ `code` <b> ~~x~~')).toBe(
      '\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\<b\\> \\~\\~x\\~\\~',
    );
    expect(taskMarkdownLink({ title: 'a](javascript:alert(1))', url: 'https://x.test/1' })).toBe(
      '[a\\](javascript:alert(1))](https://x.test/1)',
    );
  });

  it('keeps the title on one line and bounded', () => {
    expect(escapeLinkText('  two\nlines\t here ')).toBe('two lines here');
    const long = escapeLinkText('x'.repeat(500));
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('encodes parentheses in the address so they cannot end the link', () => {
    expect(taskMarkdownLink({ title: 'Wiki', url: 'https://en.wikipedia.org/wiki/Foo_(bar))' })).toBe(
      '[Wiki](https://en.wikipedia.org/wiki/Foo_%28bar%29%29)',
    );
    expect(safeTaskUrl('https://x.test/a b')).toBe('https://x.test/a%20b');
  });

  it('refuses anything but a web address', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '/relative/path',
      'not a url',
      '',
      'https://user:pass@evil.test/',
      `https://x.test/${'a'.repeat(2100)}`,
    ]) {
      expect(taskMarkdownLink({ title: 'x', url }), url).toBeNull();
    }
    expect(safeTaskUrl(' http://x.test/1 ')).toBe('http://x.test/1');
  });

  it('uses the address as the text of a task without a title', () => {
    expect(taskMarkdownLink({ title: '  ', url: 'https://x.test/_a_' })).toBe(
      '[https://x.test/\\_a\\_](https://x.test/_a_)',
    );
  });
});

describe('linkInsertEdit', () => {
  const link = '[T](https://x.test/1)';

  it('inserts at the caret, spaced from the words around it, and leaves the caret after the link', () => {
    const before = state('Worked on today', 10);
    const edit = linkInsertEdit(before, link, true);
    const after = applyTextEdit(before.value, edit);
    expect(after.value).toBe(`Worked on ${link} today`);
    expect(after.value.slice(0, after.selectionStart)).toBe(`Worked on ${link}`);
    expect(after.selectionEnd).toBe(after.selectionStart);
  });

  it('pads a caret in the middle of a word on both sides', () => {
    const after = applyTextEdit('abcd', linkInsertEdit(state('abcd', 2), link, true));
    expect(after.value).toBe(`ab ${link} cd`);
  });

  it('does not replace selected text: the link goes after the selection', () => {
    const before = state('keep this text', 5, 9);
    const after = applyTextEdit(before.value, linkInsertEdit(before, link, true));
    expect(after.value).toBe(`keep this ${link} text`);
  });

  it('without a caret, puts the link on its own line at the end', () => {
    expect(applyTextEdit('Did things', linkInsertEdit(state('Did things', 0), link, false)).value).toBe(
      `Did things\n${link}`,
    );
    expect(applyTextEdit('- one\n', linkInsertEdit(state('- one\n', 0), link, false)).value).toBe(`- one\n${link}`);
    const empty = applyTextEdit('', linkInsertEdit(state(''), link, false));
    expect(empty).toEqual({ value: link, selectionStart: link.length, selectionEnd: link.length });
  });

  it('never lets a "!" before the caret turn the link into an image', () => {
    expect(applyTextEdit('Done!', linkInsertEdit(state('Done!'), link, true)).value).toBe(`Done! ${link}`);
  });
});
