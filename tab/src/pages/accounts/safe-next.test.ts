import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/reports?x=1')).toBe('/reports?x=1');
  });

  it('drops empty values and other origins', () => {
    expect(safeNext(null)).toBeUndefined();
    expect(safeNext('')).toBeUndefined();
    expect(safeNext('https://evil.example/')).toBeUndefined();
    expect(safeNext('//evil.example/')).toBeUndefined();
    expect(safeNext('/\\evil.example/')).toBeUndefined();
    expect(safeNext('/.//evil.example/')).toBeUndefined();
    expect(safeNext('/%2e//evil.example/')).toBeUndefined();
    expect(safeNext('/./\\evil.example/')).toBeUndefined();
  });
});
