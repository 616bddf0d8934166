/** Excel's worksheet-name rules applied to report names. */
import { describe, expect, it } from 'vitest';
import { sheetNameOf } from './export-xlsx.ts';

describe('sheetNameOf', () => {
  it('drops the characters Excel refuses and keeps at most 31 characters', () => {
    expect(sheetNameOf('Daily Standup')).toBe('Daily Standup');
    expect(sheetNameOf('Eng: Daily [Standup] / Retro?*\\')).toBe('Eng Daily Standup Retro');
    expect(sheetNameOf('A very long report name that goes on and on')).toBe('A very long report name that go');
    expect(sheetNameOf('A very long report name that goes on and on').length).toBe(31);
  });

  it('never starts or ends with an apostrophe, is never empty and never the reserved History', () => {
    expect(sheetNameOf("'Quoted'")).toBe('Quoted');
    expect(sheetNameOf('[]:*?/\\')).toBe('Report');
    expect(sheetNameOf('  ')).toBe('Report');
    expect(sheetNameOf('history')).toBe('History report');
  });

  it('does not cut an emoji in half at the limit', () => {
    const name = `${'x'.repeat(30)}🎉 party`;
    expect(sheetNameOf(name)).toBe('x'.repeat(30));
  });
});
