/** The Help Desk box follows the address only when it changed from outside (search-address.ts). */
import { describe, expect, it } from 'vitest';
import { createSearchAddress } from './search-address.ts';

describe('the help search in the address', () => {
  it('takes the page’s own writes coming back as echoes, even when typing outruns them', () => {
    const address = createSearchAddress('');
    expect(address.changedOutside('')).toBe(false);
    for (const value of ['v', 'va', 'vac']) address.wrote(value);
    expect(address.changedOutside('v')).toBe(false);
    expect(address.changedOutside('vac')).toBe(false);
  });

  it('sees the header’s link to /help/ after a search, and Back to it, as changes from outside', () => {
    const address = createSearchAddress('vacation');
    expect(address.changedOutside('vacation')).toBe(false);
    expect(address.changedOutside('')).toBe(true);
    expect(address.changedOutside('')).toBe(false);
    expect(address.changedOutside('vacation')).toBe(true);
  });

  it('sees an outside change that arrives while its own writes are still on their way', () => {
    const address = createSearchAddress('');
    address.wrote('export');
    expect(address.changedOutside('billing')).toBe(true);
    // Cleared: a later 'export' is someone else's.
    expect(address.changedOutside('export')).toBe(true);
  });

  it('takes a box emptied by the reader as its own write', () => {
    const address = createSearchAddress('vacation');
    address.wrote('');
    expect(address.changedOutside('')).toBe(false);
  });
});
