/**
 * The header each account type gets (spec part 1 §2.12, §4, §6), computed from the state the
 * server presents with the same rules the web app draws (shared/navigation.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../../bot/domain/accounts/demo.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { headerModel } from '../../../shared/navigation.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function headerFor(
  account: TAccountRow,
  accountTypeId: TAccountTypeId,
  values: Parameters<typeof buildUser>[1] = {},
) {
  const { user } = await buildUser(server.db, { account, accountTypeId, ...values });
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account));
  const state = await client.state();
  return headerModel(state.user!, state.team, {
    helpDesk: state.config.help_desk_url,
    feedback: state.config.feedback_url,
  });
}

const labels = (links: Array<{ label: string }>) => links.map((link) => link.label);

describe('the header by account type', () => {
  it('gives each type exactly its menu and tabs', async () => {
    const account = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() + 5 * 24 * 3600 * 1000) });
    const team = await buildTeam(server.db, account, { name: 'Platform' });
    const other = await buildTeam(server.db, account, { name: 'Mobile' });
    const teams = [team, other];

    const owner = await headerFor(account, 0, { teams });
    expect(labels(owner.menu)).toEqual(['Billing', 'Account Settings', 'Help Desk', 'Logout']);
    expect(labels(owner.tabs)).toEqual(['Dashboard', 'Account Usage', 'Account Members', 'Manage Billing']);
    expect(labels(owner.mobileTabs)).toEqual(['Dashboard', 'Billing']);
    expect(owner.switchTeams).toEqual([]);
    expect(owner.addTeam).toBeNull();
    expect(owner.trialCountdown?.label).toBe('Trial has 5 days left');

    const admin = await headerFor(account, 1, { teams });
    expect(labels(admin.menu)).toEqual(['Account Settings', 'Billing', 'Help Desk', 'Share feedback', 'Logout']);
    expect(labels(admin.tabs)).toEqual(['Home', 'Dashboard', 'Reports', 'Team Settings', 'Insights', 'Activity']);
    expect(admin.trialCountdown).toEqual({ label: 'Trial has 5 days left', href: '/billing/' });
    expect(admin.switchTeams).toEqual([{ label: 'Mobile', href: `/teams/switch/${other.slug}/` }]);
    expect(admin.addTeam).toMatchObject({ href: '/teams/new/', locked: false });

    const manager = await headerFor(account, 2, { teams });
    expect(labels(manager.menu)).toEqual(['My Settings', 'Help Desk', 'Share feedback', 'Logout']);
    expect(labels(manager.tabs)).toContain('Reports');
    expect(labels(manager.tabs)).toContain('Team Settings');
    expect(labels(manager.tabs)).toContain('Insights');
    expect(manager.trialCountdown).toBeNull();
    expect(manager.addTeam).not.toBeNull();

    const member = await headerFor(account, 3, { teams });
    expect(labels(member.menu)).toEqual(['My Settings', 'Help Desk', 'Share feedback', 'Logout']);
    expect(labels(member.tabs)).not.toContain('Reports');
    expect(labels(member.tabs)).not.toContain('Team Settings');
    expect(labels(member.tabs)).not.toContain('Insights');
    expect(member.switchTeams).toEqual([]);
    expect(member.addTeam).toBeNull();
    expect(member.teamLabel).toBe('Platform');
  });

  it('gives the demo user its own menu', async () => {
    const account = await buildAccount(server.db);
    const demo = await headerFor(account, 1, { email: DEMO_EMAIL });
    expect(labels(demo.menu)).toEqual(['Start your free trial', 'Help Desk', 'Logout', 'Logout of Demo']);
  });

  it('shows the trial-ended banner by role', async () => {
    const expired = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const admin = await headerFor(expired, 1);
    expect(admin.banner).toEqual({
      intent: 'error',
      text: 'Your trial has ended. To keep things running as usual please proceed to payment',
      href: '/billing/',
    });
    const member = await headerFor(expired, 3);
    expect(member.banner).toEqual({
      intent: 'error',
      text: 'Your trial has ended. Please contact your admin to resume service',
      href: '/trial-ended/',
    });
  });

  it('locks the add-team link under ONE_TEAM_LIMIT once a team exists', async () => {
    const basic = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const team = await buildTeam(server.db, basic);
    const admin = await headerFor(basic, 1, { teams: [team] });
    expect(admin.addTeam?.locked).toBe(true);
  });

  it('cuts long team names at 40 characters and calls a team in setup New Team', async () => {
    const account = await buildAccount(server.db);
    const long = await buildTeam(server.db, account, { name: 'The Extremely Long Named Platform Engineering Team' });
    expect((await headerFor(account, 3, { teams: [long] })).teamLabel).toBe(
      'The Extremely Long Named Platform Engine..',
    );
    const setup = await buildTeam(server.db, account, { name: 'Fresh', service: 'NONE' });
    const header = await headerFor(account, 2, { teams: [setup] });
    expect(header.teamLabel).toBe('New Team');
    expect(labels(header.tabs)).toEqual(['Setup']);
  });

  it('says Check-ins completed when nothing waits', async () => {
    const account = await buildAccount(server.db);
    expect((await headerFor(account, 3)).checkinsBadge?.text).toBe('Check-ins completed');
  });
});
