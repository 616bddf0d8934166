import { describe, expect, it } from 'vitest';
import {
  addTeamLocked,
  historyWindowNote,
  inactiveAccountRedirect,
  reportLimitMessage,
  rosterCapNote,
  teamLimitMessage,
} from './plan-limits.ts';

const user = (account_type_id: number, status = 'inactive') => ({
  is_demo: false,
  account_type_id,
  stripe: { status },
});

describe('inactiveAccountRedirect', () => {
  it('sends Team Admins and Members to /trial-ended/ from work pages, not from sign-in, own settings or check-ins', () => {
    for (const type of [2, 3]) {
      expect(inactiveAccountRedirect(user(type), { path: '/', area: 'entry' })).toBe('/trial-ended/');
      expect(inactiveAccountRedirect(user(type), { path: '/reports', area: 'reports' })).toBe('/trial-ended/');
      expect(inactiveAccountRedirect(user(type), { path: '/billing', area: 'billing' })).toBe('/trial-ended/');
      expect(inactiveAccountRedirect(user(type), { path: '/trial-ended', area: 'billing' })).toBeNull();
      expect(
        inactiveAccountRedirect(user(type), { path: '/my/settings/general', area: 'personal-settings' }),
      ).toBeNull();
      expect(inactiveAccountRedirect(user(type), { path: '/checkin/:hash', area: 'checkin' })).toBeNull();
    }
  });

  it('sends Billing Owners and Account Admins from home to /billing/ and lets them read the rest', () => {
    for (const type of [0, 1]) {
      expect(inactiveAccountRedirect(user(type), { path: '/', area: 'entry' })).toBe('/billing/');
      expect(inactiveAccountRedirect(user(type), { path: '/report/history/:slug', area: 'reports' })).toBeNull();
    }
  });

  it('leaves active, trialing, demo and signed-out visitors alone', () => {
    expect(inactiveAccountRedirect(user(3, 'active'), { path: '/', area: 'entry' })).toBeNull();
    expect(inactiveAccountRedirect(user(3, 'trialing'), { path: '/', area: 'entry' })).toBeNull();
    expect(inactiveAccountRedirect({ ...user(3), is_demo: true }, { path: '/', area: 'entry' })).toBeNull();
    expect(inactiveAccountRedirect(null, { path: '/', area: 'entry' })).toBeNull();
  });
});

describe('the limit texts and locks', () => {
  it('words the caps and the window', () => {
    expect(teamLimitMessage(1)).toBe('Your plan allows one team. Upgrade on the billing page to add more.');
    expect(teamLimitMessage(3)).toBe('Your plan allows 3 teams. Upgrade on the billing page to add more.');
    expect(reportLimitMessage(1)).toBe('Your plan includes one report. Upgrade to create more.');
    expect(historyWindowNote(7)).toBe('Your plan shows the last 7 days');
  });

  it('locks adding a team at the cap, or under ONE_TEAM_LIMIT without limits in the state', () => {
    const limits = { teams: 2, team_count: 2, reports: null, users: null, history_days: 90 };
    expect(addTeamLocked({ feature_map: [], active_teams: 1, limits })).toBe(true);
    expect(addTeamLocked({ feature_map: [], active_teams: 1, limits: { ...limits, team_count: 1 } })).toBe(false);
    expect(addTeamLocked({ feature_map: [], active_teams: 5, limits: { ...limits, teams: null } })).toBe(false);
    expect(addTeamLocked({ feature_map: ['ONE_TEAM_LIMIT'], active_teams: 1 })).toBe(true);
  });

  it('names at most ten people left out of a roster import', () => {
    const skipped = Array.from({ length: 12 }, (_, index) => ({ name: `P${index}`, reason: 'plan-limit' }));
    const note = rosterCapNote({ skipped: [{ name: 'X', reason: 'no-email' }, ...skipped], peopleCap: 10 });
    expect(note).toBe(
      ' Not imported because your plan allows up to 10 people: P0, P1, P2, P3, P4, P5, P6, P7, P8, P9 and 2 more. You need to upgrade your seats.',
    );
    expect(rosterCapNote({ skipped: [], peopleCap: null })).toBe('');
  });
});
