/**
 * Rollcall's own feed items and the dashboard's member activity (spec part 3 §2.11, §3): saving a
 * report over different settings records 'updated-report-settings' with the changed settings'
 * labels (an unchanged save records nothing); a chat platform's final refusal records one
 * 'platform-error' per message with the reason, code, type and platform; and a dashboard entry
 * shows the member's tool items of the run's day, grouped by tool, in one query for the page.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityItems, chatMessages } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { ChatRefusedError, type TChatSender } from '../../../bot/domain/chat/chat-sender.ts';
import { deliverChatMessages } from '../../../bot/domain/chat/deliver-chat-messages.ts';
import type { TEngineMessage } from '../../../bot/domain/engine-messages.ts';
import { createLogger } from '../../../bot/logger.ts';
import { type TActivityContext, ZActivityContext } from '../../../shared/activity.ts';
import { ZRunDashboard } from '../../../shared/dashboard.ts';
import { zonedTimeToUtc } from '../../../shared/zoned-time.ts';
import { buildActivity } from '../../activity-factories.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer, testEnv } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';
import { buildReportWithRuns } from '../../run-factories.ts';

const log = createLogger(testEnv());
const notice: TEngineMessage = { kind: 'notice', text: 'Your check-in is open', links: [] };

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let admin: TestClient;
let adminUser: TUserRow;

async function feed(client: TestClient, query = ''): Promise<TActivityContext> {
  const response = await client.get(`/api/v1/team/activity/?date=This+Month${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZActivityContext.parse(response.json());
}

beforeAll(async () => {
  server = await startTestServer();
  account = await buildAccount(server.db, { planKey: 'business', subscriptionStatus: 'active' });
  ({ team, members } = await buildTeamWithMembers(server.db, account, 3));
  ({ client: admin, user: adminUser } = await signedInClient(server, account, 1, {
    teams: [team],
    firstName: 'Bo',
    lastName: 'Berg',
  }));
});
afterAll(() => server.stop());

describe('updated-report-settings', () => {
  it('names the changed settings, and an unchanged save records nothing', async () => {
    const created = (
      await admin.post('/api/v1/report/create_new/', reportForm(members, { team_slug: team.slug }))
    ).json();
    const wizard = (await admin.get(`/api/v1/report/wizard?report=${created.report_id}`)).json();
    const changed = await admin.post('/api/v1/report/update_existing/', {
      ...wizard.form,
      config: {
        ...wizard.form.config,
        hour: 9,
        fields: [...wizard.form.config.fields.slice(0, 2), { type: 'text', value: 'Any risks?' }],
      },
      goal_tracking_enabled: true,
      users: members.slice(0, 2).map((member) => member.id),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await admin.get(`/api/v1/report/wizard?report=${created.report_id}`)).json();
    expect((await admin.post('/api/v1/report/update_existing/', after.form)).statusCode).toBe(200);

    const context = await feed(admin, '&platform=rollcall');
    const changes = context.items.filter((item) => item.verb === 'updated-report-settings');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.actor).toMatchObject({ member_id: adminUser.id, name: 'Bo Berg' });
    expect(changes[0]!.data).toMatchObject({ report_id: created.report_id, report_name: 'Daily Standup' });
    expect(changes[0]!.data.changes).toEqual(['Questions', 'Members', 'Schedule', 'Goal tracking']);
    // The report filter finds it too.
    const byReport = await feed(admin, `&report_name=${created.report_id}`);
    expect(byReport.items.map((item) => item.verb)).toEqual(['updated-report-settings']);

    const pause = await admin.get(`/report/enable/${created.slug}/`, { 'sec-fetch-site': 'same-origin' });
    expect(pause.statusCode).toBeLessThan(400);
    const paused = (await feed(admin, '&platform=rollcall')).items.filter(
      (item) => item.verb === 'updated-report-settings',
    );
    expect(paused.map((item) => item.data.changes)).toEqual([
      ['Paused'],
      ['Questions', 'Members', 'Schedule', 'Goal tracking'],
    ]);
  });
});

describe('platform-error', () => {
  it('records a refused prompt once, with its reason, code, type and platform', async () => {
    const seeded = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members,
      runs: [{ key: '2027-01-04', entries: ['sent', 'sent'] }],
    });
    const checkin = seeded.checkins.get('2027-01-04')!.get(members[1]!.id)!;
    const [prompt, broadcast] = await server.db
      .insert(chatMessages)
      .values([
        {
          idempotencyKey: `test:${randomUUID()}`,
          platform: 'msteams',
          kind: 'prompt',
          runId: checkin.runId,
          checkinId: checkin.id,
          payload: notice,
        },
        {
          idempotencyKey: `test:${randomUUID()}`,
          platform: 'slack',
          kind: 'broadcast',
          runId: checkin.runId,
          payload: notice,
        },
      ])
      .returning();
    const refusing = (platform: string, code: string): TChatSender => ({
      platform,
      send: async () => {
        throw new ChatRefusedError(403, code, 'The member blocked the bot.');
      },
    });
    const senders = new Map([
      ['msteams', refusing('msteams', 'ConversationBlockedByUser')],
      ['slack', refusing('slack', 'channel_not_found')],
    ]);
    await deliverChatMessages({ db: server.db, senders, log }, [prompt!.id, broadcast!.id]);
    // Settled again (a second worker, a replay): still one item per message.
    await server.db.update(chatMessages).set({ status: 'queued' }).where(eq(chatMessages.id, prompt!.id));
    await deliverChatMessages({ db: server.db, senders, log }, [prompt!.id]);

    const stored = await server.db
      .select()
      .from(activityItems)
      .where(and(eq(activityItems.teamId, team.id), eq(activityItems.verb, 'platform-error')));
    expect(stored).toHaveLength(2);
    const context = await feed(admin, '&platform=rollcall');
    // Their instants are now, so they lead the feed.
    const errors = context.items.filter((item) => item.verb === 'platform-error');
    const byType = Object.fromEntries(errors.map((item) => [item.data.error_type, item]));
    expect(byType['single-message']!.actor.member_id).toBe(members[1]!.id);
    expect(byType['single-message']!.data).toMatchObject({
      reason: 'The member blocked the bot.',
      error_code: 'ConversationBlockedByUser',
      service: 'msteams',
    });
    expect(byType.report!.actor.member_id).toBeNull();
    expect(byType.report!.data).toMatchObject({ error_code: 'channel_not_found', service: 'slack' });
  });

  it('a refused message of no team (an install notice) records nothing', async () => {
    const [row] = await server.db
      .insert(chatMessages)
      .values({ idempotencyKey: `test:${randomUUID()}`, platform: 'msteams', kind: 'install', payload: notice })
      .returning();
    const sender: TChatSender = {
      platform: 'msteams',
      send: async () => {
        throw new ChatRefusedError(404, 'NotFound', 'Conversation not found.');
      },
    };
    await deliverChatMessages({ db: server.db, senders: new Map([['msteams', sender]]), log }, [row!.id]);
    const [stored] = await server.db.select().from(chatMessages).where(eq(chatMessages.id, row!.id));
    expect(stored!.status).toBe('failed');
  });
});

describe('the dashboard entry’s activity', () => {
  it('shows the member’s tool items of the run’s day in the report’s zone, grouped by tool', async () => {
    const { team: toolTeam, members: toolMembers } = await buildTeamWithMembers(server.db, account, 2);
    const { client } = await signedInClient(server, account, 1, { teams: [toolTeam] });
    const seeded = await buildReportWithRuns(server.db, {
      account,
      team: toolTeam,
      owner: null,
      members: toolMembers,
      runs: [{ key: '2027-02-10', entries: ['submitted', 'submitted'] }],
    });
    const [ana, bo] = toolMembers as [TUserRow, TUserRow];
    const local = (hour: number, minute = 0, key = '2027-02-10') =>
      zonedTimeToUtc(key, hour, minute, 'America/Toronto');
    await buildActivity(server.db, { team: toolTeam, user: ana, verb: 'pushed', at: local(9) });
    await buildActivity(server.db, {
      team: toolTeam,
      user: ana,
      verb: 'jira-moved',
      source: 'atlassian-jira',
      at: local(23, 30),
    });
    await buildActivity(server.db, { team: toolTeam, user: ana, verb: 'pushed', at: local(8, 0, '2027-02-09') });
    await buildActivity(server.db, { team: toolTeam, user: ana, verb: 'pushed', at: local(0, 30, '2027-02-11') });
    await buildActivity(server.db, {
      team: toolTeam,
      user: ana,
      verb: 'updated-report-settings',
      source: 'rollcall',
      at: local(11),
      data: { report_name: 'Daily Standup', changes: ['Schedule'] },
    });

    const response = await client.get(
      `/api/v1/dashboard/${toolTeam.slug}/report/${seeded.report.slug}/date/2027-02-10/`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = ZRunDashboard.parse(response.json());
    const entryOf = (user: TUserRow) => dashboard.entries.find((entry) => entry.email === user.email)!;
    expect(entryOf(ana).activity).toEqual([
      {
        title: 'Github',
        items: [{ label: 'Pushed 3 commits to acme/api (main)', url: 'https://github.example/acme/api/compare/a...b' }],
      },
      {
        title: 'JIRA',
        items: [
          {
            label: 'Moved PROJ-12 "Login" from To Do to In Progress',
            url: 'https://acme.atlassian.example/browse/PROJ-12',
          },
        ],
      },
    ]);
    expect(entryOf(bo).activity).toEqual([]);
  });
});
