import { describe, expect, it } from 'vitest';
import { findPageRoute } from '../../../../shared/routes.ts';
import type { TStateTeam, TStateUser } from '../../../../shared/state.ts';
import { accessHelp } from './access-help.ts';

const user = (account_type_id: 0 | 1 | 2 | 3) => ({ account_type_id, account_name: 'Harbor Co' }) as TStateUser;
const team = { slug: 't', team_name: 'Support', service: 'EMAIL', account_admin: false } satisfies TStateTeam;

describe('who can help on a page the viewer may not open', () => {
  it('names the account admins for account settings, and leads a member to their own settings', () => {
    const help = accessHelp(findPageRoute('/accounts/settings/general/')!, user(3), team);
    expect(help.whoCanHelp).toContain('Account Admins and the Billing Owner of Harbor Co');
    expect(help.nextSteps).toEqual([
      { label: 'Open the dashboard', href: '/dashboard/' },
      { label: 'Open my settings', href: '/my/settings/general/' },
    ]);
  });

  it('names the team and account admins for a team page', () => {
    const help = accessHelp(findPageRoute('/team/settings/security/')!, user(3), team);
    expect(help.whoCanHelp).toBe(
      'The Team Admins of Support and the Account Admins of Harbor Co can open this page, or change your role if you need it.',
    );
  });

  it('tells a Team Admin without a team to set one up', () => {
    const help = accessHelp(findPageRoute('/reports/')!, user(2), null);
    expect(help.whoCanHelp).toContain('You are not in a team yet.');
    expect(help.nextSteps[0]).toEqual({ label: 'Set up your team', href: '/setup/' });
  });
});
