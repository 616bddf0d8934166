import { describe, expect, it } from 'vitest';
import { CONNECT_LINK_TTL_MS, linkLifeRefusal } from './connect-link-rules.ts';
import { newConnectCode, normalizeConnectCode, type TInstallRow } from './record-install.ts';

describe('connect codes', () => {
  it('have 12 characters of an unambiguous alphabet, in groups of four', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newConnectCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });

  it('are read however they are typed, the older 8-character ones too', () => {
    expect(normalizeConnectCode(' k7m2 q9xd-4hjp ')).toBe('K7M2-Q9XD-4HJP');
    expect(normalizeConnectCode('k7m2q9xd')).toBe('K7M2-Q9XD');
    expect(normalizeConnectCode('abc')).toBe('ABC');
  });
});

describe('a link and code', () => {
  const issued = new Date('2027-03-01T10:00:00Z');
  const install = (values: Partial<TInstallRow> = {}) =>
    ({ linkIssuedAt: issued, linkUsedAt: null, ...values }) as TInstallRow;
  const issuedPlus = (ms: number) => new Date(issued.getTime() + ms);

  it('work for exactly 7 days', () => {
    expect(CONNECT_LINK_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect(linkLifeRefusal(install(), issuedPlus(CONNECT_LINK_TTL_MS))).toBeNull();
    expect(linkLifeRefusal(install(), issuedPlus(CONNECT_LINK_TTL_MS + 1))).toBe('expired');
  });

  it('work once', () => {
    expect(linkLifeRefusal(install({ linkUsedAt: issuedPlus(1000) }), issuedPlus(2000))).toBe('used');
  });
});
