import { describe, expect, it } from 'vitest';
import { findPageRoute, PAGE_ROUTES, routePatternToRegExp } from './routes.ts';

describe('page routes', () => {
  it('match with or without the trailing slash, one segment per parameter', () => {
    const regexp = routePatternToRegExp('/report/history/:reportId/member/:memberId');
    expect(regexp.test('/report/history/r1/member/m1')).toBe(true);
    expect(regexp.test('/report/history/r1/member/m1/')).toBe(true);
    expect(regexp.test('/report/history/r1/member/')).toBe(false);
    expect(regexp.test('/report/history/r1/x/member/m1')).toBe(false);
  });

  it('find the page a path belongs to', () => {
    expect(findPageRoute('/')?.title).toBe('Home');
    expect(findPageRoute('/checkin/abc123/')?.layout).toBe('bare');
    expect(findPageRoute('/dashboard/team-1/report/r-1/date/latest/dashboard/')?.area).toBe('dashboard');
    expect(findPageRoute('/msteams/tab/config/')?.layout).toBe('bare');
    expect(findPageRoute('/nowhere')).toBeUndefined();
  });

  it('are unique and cover the spec route table', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const required of [
      '/accounts/login',
      '/accounts/signup/:hash/confirm',
      '/my/settings/vacations/calendars',
      '/team/settings/members/action/add',
      '/connect/msteams/:conversationId/:teamId/:adminId/:tenantId/:serviceUrl/:teamName',
      '/platform/email',
      '/report/manage/:reportId',
      '/report/checkin/:hash',
      '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard-alternative',
      '/url2png/report_avatar/:hash',
      '/trial-ended',
    ]) {
      expect(paths).toContain(required);
    }
  });
});
