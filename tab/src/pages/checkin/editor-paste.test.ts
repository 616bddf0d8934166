import { describe, expect, it } from 'vitest';
import { markdownLink, pastedLink, pasteEdit } from './editor-paste.ts';
import { applyTextEdit } from './text-edit.ts';

describe('which pasted text becomes a link', () => {
  it('links http, https and ftp addresses as they are', () => {
    expect(pastedLink('https://example.com/a?b=1#c')).toEqual({
      label: 'https://example.com/a?b=1#c',
      href: 'https://example.com/a?b=1#c',
    });
    expect(pastedLink('http://localhost:3978/x')?.href).toBe('http://localhost:3978/x');
    expect(pastedLink('ftp://files.example.com/pub')?.href).toBe('ftp://files.example.com/pub');
    expect(pastedLink('HTTPS://Example.com')?.href).toBe('HTTPS://Example.com');
  });

  it('links scheme-less addresses through https', () => {
    expect(pastedLink('www.example.com/x')).toEqual({ label: 'www.example.com/x', href: 'https://www.example.com/x' });
    expect(pastedLink('www.example.com')?.href).toBe('https://www.example.com');
    expect(pastedLink('github.com/org/repo/pull/12')?.href).toBe('https://github.com/org/repo/pull/12');
  });

  it('strips the whitespace around an address and inside one wrapped over lines', () => {
    expect(pastedLink('  https://example.com/x \n')?.href).toBe('https://example.com/x');
    expect(pastedLink('https://example.com/very/long\n  /path?q=1')).toEqual({
      label: 'https://example.com/very/long/path?q=1',
      href: 'https://example.com/very/long/path?q=1',
    });
  });

  it('pastes relative addresses, prose and other schemes as plain text', () => {
    for (const text of [
      '/foo',
      '../x',
      './docs/readme.md',
      '#anchor',
      '?q=1',
      'notes.md',
      'e.g.',
      'see https://example.com for details',
      'hello world.com/x',
      'javascript:alert(1)',
      'mailto:ada@example.com',
      'https://',
      '',
      '   ',
    ]) {
      expect(pastedLink(text), text).toBeNull();
    }
  });
});

describe('the Markdown a pasted address becomes', () => {
  it('escapes what would break the link', () => {
    expect(markdownLink('https://x.com/a_b_c', 'https://x.com/a_b_c')).toBe(
      '[https://x.com/a\\_b\\_c](https://x.com/a_b_c)',
    );
    expect(markdownLink('x', 'https://en.wikipedia.org/wiki/Foo_(bar)')).toBe(
      '[x](https://en.wikipedia.org/wiki/Foo_%28bar%29)',
    );
  });

  it('inserts the link at the caret', () => {
    const state = { value: 'Done: ', selectionStart: 6, selectionEnd: 6 };
    const edit = pasteEdit(state, 'www.example.com/x');
    expect(edit).not.toBeNull();
    const after = applyTextEdit(state.value, edit!);
    expect(after.value).toBe('Done: [www.example.com/x](https://www.example.com/x)');
    expect(after.selectionStart).toBe(after.value.length);
  });

  it('makes selected words the label and keeps their formatting', () => {
    const state = { value: 'See **the docs** now', selectionStart: 4, selectionEnd: 16 };
    const after = applyTextEdit(state.value, pasteEdit(state, 'https://example.com')!);
    expect(after.value).toBe('See [**the docs**](https://example.com) now');
  });

  it('leaves a plain-text paste to the browser', () => {
    expect(pasteEdit({ value: '', selectionStart: 0, selectionEnd: 0 }, '/foo')).toBeNull();
    expect(pasteEdit({ value: '', selectionStart: 0, selectionEnd: 0 }, 'some text')).toBeNull();
  });
});
