/**
 * The public holiday settings (issue 22): the team's country for managers only, one's own choice
 * for everyone, both refused with the field's message for codes the package does not know, and
 * locked by LIMIT_VACATION_TRACKING; the pickers' list and a place's holidays of a year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { HOLIDAY_MESSAGES, ZHolidayCountries, ZHolidayDays, ZHolidaySettings } from '../../../shared/holidays.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function clientFor(account: TAccountRow, accountTypeId: TAccountTypeId, team?: TTeamRow) {
  const { user } = await buildUser(server.db, { account, accountTypeId, teams: team ? [team] : [] });
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account, team));
  return client;
}

describe('the team’s public holidays', () => {
  it('are chosen by a team admin, with a region or for the whole country, or none', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const manager = await clientFor(account, 2, team);
    expect(ZHolidaySettings.parse((await manager.get('/api/v1/team/holidays')).json())).toEqual({
      country: null,
      region: null,
      effective: null,
      can_edit: true,
      locked: false,
    });
    expect((await manager.post('/api/v1/team/holidays/', { country: 'ca', region: 'ON' })).statusCode).toBe(200);
    expect((await manager.get('/api/v1/team/holidays')).json()).toMatchObject({
      country: 'CA',
      region: 'ON',
      effective: { country: 'CA', region: 'ON', label: 'Canada (Ontario)' },
    });
    await manager.post('/api/v1/team/holidays/', { country: 'FR', region: '' });
    expect((await manager.get('/api/v1/team/holidays')).json().effective).toEqual({
      country: 'FR',
      region: null,
      label: 'France',
    });
    const cleared = await manager.post('/api/v1/team/holidays/', { country: '', region: '' });
    expect(cleared.json()).toEqual({ ok: true, message: HOLIDAY_MESSAGES.teamCleared });
    expect((await manager.get('/api/v1/team/holidays')).json().effective).toBeNull();
  });

  it('refuses unknown codes with the field’s message and changes nothing', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, team);
    await admin.post('/api/v1/team/holidays/', { country: 'DE', region: 'BY' });
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ country: 'XX', region: '' }, { country: [HOLIDAY_MESSAGES.unknownCountry] }],
      [{ country: 'Canada', region: '' }, { country: [HOLIDAY_MESSAGES.unknownCountry] }],
      [{ country: 'CA', region: 'ZZ' }, { region: [HOLIDAY_MESSAGES.unknownRegion] }],
      [{ country: '', region: 'ON' }, { region: [HOLIDAY_MESSAGES.regionWithoutCountry] }],
      [{ country: 'CA', region: '<script>' }, { region: [HOLIDAY_MESSAGES.unknownRegion] }],
      [{ country: 'CA', region: 'x'.repeat(500) }, { region: [HOLIDAY_MESSAGES.unknownRegion] }],
    ];
    for (const [body, fields] of cases) {
      const response = await admin.post('/api/v1/team/holidays/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect((await admin.post('/api/v1/team/holidays/', { region: 'ON' })).statusCode).toBe(400);
    expect((await admin.get('/api/v1/team/holidays')).json()).toMatchObject({ country: 'DE', region: 'BY' });
  });

  it('are for managers only: a member can neither read nor change them', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const member = await clientFor(account, 3, team);
    expect((await member.get('/api/v1/team/holidays')).statusCode).toBe(403);
    const refused = await member.post('/api/v1/team/holidays/', { country: 'CA', region: 'ON' });
    expect(refused.statusCode).toBe(403);
    const admin = await clientFor(account, 1, team);
    expect((await admin.get('/api/v1/team/holidays')).json().effective).toBeNull();
  });

  it('are locked by LIMIT_VACATION_TRACKING and stay readable', async () => {
    const account = await buildAccount(server.db, { planKey: 'free', subscriptionStatus: 'active' });
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, team);
    expect((await admin.get('/api/v1/team/holidays')).json().locked).toBe(true);
    const response = await admin.post('/api/v1/team/holidays/', { country: 'CA', region: 'ON' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FEATURE_LOCKED');
    const mine = await admin.post('/api/v1/my/holidays/', { country: 'NONE', region: '' });
    expect(mine.json().error.code).toBe('FEATURE_LOCKED');
  });
});

describe('my public holidays', () => {
  it('follow my team, none, or my own country', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account, { holidayCountry: 'GB', holidayRegion: 'ENG' });
    const member = await clientFor(account, 3, team);
    const england = { country: 'GB', region: 'ENG', label: 'United Kingdom (England)' };
    expect(ZHolidaySettings.parse((await member.get('/api/v1/my/holidays')).json())).toEqual({
      country: null,
      region: null,
      effective: england,
      team_place: england,
      can_edit: true,
      locked: false,
    });
    await member.post('/api/v1/my/holidays/', { country: 'NONE', region: '' });
    expect((await member.get('/api/v1/my/holidays')).json()).toMatchObject({
      country: 'NONE',
      effective: null,
      team_place: england,
    });
    await member.post('/api/v1/my/holidays/', { country: 'AU', region: 'NSW' });
    expect((await member.get('/api/v1/my/holidays')).json()).toMatchObject({
      country: 'AU',
      region: 'NSW',
      effective: { country: 'AU', region: 'NSW', label: 'Australia (New South Wales)' },
    });
    const refused = await member.post('/api/v1/my/holidays/', { country: 'NONE', region: 'NSW' });
    expect(refused.json().error.fields).toEqual({ region: [HOLIDAY_MESSAGES.regionWithoutCountry] });
    await member.post('/api/v1/my/holidays/', { country: '', region: '' });
    expect((await member.get('/api/v1/my/holidays')).json()).toMatchObject({ country: null, effective: england });
  });
});

describe('the pickers and calendars', () => {
  it('list the countries with their regions, signed in only', async () => {
    const account = await buildAccount(server.db);
    const member = await clientFor(account, 3);
    const { countries } = ZHolidayCountries.parse((await member.get('/api/v1/holidays/countries')).json());
    expect(countries.find((country) => country.code === 'CA')?.regions).toContainEqual({ code: 'ON', name: 'Ontario' });
    expect((await new TestClient(server.app).get('/api/v1/holidays/countries')).statusCode).toBe(401);
  });

  it('give a place’s holidays of a year, refusing unknown places and years', async () => {
    const account = await buildAccount(server.db);
    const member = await clientFor(account, 3);
    const answer = ZHolidayDays.parse(
      (await member.get('/api/v1/holidays/days?country=CA&region=ON&year=2026')).json(),
    );
    expect(answer.place.label).toBe('Canada (Ontario)');
    expect(answer.days).toHaveLength(9);
    expect(answer.days.at(-2)).toEqual({ day: '2026-12-25', name: 'Christmas Day' });
    expect((await member.get('/api/v1/holidays/days?country=XX&year=2026')).statusCode).toBe(400);
    expect((await member.get('/api/v1/holidays/days?country=CA&year=20260')).statusCode).toBe(400);
    expect((await member.get('/api/v1/holidays/days?country=CA')).statusCode).toBe(400);
  });
});
