import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './visible-text.ts';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    ['\u200B\u200B\u200B', false],
    ['\u200C\u200D\u2060\uFEFF', false],
    ['\u3164\u115F\uFFA0', false],
    ['\u2800\u2800', false],
    ['\u00A0\u2003\u3000', false],
    ['\u0301\u0308', false],
    ['\u202E\u202D', false],
    ['ok', true],
    ['\u200Bok\u200B', true],
    ['👍', true],
    ['é', true],
    ['日本', true],
    ['-', true],
  ])('%j -> %s', (text, visible) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});
