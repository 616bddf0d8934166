import { describe, expect, it } from 'vitest';
import { GUEST_LINKS, HEADER_LINKS } from '../../../shared/navigation.ts';
import { isPlannedHref, withoutPlannedLinks } from './page-availability.ts';

describe('links to pages not built yet', () => {
  it('are the PAGE_ROUTES pages still drawn by the placeholder', () => {
    expect(isPlannedHref('/report-confirm/?x=1')).toBe(true);
    expect(isPlannedHref('/report-confirm/')).toBe(true);
  });

  it('never include built pages, server routes or other sites', () => {
    expect(isPlannedHref('/reports/')).toBe(false);
    expect(isPlannedHref('/team/activity/?date=This+Week')).toBe(false);
    expect(isPlannedHref('/my/settings/services/')).toBe(false);
    expect(isPlannedHref('/team/settings/services/')).toBe(false);
    expect(isPlannedHref('/my/settings/api-tokens/')).toBe(false);
    expect(isPlannedHref('/billing/')).toBe(false);
    expect(isPlannedHref('/dashboard/')).toBe(false);
    expect(isPlannedHref('/accounts/logout/')).toBe(false);
    expect(isPlannedHref('/teams/switch/abc/')).toBe(false);
    expect(isPlannedHref('https://help.example.com/')).toBe(false);
    expect(isPlannedHref('mailto:x@example.com')).toBe(false);
  });

  it('are left out of a list, which keeps its order', () => {
    const planned = { label: 'Report confirmed', href: '/report-confirm/' };
    const links = [HEADER_LINKS.dashboard, planned, HEADER_LINKS.activity, planned, HEADER_LINKS.reports];
    expect(withoutPlannedLinks(links)).toEqual([HEADER_LINKS.dashboard, HEADER_LINKS.activity, HEADER_LINKS.reports]);
    // 'What is Rollcall?' is the help article (/help/ is built), so a guest keeps every link.
    expect(withoutPlannedLinks(GUEST_LINKS).map((link) => link.label)).toEqual([
      'What is Rollcall?',
      'Login',
      'Sign Up',
    ]);
    expect(GUEST_LINKS[0]?.href).toBe('/help/what-is-rollcall/');
    expect(isPlannedHref('/help/what-is-rollcall/')).toBe(false);
  });
});
