import { describe, expect, it } from 'vitest';
import { inAppPath, resolveContentLinks } from './content-links.ts';

const ORIGIN = 'https://rollcall.example.com';
const planned = (href: string) => href.startsWith('/team/activity');

describe('resolveContentLinks', () => {
  it('makes in-app links absolute and keeps other links as written', () => {
    expect(
      resolveContentLinks('Open [Reports](/reports/) or [the docs](https://example.com/x).', ORIGIN, planned),
    ).toBe('Open [Reports](https://rollcall.example.com/reports/) or [the docs](https://example.com/x).');
  });

  it('keeps only the words of a link to a page not built yet', () => {
    expect(resolveContentLinks('See [Activity](/team/activity/?date=This+Week).', ORIGIN, planned)).toBe(
      'See Activity.',
    );
  });

  it('never turns a protocol-relative link into an in-app one', () => {
    expect(resolveContentLinks('[x](//evil.example/)', ORIGIN, planned)).toBe('[x](//evil.example/)');
  });

  it('handles every kind in one text, as a help article mixes them', () => {
    expect(
      resolveContentLinks(
        'See [Reports](/reports/), [activity](/team/activity/) and [docs](https://example.com/x) or [evil](//evil.example/).',
        ORIGIN,
        planned,
      ),
    ).toBe(
      'See [Reports](https://rollcall.example.com/reports/), activity and [docs](https://example.com/x) or [evil](//evil.example/).',
    );
  });
});

describe('inAppPath', () => {
  it('gives the path, query and hash of a link on this origin, null elsewhere', () => {
    expect(inAppPath('https://rollcall.example.com/reports/?a=1#b', ORIGIN)).toBe('/reports/?a=1#b');
    expect(inAppPath('https://example.com/reports/', ORIGIN)).toBeNull();
    expect(inAppPath('mailto:someone@example.com', ORIGIN)).toBeNull();
    expect(inAppPath('/help/x/', ORIGIN)).toBe('/help/x/');
  });
});
