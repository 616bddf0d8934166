import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { linkFromEmail } from '../../helpers/sent-emails.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const clientFor = (account: TAccountRow, accountTypeId: TAccountTypeId, values: Parameters<typeof buildUser>[1] = {}) =>
  signedInClient(server, account, accountTypeId, values);

describe('organisation settings', () => {
  it('shows usage per team to owners and admins, and only admins rename', async () => {
    const account = await buildAccount(server.db, { name: 'Acme' });
    const email = await buildTeam(server.db, account, { name: 'Support', service: 'EMAIL' });
    await buildTeam(server.db, account, { name: 'Unlinked', service: 'NONE' });
    const admin = await clientFor(account, 1, { teams: [email] });
    await buildUser(server.db, { account, teams: [email] });

    const settings = (await admin.client.get('/api/v1/account/settings/general')).json();
    expect(settings).toMatchObject({
      name: 'Acme',
      can_edit: true,
      total_active_members: 2,
      can_sync_photos: false,
      team_list: [
        { team_name: 'Support', active_service: 'EMAIL', active_members: 2, member_total: 2 },
        { team_name: 'Unlinked', active_service: 'NONE', active_members: 0, member_total: 0 },
      ],
    });
    const renamed = await admin.client.post('/accounts/settings/general', { name: 'Acme Corp' });
    expect(renamed.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.organizationUpdated });
    expect((await admin.client.state()).user?.account_name).toBe('Acme Corp');
    expect((await admin.client.post('/accounts/settings/general', { name: '' })).json().error.fields.name).toEqual([
      'Organization name is required',
    ]);

    const owner = await clientFor(account, 0);
    expect((await owner.client.get('/api/v1/account/settings/general')).json().can_edit).toBe(false);
    expect((await owner.client.post('/accounts/settings/general', { name: 'Mine' })).statusCode).toBe(403);
    for (const type of [2, 3] as const) {
      const other = await clientFor(account, type);
      expect((await other.client.get('/api/v1/account/settings/general')).statusCode).toBe(403);
    }
  });

  it('offers photo sync only when a team uses Microsoft Teams', async () => {
    const account = await buildAccount(server.db);
    await buildTeam(server.db, account, { service: 'MSTEAMS' });
    const admin = await clientFor(account, 1);
    expect((await admin.client.get('/api/v1/account/settings/general')).json()).toMatchObject({
      can_sync_photos: true,
      // No Microsoft sign-in on this server yet: no link that would answer 404.
      sync_photos_url: null,
    });
  });
});

describe('members and roles', () => {
  it('lists members and applies the role rules', async () => {
    const account = await buildAccount(server.db);
    const admin = await clientFor(account, 1);
    const member = await buildUser(server.db, { account, accountTypeId: 3, firstName: 'Mia' });
    const list = (await admin.client.get('/api/v1/account/members')).json();
    expect(list).toMatchObject({
      can_invite: true,
      can_change_roles: true,
      roles_locked: false,
      account_uuid: account.id,
    });
    const self = list.members.find((m: { is_self: boolean }) => m.is_self);
    const mia = list.members.find((m: { email: string }) => m.email === member.user.email);
    expect(mia).toMatchObject({ user_type_id: 3, user_type_display: 'Team Member', is_self: false });

    const promote = await admin.client.post('/api/v1/account/permissions/', {
      membership_id: mia.member_id,
      user_type_id: 2,
    });
    expect(promote.json()).toEqual({ status: 'ok' });
    expect(
      (await admin.client.get('/api/v1/account/members'))
        .json()
        .members.find((m: { email: string }) => m.email === member.user.email).user_type_id,
    ).toBe(2);

    const own = await admin.client.post('/api/v1/account/permissions/', {
      membership_id: self.member_id,
      user_type_id: 3,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(ACCOUNT_MESSAGES.ownRole);
    expect(
      (await admin.client.post('/api/v1/account/permissions/', { membership_id: mia.member_id, user_type_id: 7 }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps at least one Account Admin', async () => {
    const account = await buildAccount(server.db);
    const first = await clientFor(account, 1);
    const second = await clientFor(account, 1);
    const members = (await first.client.get('/api/v1/account/members')).json().members;
    const secondRow = members.find((m: { email: string }) => m.email === second.user.email);
    expect(
      (await first.client.post('/api/v1/account/permissions/', { membership_id: secondRow.member_id, user_type_id: 3 }))
        .statusCode,
    ).toBe(200);
    // Now `first` is the only admin; `second` is a member and cannot change roles at all.
    const firstRow = members.find((m: { email: string }) => m.email === first.user.email);
    expect(
      (await second.client.post('/api/v1/account/permissions/', { membership_id: firstRow.member_id, user_type_id: 3 }))
        .statusCode,
    ).toBe(403);
  });

  it('lets a Billing Owner read but not change roles or invite', async () => {
    const account = await buildAccount(server.db);
    await clientFor(account, 1);
    const owner = await clientFor(account, 0);
    const list = (await owner.client.get('/api/v1/account/members')).json();
    expect(list).toMatchObject({ can_invite: false, can_change_roles: false });
    const target = list.members.find((m: { is_self: boolean }) => !m.is_self);
    expect(
      (await owner.client.post('/api/v1/account/permissions/', { membership_id: target.member_id, user_type_id: 2 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await owner.client.post('/accounts/settings/members/', { 'invite-email': 'x@example.test', 'invite-role': 2 }))
        .statusCode,
    ).toBe(403);
  });

  it('locks role changes and invitations under LIMIT_PERMISSION_ROLES', async () => {
    const account = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const admin = await clientFor(account, 1);
    const member = await buildUser(server.db, { account, accountTypeId: 3 });
    const list = (await admin.client.get('/api/v1/account/members')).json();
    expect(list.roles_locked).toBe(true);
    const row = list.members.find((m: { email: string }) => m.email === member.user.email);
    const change = await admin.client.post('/api/v1/account/permissions/', {
      membership_id: row.member_id,
      user_type_id: 2,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.code).toBe('FEATURE_LOCKED');
    const invite = await admin.client.post('/accounts/settings/members/', {
      'invite-email': 'x@example.test',
      'invite-role': 2,
    });
    expect(invite.json().error.code).toBe('FEATURE_LOCKED');
  });

  it('invites with Billing Owner or Team Admin only, and the invited signup joins with that role', async () => {
    const account = await buildAccount(server.db, { name: 'Invitech' });
    const admin = await clientFor(account, 1, { firstName: 'Ines', lastName: 'Admin' });
    expect(
      (await admin.client.post('/accounts/settings/members/', { 'invite-email': 'new@example.test', 'invite-role': 3 }))
        .statusCode,
    ).toBe(400);
    const sent = await admin.client.post('/accounts/settings/members/', {
      'invite-email': 'new@example.test',
      'invite-role': 2,
    });
    expect(sent.json()).toEqual({ ok: true, message: 'Invitation sent to new@example.test.' });
    expect((await admin.client.get('/api/v1/account/members')).json().pending_invitations).toEqual([
      expect.objectContaining({ email: 'new@example.test', role: 'Team Admin' }),
    ]);
    const existing = await admin.client.post('/accounts/settings/members/', {
      'invite-email': admin.user.email,
      'invite-role': 2,
    });
    expect(existing.json().error.fields['invite-email']).toEqual([
      `${admin.user.email} is already a member of this organization.`,
    ]);

    const hash = (await linkFromEmail(server.db, 'new@example.test', 'invitation', 'acceptUrl')).split('/')[3]!;
    const invited = new TestClient(server.app);
    expect((await invited.get(`/api/v1/invitations/${hash}`)).json()).toEqual({
      invited_by_name: 'Ines Admin',
      organization: 'Invitech',
      email: 'new@example.test',
      role: 'Team Admin',
    });
    const accepted = await invited.post(`/accounts/invite/${hash}/confirm/`, {
      fname: 'Nia',
      lname: 'New',
      email: 'someone-else@example.test',
      phone: '',
      job_title: 'Design',
      password1: 'sunlit-meadow-8',
      password2: 'sunlit-meadow-8',
    });
    expect(accepted.json()).toMatchObject({ ok: true, redirect: '/' });
    const state = await invited.state();
    expect(state.user).toMatchObject({ email: 'new@example.test', account_type_id: 2, account_name: 'Invitech' });
    expect((await new TestClient(server.app).get(`/api/v1/invitations/${hash}`)).statusCode).toBe(404);
  });

  it('refuses members (type 3) and team admins (type 2) on account settings', async () => {
    const account = await buildAccount(server.db);
    for (const type of [2, 3] as const) {
      const { client } = await clientFor(account, type);
      expect((await client.get('/api/v1/account/members')).statusCode).toBe(403);
      expect(
        (await client.post('/accounts/settings/members/', { 'invite-email': 'x@example.test', 'invite-role': 2 }))
          .statusCode,
      ).toBe(403);
      expect((await client.get('/api/v1/account/labs')).statusCode).toBe(403);
    }
  });
});

describe('labs', () => {
  it('lets an Account Admin turn a lab on and shows it in the state', async () => {
    const account = await buildAccount(server.db);
    const admin = await clientFor(account, 1);
    expect(
      (await admin.client.get('/api/v1/account/labs'))
        .json()
        .labs.map((l: { key: string; enabled: boolean }) => [l.key, l.enabled]),
    ).toEqual([
      ['multiplan', false],
      ['private_reports', false],
    ]);
    expect(
      (await admin.client.post('/api/v1/account/labs/', { lab: 'private_reports', enabled: true })).json(),
    ).toEqual({
      status: 'ok',
      enabled_labs: ['private_reports'],
    });
    expect((await admin.client.state()).user?.enabled_labs).toEqual(['private_reports']);
    expect((await admin.client.post('/api/v1/account/labs/', { lab: 'warp-drive', enabled: true })).statusCode).toBe(
      400,
    );
  });
});

describe('trial reset and trial ended', () => {
  it('gives a new 14-day trial once, to admins and owners of an unpaid account', async () => {
    const account = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() - 24 * 3600 * 1000) });
    const admin = await clientFor(account, 1);
    expect((await admin.client.state()).user?.stripe.status).toBe('inactive');
    expect((await admin.client.get('/api/v1/reset-trial')).json()).toEqual({
      can_reset: true,
      reason: null,
      trial_days_left: 0,
    });
    const reset = await admin.client.post('/accounts/reset-trial/');
    expect(reset.json()).toEqual({ ok: true, redirect: '/billing/', message: ACCOUNT_MESSAGES.trialReset });
    expect((await admin.client.state()).user?.stripe).toMatchObject({ status: 'trialing', trial_days_left: 14 });
    const again = await admin.client.post('/accounts/reset-trial/');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.trialResetRefused);

    const member = await clientFor(await buildAccount(server.db), 3);
    expect((await member.client.post('/accounts/reset-trial/')).statusCode).toBe(403);
    const paid = await clientFor(await buildAccount(server.db, { subscriptionStatus: 'active' }), 1);
    expect((await paid.client.get('/api/v1/reset-trial')).json().can_reset).toBe(false);
  });

  it('lists the organisation admins to contact', async () => {
    const account = await buildAccount(server.db, { name: 'Expired Inc' });
    await buildUser(server.db, {
      account,
      accountTypeId: 1,
      firstName: 'Ann',
      lastName: 'Admin',
      email: 'ann@expired.test',
    });
    await buildUser(server.db, {
      account,
      accountTypeId: 0,
      firstName: 'Bo',
      lastName: 'Owner',
      email: 'bo@expired.test',
    });
    const member = await clientFor(account, 3);
    expect((await member.client.get('/api/v1/trial-ended')).json()).toEqual({
      org_name: 'Expired Inc',
      org_admins: [
        { name: 'Bo Owner', email: 'bo@expired.test', user_type: 'Billing Owner' },
        { name: 'Ann Admin', email: 'ann@expired.test', user_type: 'Account Admin' },
      ],
    });
  });
});

describe('one account never reaches another', () => {
  it('answers 404 for another account’s members and teams', async () => {
    const a = await buildAccount(server.db);
    const b = await buildAccount(server.db);
    const bTeam = await buildTeam(server.db, b);
    const bMember = await buildUser(server.db, { account: b, accountTypeId: 3 });
    const bAdmin = await clientFor(b, 1);
    const bRow = (await bAdmin.client.get('/api/v1/account/members'))
      .json()
      .members.find((m: { email: string }) => m.email === bMember.user.email);
    const aAdmin = await clientFor(a, 1);
    const change = await aAdmin.client.post('/api/v1/account/permissions/', {
      membership_id: bRow.member_id,
      user_type_id: 2,
    });
    expect(change.statusCode).toBe(404);
    expect(
      (await aAdmin.client.get(`/teams/switch/${bTeam.slug}/`, { 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(404);
    const aMembers = (await aAdmin.client.get('/api/v1/account/members')).json().members;
    expect(aMembers.map((m: { email: string }) => m.email)).not.toContain(bMember.user.email);
  });
});

describe('team switching', () => {
  it('switches the current team by GET and returns to the page it came from', async () => {
    const account = await buildAccount(server.db);
    const one = await buildTeam(server.db, account, { name: 'One' });
    const two = await buildTeam(server.db, account, { name: 'Two' });
    const manager = await clientFor(account, 2, { teams: [one, two] });
    expect((await manager.client.state()).team?.team_name).toBe('One');
    const response = await manager.client.get(`/teams/switch/${two.slug}/`, {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
      referer: 'http://localhost/reports/',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/reports/');
    expect((await manager.client.state()).team?.team_name).toBe('Two');
  });
});
