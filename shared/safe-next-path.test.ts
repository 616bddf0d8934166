import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['/reports/?x=1', '/reports/?x=1'],
    ['/team/activity/?date=This+Week', '/team/activity/?date=This+Week'],
    ['/dashboard/#latest', '/dashboard/#latest'],
    ['/checkin/abc123/', '/checkin/abc123/'],
    ['/a/./b/../c/', '/a/c/'],
    ['/team/insights/?q=%2F%2Fnot-a-host', '/team/insights/?q=%2F%2Fnot-a-host'],
    ['/', '/'],
    // A harmless path on this site, whatever it looks like.
    ['/javascript:alert(1)//', '/javascript:alert(1)//'],
  ])('keeps the same-site path %j as %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    // Dot segments and their encodings that normalise to '//host'.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/./\\evil.example',
    '/a/../..//evil.example/x',
    // Scheme-relative and backslash forms.
    '//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%5c%5cevil.example',
    '%2f%2fevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    // Tabs and newlines, raw and encoded (the URL parser drops them: '/\t/x' would become '//x').
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\u0000/x',
    // Other schemes and absolute URLs.
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'https://evil.example/',
    'http:evil.example',
    'https:/evil.example',
    'data:text/html,hi',
    'evil.example',
    // Garbage.
    '',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/reports/'], { next: '/' }])
      expect(safeNextPath(value)).toBeUndefined();
  });

  it('never answers a path a browser would read as another host', () => {
    const pieces = ['/', '\\', '.', '..', '%2e', '%2f', '%5c', '\t', 'evil.example', '?', '#', '%09'];
    const base = 'https://rollcall.invalid';
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const answer = safeNextPath(`/${a}${b}${c}evil.example`);
          if (answer === undefined) continue;
          expect(new URL(answer, base).origin).toBe(base);
          expect(answer.startsWith('//')).toBe(false);
          expect(answer).not.toMatch(/[\\\t\n\r]/);
        }
      }
    }
  });
});
