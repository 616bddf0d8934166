import { describe, expect, it } from 'vitest';
import { HEADER_LINKS } from '../../../../shared/navigation.ts';
import { hrefPath, isLinkActive, isUnderPath } from './active-path.ts';
import { linkKind } from './link-props.ts';

describe('which header tab is active', () => {
  it('matches by activePrefix, else by the path of the href', () => {
    expect(isLinkActive(HEADER_LINKS.teamSettings, '/team/settings/hashtags/')).toBe(true);
    expect(isLinkActive(HEADER_LINKS.activity, '/team/activity/')).toBe(true);
    expect(isLinkActive(HEADER_LINKS.dashboard, '/dashboard/1/report/2/date/3/dashboard')).toBe(true);
    expect(isLinkActive(HEADER_LINKS.reports, '/report/manage/1/')).toBe(false);
  });

  it("treats '/' as the home page only, and never marks external links", () => {
    expect(isUnderPath('/', '/')).toBe(true);
    expect(isLinkActive(HEADER_LINKS.home, '/dashboard/')).toBe(false);
    expect(isLinkActive({ href: '/', external: true }, '/')).toBe(false);
    expect(hrefPath('/team/activity/?date=This+Week')).toBe('/team/activity/');
  });
});

describe('how a header link is followed', () => {
  it('navigates inside the app for its pages, posts the sign-out and loads the server for the rest', () => {
    expect(linkKind(HEADER_LINKS.activity)).toBe('app');
    expect(linkKind(HEADER_LINKS.startTrial)).toBe('app');
    expect(linkKind(HEADER_LINKS.logout)).toBe('sign-out');
    expect(linkKind(HEADER_LINKS.logoutDemo)).toBe('sign-out');
    expect(linkKind({ href: '/teams/switch/platform/' })).toBe('document');
    expect(linkKind({ href: 'https://rollcall.example/checkin/abc/' })).toBe('document');
    expect(linkKind({ href: 'https://help.example', external: true })).toBe('external');
  });
});
