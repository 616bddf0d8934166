/**
 * Outlook out-of-office days as vacation days (spec part 2 §2.4, issue 19 acceptance): members
 * connect Outlook through the fake Microsoft identity platform, pick a calendar and sync; a week
 * of 'oof' events and scheduled automatic replies become vacation days, and the 10:00 run sends
 * them no prompt. Manual days are never touched; a revoked refresh token shows 'reconnect';
 * disconnecting removes the tokens and the synced days only; Graph 429s are retried.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphDepsOf } from '../../../bot/adapters/microsoft/graph-deps-of.ts';
import { checkins, emails, microsoftGrants, reportRuns, users, userVacations } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { disconnectOutlook } from '../../../bot/domain/platforms/microsoft/disconnect-outlook.ts';
import type { TGraphEvent } from '../../../bot/domain/platforms/microsoft/graph.ts';
import type { TGraphDeps } from '../../../bot/domain/platforms/microsoft/graph-deps.ts';
import { syncOutlookVacations } from '../../../bot/domain/platforms/microsoft/sync-outlook-vacations.ts';
import { createLogger } from '../../../bot/logger.ts';
import { buildAccount, signIn } from '../../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../../fakes/microsoft-identity/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';
import { consentThrough, microsoftEnv } from './graph-consent-fixtures.ts';

const TENANT = '3b0f6b8e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const CALENDARS_PAGE = '/my/settings/vacations/calendars/';

let microsoft: TMicrosoftIdentityFake;
let server: TTestServer;
let clock: TestClock;
let account: TAccountRow;
let members: TUserRow[];
const clients: TestClient[] = [];
const outlookUsers: TFakeMicrosoftUser[] = [];
let reportId: string;

const vacationsOf = async (user: TUserRow) =>
  (
    await server.db
      .select({ day: userVacations.day, source: userVacations.source })
      .from(userVacations)
      .where(eq(userVacations.userId, user.id))
      .orderBy(asc(userVacations.day))
  ).map((row) => `${row.day} ${row.source}`);

/** Connects Outlook for member `index` and picks the calendar named `calendarName`. */
async function connectAndPick(index: number, calendarName: string) {
  const client = clients[index]!;
  const { answer } = await consentThrough(client, '/msteams/msal/calendar/');
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(CALENDARS_PAGE);
  const context = (await client.get('/api/v1/my/settings/vacations/calendars')).json();
  expect(context.connection).toMatchObject({ connected: true, account_email: members[index]!.email });
  const calendar = context.calendars.find((one: { name: string }) => one.name === calendarName);
  return client.post(CALENDARS_PAGE, { calendar: `${calendar.calendarid},${calendar.name}` });
}

beforeAll(async () => {
  // Monday March 15, 2027, 09:50 in Toronto; the standup is due at 10:00.
  clock = new TestClock('2027-03-15T13:50:00Z');
  // Short-lived access tokens: every Graph call goes through a refresh, so a revocation shows at once.
  microsoft = await startMicrosoftIdentityFake({ accessTokenSeconds: 60 });
  microsoft.addTenant({ id: TENANT });
  server = await startTestServer({ clock, env: microsoftEnv(microsoft) });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 3);
  members = built.members;
  for (const member of members) {
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, member, account, built.team));
    clients.push(client);
    outlookUsers.push(
      microsoft.addUser({
        tenantId: TENANT,
        email: member.email,
        givenName: member.firstName,
        surname: 'Outlook',
        timeZone: 'Eastern Standard Time',
        calendars: [{ name: 'Vacation' }],
      }),
    );
  }
  const [a, b] = outlookUsers;
  const vacation = a!.calendars.find((calendar) => calendar.name === 'Vacation')!;
  // Member 1: the whole week out of office on the Vacation calendar, and a busy meeting Monday.
  a!.events.push(
    ...[
      {
        id: 'week',
        calendarId: vacation.id,
        subject: 'Ski week',
        start: '2027-03-15',
        end: '2027-03-20',
        isAllDay: true,
        showAs: 'oof' as const,
      },
      {
        id: 'meeting',
        calendarId: a!.calendars[0]!.id,
        subject: 'Planning',
        start: '2027-03-22T14:00:00Z',
        end: '2027-03-22T22:00:00Z',
        isAllDay: false,
        showAs: 'busy' as const,
      },
    ],
  );
  // Member 2: automatic replies from Saturday evening to Monday night (Toronto time).
  b!.automaticReplies = {
    status: 'scheduled',
    scheduledStart: '2027-03-13T23:00:00.000Z',
    scheduledEnd: '2027-03-16T04:00:00.000Z',
    internalReplyMessage: 'Away',
    externalReplyMessage: 'Away',
  };
  await server.db.insert(userVacations).values({ userId: members[0]!.id, day: '2027-03-25' });
  const { client: admin } = await signedInClient(server, account, 1, { teams: [built.team] });
  const created = await admin.post('/api/v1/report/create_new/', {
    ...reportForm(members),
    team_slug: built.team.slug,
  });
  expect(created.statusCode).toBe(200);
  reportId = created.json().report_id;
});
afterAll(async () => {
  await server?.stop();
  await microsoft?.close();
});

describe('Outlook calendar vacations', () => {
  it('shows a connect state before the member connects', async () => {
    const context = (await clients[0]!.get('/api/v1/my/settings/vacations/calendars')).json();
    expect(context).toMatchObject({ configured: true, locked: false, calendars: [], connection: { connected: false } });
    const refused = await clients[0]!.post(CALENDARS_PAGE, { calendar: 'x,Calendar' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Outlook is not connected.');
  });

  it('asks for Calendars.Read and MailboxSettings.Read, then syncs the chosen calendar through a Graph 429', async () => {
    microsoft.failNext('graph', { status: 429, retryAfter: 1, pathPrefix: '/v1.0/me/calendars/' });
    const picked = await connectAndPick(0, 'Vacation');
    expect(microsoft.authorizeRequests.at(-1)!.scopes).toEqual(
      expect.arrayContaining(['Calendars.Read', 'MailboxSettings.Read']),
    );
    expect(picked.statusCode).toBe(200);
    expect(picked.json().message).toBe('Your Outlook calendar was synced: 5 out-of-office days in the next 60 days.');
    expect(microsoft.calls('GET', `/v1.0/me/calendars/${outlookUsers[0]!.calendars[1]!.id}/calendarView`).length).toBe(
      2,
    );
    expect(await vacationsOf(members[0]!)).toEqual([
      '2027-03-15 outlook',
      '2027-03-16 outlook',
      '2027-03-17 outlook',
      '2027-03-18 outlook',
      '2027-03-19 outlook',
      '2027-03-25 manual',
    ]);
    const [grant] = await server.db.select().from(microsoftGrants).where(eq(microsoftGrants.userId, members[0]!.id));
    expect(grant).toMatchObject({ kind: 'calendar', calendarName: 'Vacation', lastError: null });
  });

  it('refuses a calendar that is not one of the member’s own', async () => {
    const refused = await clients[0]!.post(CALENDARS_PAGE, { calendar: 'AAMkAnotherPersons,Calendar' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.calendar).toEqual(['Pick one of your calendars from the list.']);
    const malformed = await clients[0]!.post(CALENDARS_PAGE, { calendar: 'no-comma' });
    expect(malformed.statusCode).toBe(400);
  });

  it('marks the days of scheduled automatic replies', async () => {
    const picked = await connectAndPick(1, 'Calendar');
    expect(picked.json().message).toBe('Your Outlook calendar was synced: 1 out-of-office days in the next 60 days.');
    expect(await vacationsOf(members[1]!)).toEqual(['2027-03-15 outlook']);
    await connectAndPick(2, 'Calendar');
    expect(await vacationsOf(members[2]!)).toEqual([]);
  });

  it('keeps Outlook days when the member saves their own vacation days', async () => {
    const saved = await clients[0]!.post('/api/v1/account/settings/', {
      type: 'set_vacations',
      selected_vacations: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(await vacationsOf(members[0]!)).toEqual([
      '2027-03-15 outlook',
      '2027-03-16 outlook',
      '2027-03-17 outlook',
      '2027-03-18 outlook',
      '2027-03-19 outlook',
    ]);
    const page = (await clients[0]!.get('/api/v1/my/vacations')).json();
    expect(page.outlook_days).toHaveLength(5);
    await clients[0]!.post('/api/v1/account/settings/', { type: 'set_vacations', selected_vacations: ['2027-03-25'] });
  });

  it('sends no prompt to members out of office on the run’s day', async () => {
    await clock.setTime('2027-03-15T13:59:58Z');
    await advanceUntil(
      clock,
      async () => (await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId))).length === 1,
      { what: 'Monday’s run' },
    );
    const statuses = await server.db
      .select({ userId: checkins.userId, status: checkins.status })
      .from(checkins)
      .where(eq(checkins.reportId, reportId));
    const statusOf = (user: TUserRow) => statuses.find((row) => row.userId === user.id)?.status;
    expect(members.map(statusOf)).toEqual(['vacation', 'vacation', 'sent']);
    const prompts = await server.db
      .select({ to: emails.toAddress })
      .from(emails)
      .where(eq(emails.template, 'checkin-prompt'));
    expect(prompts.map((prompt) => prompt.to)).toEqual([members[2]!.email]);
  });

  it('shows reconnect when Microsoft revokes the refresh token, rather than failing silently', async () => {
    microsoft.revokeSessions(outlookUsers[1]!);
    const sync = await clients[1]!.post('/my/settings/outlook-activity/', {});
    expect(sync.statusCode).toBe(409);
    expect(sync.json().error.message).toMatch(/^Outlook could not be synced: Microsoft no longer accepts/);
    const activity = (await clients[1]!.get('/api/v1/my/settings/outlook-activity')).json();
    expect(activity).toMatchObject({
      configured: true,
      locked: false,
      connection: { connected: true, needs_reconnect: true },
    });
    expect(activity.connection.last_error).toMatch(/Connect again/);
    // The days synced before stay until a sync can replace them.
    expect(await vacationsOf(members[1]!)).toEqual(['2027-03-15 outlook']);
  });

  it('disconnect removes the tokens and the synced days, and nothing else', async () => {
    const answer = await clients[0]!.post('/team/settings/services/disable-outlook-activity/', {});
    expect(answer.json()).toMatchObject({ ok: true, redirect: '/my/settings/outlook-activity/' });
    expect(await vacationsOf(members[0]!)).toEqual(['2027-03-25 manual']);
    expect(
      await server.db
        .select()
        .from(microsoftGrants)
        .where(and(eq(microsoftGrants.userId, members[0]!.id), eq(microsoftGrants.kind, 'calendar'))),
    ).toEqual([]);
    // The others keep theirs.
    expect(await server.db.select().from(microsoftGrants)).toHaveLength(2);
    const activity = (await clients[0]!.get('/api/v1/my/settings/outlook-activity')).json();
    expect(activity.connection).toMatchObject({ connected: false, outlook_days: [] });
  });
});

describe('Outlook days after the review', () => {
  const now = () => new Date('2027-03-15T14:30:00Z');
  /** The Graph deps of the server, with Graph calls wrapped by `wrap`. */
  const depsWith = (wrap: (graph: ReturnType<TGraphDeps['graph']>) => ReturnType<TGraphDeps['graph']>) => {
    const deps = graphDepsOf(server.env, { db: server.db, log: createLogger(server.env), now })!;
    return { ...deps, graph: (token: string) => wrap(deps.graph(token)) } satisfies TGraphDeps;
  };

  it('lists picked and Outlook days apart and never turns a posted Outlook day into a picked one', async () => {
    // A page loaded before the sync posts the Outlook day as if it were picked.
    const saved = await clients[1]!.post('/api/v1/account/settings/', {
      type: 'set_vacations',
      selected_vacations: ['2027-03-15', '2027-03-26'],
    });
    expect(saved.json()).toEqual({ status: 'ok', selected_vacations: ['2027-03-26'] });
    expect(await vacationsOf(members[1]!)).toEqual(['2027-03-15 outlook', '2027-03-26 manual']);
    const page = (await clients[1]!.get('/api/v1/my/vacations')).json();
    expect(page).toMatchObject({ selected_vacations: ['2027-03-26'], outlook_days: ['2027-03-15'] });
  });

  it('reads the days of a member on the report’s zone in their mailbox’s zone, and survives an unreadable mailbox', async () => {
    await server.db.update(users).set({ timeZone: 'default' }).where(eq(users.id, members[2]!.id));
    const user = outlookUsers[2]!;
    user.timeZone = 'Pacific Standard Time';
    user.events.push(
      {
        // 09:00-18:00 in Los Angeles (PDT) on Wednesday; in UTC it covers no working day at all.
        id: 'offsite',
        calendarId: user.calendars[0]!.id,
        subject: 'Offsite',
        start: '2027-03-17T16:00:00Z',
        end: '2027-03-18T01:00:00Z',
        isAllDay: false,
        showAs: 'oof' as const,
      },
      {
        id: 'dentist',
        calendarId: user.calendars[0]!.id,
        subject: 'Day off',
        start: '2027-03-22',
        end: '2027-03-23',
        isAllDay: true,
        showAs: 'oof' as const,
      },
    );
    const synced = await clients[2]!.post('/my/settings/outlook-activity/', {});
    expect(synced.statusCode).toBe(200);
    expect(await vacationsOf(members[2]!)).toEqual(['2027-03-17 outlook', '2027-03-22 outlook']);
    // Asked in UTC: Graph refuses some IANA names in Prefer.
    const views = microsoft.requests.filter((request) => request.path.includes('/calendarView'));
    expect(views.at(-1)!.headers.prefer).toBe('outlook.timezone="UTC"');

    // The mailbox settings cannot be read (404): the calendar still syncs, in UTC now, and the
    // error is not the calendar's.
    microsoft.failNext('graph', { status: 404, pathPrefix: '/v1.0/me/mailboxSettings' });
    const again = await clients[2]!.post('/my/settings/outlook-activity/', {});
    expect(again.statusCode).toBe(200);
    expect(await vacationsOf(members[2]!)).toEqual(['2027-03-22 outlook']);
    const [grant] = await server.db
      .select({ lastError: microsoftGrants.lastError })
      .from(microsoftGrants)
      .where(eq(microsoftGrants.userId, members[2]!.id));
    expect(grant!.lastError).toBeNull();
  });

  it('writes nothing when a Disconnect lands during the sync', async () => {
    const member = members[2]!;
    const deps = depsWith((graph) => ({
      ...graph,
      calendarView: async (calendarId, window) => {
        const events = await graph.calendarView(calendarId, window);
        await disconnectOutlook(server.db, member.id);
        return events;
      },
    }));
    const result = await syncOutlookVacations(deps, member.id);
    expect(result).toEqual({ ok: false, error: 'not_connected' });
    expect(await vacationsOf(member)).toEqual([]);
  });

  it('ends two syncs at once with the later one’s days, not both', async () => {
    const member = members[1]!;
    await connectAndPick(1, 'Calendar');
    const oneDay = (day: string, next: string): TGraphEvent => ({
      showAs: 'oof',
      isCancelled: false,
      isAllDay: true,
      startDay: day,
      endDay: next,
    });
    const answers = [[oneDay('2027-04-05', '2027-04-06')], [oneDay('2027-04-12', '2027-04-13')]];
    const deps = depsWith((graph) => ({ ...graph, calendarView: async () => answers.shift() ?? [] }));
    const results = await Promise.all([syncOutlookVacations(deps, member.id), syncOutlookVacations(deps, member.id)]);
    expect(results.every((result) => result.ok)).toBe(true);
    // Monday's automatic replies, and one of the two calendar answers.
    const april = (await vacationsOf(member)).filter((row) => row.startsWith('2027-04'));
    expect(april).toHaveLength(1);
    expect(await vacationsOf(member)).toContain('2027-03-15 outlook');
  });

  it('forgets the chosen calendar when the member connects another Microsoft account', async () => {
    const before = (await clients[1]!.get('/api/v1/my/settings/vacations/calendars')).json();
    expect(before.connection.calendar_id).not.toBeNull();
    const other = microsoft.addUser({
      tenantId: TENANT,
      email: 'second.account@contoso.example',
      givenName: 'Second',
      surname: 'Account',
    });
    // The member's login_hint no longer names a Microsoft user: the next user signs in instead.
    const first = outlookUsers[1]!;
    const names = { email: first.email, userPrincipalName: first.userPrincipalName };
    first.email = 'moved.away@contoso.example';
    first.userPrincipalName = 'moved.away@contoso.example';
    microsoft.signInNext(other);
    try {
      const { answer } = await consentThrough(clients[1]!, '/msteams/msal/calendar/');
      expect(answer.statusCode).toBe(303);
    } finally {
      Object.assign(first, names);
      microsoft.signInNext(null);
    }
    const after = (await clients[1]!.get('/api/v1/my/settings/vacations/calendars')).json();
    expect(after.connection).toMatchObject({
      connected: true,
      account_email: 'second.account@contoso.example',
      calendar_id: null,
      calendar_name: null,
    });
  });
});
