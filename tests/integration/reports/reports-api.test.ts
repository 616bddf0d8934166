import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { QUEUE } from '../../../bot/domain/jobs.ts';
import { REPORT_MESSAGES } from '../../../shared/reports.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { wallClockAt } from '../../../shared/zoned-time.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function adminWithTeam(accountValues: Parameters<typeof buildAccount>[1] = {}, type: TAccountTypeId = 1) {
  const account = await buildAccount(server.db, accountValues);
  const { team, members } = await buildTeamWithMembers(server.db, account, 3);
  const { client, user } = await signedInClient(server, account, type, { teams: [team] });
  return { account, team, members, client, admin: user };
}

// Runs are found by next_run_at and one minute tick (ARCHITECTURE §4): no job-engine schedule per report.
const scheduleKeys = () => server.jobs.scheduleKeys(QUEUE.reportRun);
const nextRunAt = async (reportId: string) =>
  (await server.db.select({ at: reports.nextRunAt }).from(reports).where(eq(reports.id, reportId)))[0]?.at ?? null;

describe('creating a report', () => {
  it('saves it with its next run and lists it with its schedule in words', async () => {
    const { client, members, team } = await adminWithTeam();
    const response = await client.post('/api/v1/report/create_new/', reportForm(members));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ ok: true, first_report: true, triggered: false });
    expect(answer.dashboard_url).toBe(`/dashboard/${team.slug}/report/${answer.slug}/date/latest/dashboard/`);
    expect(await nextRunAt(answer.report_id)).toBeInstanceOf(Date);
    expect(await scheduleKeys()).not.toContain(answer.report_id);

    const list = (await client.get('/api/v1/reports')).json();
    expect(list.reports).toHaveLength(1);
    expect(list.reports[0]).toMatchObject({
      report_name: 'Daily Standup',
      team_name: team.name,
      enabled: true,
      enabled_members: 3,
      schedule_text: 'Every weekday at 10:00 AM (America/Toronto)',
      last_report_data: null,
      can_manage: true,
    });
  });

  it('answers the spec messages for a form that is not valid, and saves nothing', async () => {
    const { client, members } = await adminWithTeam();
    const response = await client.post(
      '/api/v1/report/create_new/',
      reportForm([], {
        config: { fields: [{ type: 'text', value: '' }], day_of_week: '' },
        enable_channel_broadcast: true,
        email_notifications: ['lead@example.test', 'not-an-email'],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'config.fields.0.value': [REPORT_MESSAGES.questionRequired],
      users: ['Must include at least one team member'],
      channel: ['A channel is required.'],
      'config.day_of_week': ['Must select atleast one day in month or week'],
      'email_notifications.1': ['Invalid email address'],
    });
    expect((await client.get('/api/v1/reports')).json().reports).toEqual([]);
    expect(members).toHaveLength(3);
  });

  it('refuses members from outside the team', async () => {
    const { client, members, account } = await adminWithTeam();
    const { user: outsider } = await buildUser(server.db, { account });
    const response = await client.post('/api/v1/report/create_new/', reportForm([...members, outsider]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.users).toEqual([REPORT_MESSAGES.memberNotInTeam]);
  });

  it('keeps a paid account within its seats', async () => {
    const { client, members } = await adminWithTeam({
      subscriptionStatus: 'active',
      planKey: 'business',
      billedParticipants: 2,
    });
    const refused = await client.post('/api/v1/report/create_new/', reportForm(members));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('You need to upgrade your seats.');
    expect((await client.post('/api/v1/report/create_new/', reportForm(members.slice(0, 2)))).statusCode).toBe(200);
    // Members already counted in another report are free.
    expect((await client.post('/api/v1/report/create_new/', reportForm(members.slice(1, 2)))).statusCode).toBe(200);
  });

  it('allows one report under ONE_REPORT_LIMIT', async () => {
    const { client, members } = await adminWithTeam({ subscriptionStatus: 'active', planKey: 'basic' });
    expect((await client.post('/api/v1/report/create_new/', reportForm(members))).statusCode).toBe(200);
    const second = await client.post('/api/v1/report/create_new/', reportForm(members));
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('FEATURE_LOCKED');
    expect((await client.get('/api/v1/reports')).json().create_locked).toBe(true);
  });

  it('switches off what the plan locks', async () => {
    const { client, members } = await adminWithTeam({ subscriptionStatus: 'active', planKey: 'basic' });
    const created = (
      await client.post(
        '/api/v1/report/create_new/',
        reportForm(members, { private_reports_enabled: true, intro_message: 'Custom hello' }),
      )
    ).json();
    const wizard = (await client.get(`/api/v1/report/wizard?report=${created.slug}`)).json();
    expect(wizard.form.private_reports_enabled).toBe(false);
    expect(wizard.form.intro_message).not.toBe('Custom hello');
  });
});

describe('the wizard context', () => {
  it('starts from a template with the defaults of the spec', async () => {
    const { client, members } = await adminWithTeam();
    const contextResponse = await client.get('/api/v1/report/wizard?template=one-on-one');
    expect(contextResponse.statusCode).toBe(200);
    const context = contextResponse.json();
    expect(context.edit_mode).toBe('CREATE');
    expect(context.form).toMatchObject({
      name: "One on One's",
      schedule: 'weekly',
      private_reports_enabled: true,
      notification_type: 'email',
      report_summary_hour: 12,
      report_summary_minute: 0,
      report_summary_day: 'same_day',
      summary_format: 'members',
    });
    expect(context.form.config).toMatchObject({ hour: 10, minute: 0, time_zone: 'America/Toronto', day_of_week: '3' });
    expect(context.form.config.fields).toHaveLength(4);
    expect(context.account_members.map((member: { id: string }) => member.id)).toEqual(
      expect.arrayContaining(members.map((member) => member.id)),
    );
    expect(context.available_participants).toBeNull();
    expect(context.time_step_minutes).toBe(15);
    expect((await client.get('/api/v1/report/wizard?template=nope')).statusCode).toBe(404);
  });
});

describe('editing, pausing, deleting', () => {
  it('moves the next run on edit, drops it on pause and brings it back on resume', async () => {
    const { client, members } = await adminWithTeam();
    const created = (await client.post('/api/v1/report/create_new/', reportForm(members))).json();
    const wizard = (await client.get(`/api/v1/report/wizard?report=${created.report_id}`)).json();
    expect(wizard.edit_mode).toBe('UPDATE');
    const questionKeys = wizard.form.config.fields.map((field: { key: string }) => field.key);

    const updated = await client.post('/api/v1/report/update_existing/', {
      ...wizard.form,
      schedule: 'monthly',
      config: { ...wizard.form.config, day_of_month: '15', hour: 9, minute: 30 },
      users: members.slice(0, 2).map((member) => member.id),
    });
    expect(updated.statusCode).toBe(200);
    const next = await nextRunAt(created.report_id);
    expect(next && wallClockAt(next, 'America/Toronto')).toMatchObject({ day: 15, hour: 9, minute: 30 });
    const after = (await client.get(`/api/v1/report/wizard?report=${created.slug}`)).json();
    expect(after.form.config.fields.map((field: { key: string }) => field.key)).toEqual(questionKeys);
    expect(after.saved_report_members).toHaveLength(2);
    const listed = (await client.get('/api/v1/reports')).json().reports[0];
    expect(listed.schedule_text).toBe('On the 15th of every month at 9:30 AM (America/Toronto)');

    const pause = await client.get(`/report/enable/${created.slug}/`, {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
    });
    expect(pause.statusCode).toBe(303);
    expect(pause.headers.location).toBe('/reports/');
    expect(await nextRunAt(created.report_id)).toBeNull();
    expect((await client.get('/api/v1/reports')).json().reports[0].enabled).toBe(false);
    await client.get(`/report/enable/${created.slug}/`, { 'sec-fetch-site': 'same-origin' });
    expect(await nextRunAt(created.report_id)).toEqual(next);
  });

  it('deletes the report and its schedule', async () => {
    const { client, members } = await adminWithTeam();
    const created = (await client.post('/api/v1/report/create_new/', reportForm(members))).json();
    const response = await client.get(`/report/delete/${created.slug}/`, { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(await scheduleKeys()).not.toContain(created.report_id);
    expect((await client.get('/api/v1/reports')).json().reports).toEqual([]);
  });

  it('refuses a cross-site link that would change data', async () => {
    const { client, members } = await adminWithTeam();
    const created = (await client.post('/api/v1/report/create_new/', reportForm(members))).json();
    const response = await client.get(`/report/delete/${created.slug}/`, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/v1/reports')).json().reports).toHaveLength(1);
  });
});

describe('who may do what', () => {
  let account: TAccountRow;
  let slug: string;
  let reportId: string;
  beforeAll(async () => {
    const setup = await adminWithTeam();
    account = setup.account;
    const created = (await setup.client.post('/api/v1/report/create_new/', reportForm(setup.members))).json();
    slug = created.slug;
    reportId = created.report_id;
  });

  it('lets members list reports they answer but not change them', async () => {
    const [team] = await server.db.query.teams.findMany({ where: (teams, { eq }) => eq(teams.accountId, account.id) });
    const { client } = await signedInClient(server, account, 3, { teams: [team!] });
    expect((await client.get('/api/v1/reports')).json().reports).toEqual([]);
    expect((await client.get(`/api/v1/report/wizard?report=${slug}`)).statusCode).toBe(403);
    expect(
      (await client.post('/api/v1/report/update_existing/', reportForm([], { report_slug: slug }))).statusCode,
    ).toBe(403);
    expect((await client.get(`/report/delete/${slug}/`, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
  });

  it('never shows a report to another account', async () => {
    const other = await adminWithTeam();
    expect((await other.client.get(`/api/v1/report/wizard?report=${reportId}`)).statusCode).toBe(404);
    expect(
      (await other.client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(404);
    expect((await other.client.get('/api/v1/reports')).json().reports).toEqual([]);
  });

  it('asks guests to sign in', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/reports',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });
});
