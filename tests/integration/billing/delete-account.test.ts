/**
 * Account cancellation end to end (spec part 2 §2.1, POST /accounts/data/delete/): an organisation
 * built with every kind of row the schema holds is deleted through the HTTP route, and afterwards
 * every table of the schema holds exactly the rows it held before the organisation was created:
 * the other organisation untouched, the person shared with it kept with their login and personal
 * data. The tables are read from the Drizzle schema, so a table added later is covered too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../../bot/db/client.ts';
import * as schema from '../../../bot/db/schema/index.ts';
import {
  activityItems,
  apiTokens,
  auditEvents,
  billingEvents,
  chatMessages,
  dashboardComments,
  dashboardReactions,
  emails,
  hashtags,
  insightsExports,
  invitations,
  marketplaceSubscriptions,
  memberships,
  microsoftGrants,
  msteamsInstalls,
  oneTimeTokens,
  outgoingWebhookDeliveries,
  outgoingWebhooks,
  serviceAuthStates,
  serviceConnections,
  signInStates,
  signups,
  slackInstalls,
  teamMembers,
  teamServiceSettings,
  teamShares,
  teamVacations,
  teamWebhookSecrets,
  userIdentities,
  userPhotos,
  userVacations,
  webexInstalls,
} from '../../../bot/db/schema/index.ts';
import { resultRows } from '../../../bot/db/sql-arrays.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { QUEUE } from '../../../bot/domain/jobs.ts';
import { ZDeleteAccountContext } from '../../../shared/billing-api.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildReportWithRuns } from '../../run-factories.ts';

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every row of every table, as sorted JSON lines per table name. */
async function snapshotAll(db: TDb): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows: unknown[] = await db.select().from(table);
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

const unique = () => randomBytes(4).toString('hex');

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Account B, with a person (`shared`) who will also join the organisation to delete. */
async function buildOtherOrganisation() {
  const db = server.db;
  const account = await buildAccount(db, { name: 'Survivor Inc' });
  const team = await buildTeam(db, account, { name: 'Survivors' });
  const { user: owner } = await buildUser(db, { account, accountTypeId: 0, teams: [team] });
  const { user: shared } = await buildUser(db, { account, accountTypeId: 3, teams: [team], firstName: 'Shared' });
  await buildReportWithRuns(db, {
    account,
    team,
    owner,
    members: [owner, shared],
    runs: [{ key: '2026-11-16', entries: ['submitted', 'submitted'], summarySent: true }],
  });
  await db.insert(userVacations).values({ userId: shared.id, day: '2026-12-24' });
  await db.insert(userPhotos).values({ userId: shared.id, contentType: 'image/png', data: Buffer.from('shared-png') });
  await db.insert(userIdentities).values({ provider: 'slack', subject: `T1:U${unique()}`, userId: shared.id });
  const sharedSessionInB = await signIn(db, shared, account, team);
  return { account, team, owner, shared, sharedSessionInB };
}

/** The organisation to delete, with a row in every table the schema lets it own. */
async function buildDoomedOrganisation(shared: TUserRow) {
  const db = server.db;
  const account = await buildAccount(db, { name: 'Doomed Org' });
  const emailTeam = await buildTeam(db, account, { name: 'Email team', service: 'EMAIL' });
  const teamsTeam = await buildTeam(db, account, { name: 'Teams team', service: 'MSTEAMS' });
  const slackTeam = await buildTeam(db, account, { name: 'Slack team', service: 'SLACK' });
  await buildTeam(db, account, { name: 'Unlinked', service: 'NONE' });
  const { user: owner } = await buildUser(db, { account, accountTypeId: 0, teams: [emailTeam] });
  const { user: admin } = await buildUser(db, { account, accountTypeId: 1 });
  const { user: teamAdmin } = await buildUser(db, { account, accountTypeId: 2 });
  const { user: first } = await buildUser(db, { account, teams: [emailTeam, teamsTeam], firstName: 'First' });
  const { user: second } = await buildUser(db, { account, teams: [emailTeam, slackTeam], firstName: 'Second' });
  await db.insert(memberships).values({ accountId: account.id, userId: shared.id, accountTypeId: 3 });
  await db.insert(teamMembers).values({ teamId: emailTeam.id, userId: shared.id });
  await db
    .update(teamMembers)
    .set({ platformUserId: `aad-${unique()}`, platformConversationId: 'a:1' })
    .where(sql`${teamMembers.teamId} = ${teamsTeam.id}`);

  const seeded = await buildReportWithRuns(db, {
    account,
    team: emailTeam,
    owner,
    members: [first, second, shared],
    runs: [
      { key: '2026-11-16', entries: ['submitted', 'submitted', 'submitted'], summarySent: true },
      { key: '2026-11-17', entries: ['draft', 'sent', 'vacation'] },
    ],
  });
  const run = seeded.runs[1]!;
  const firstEntry = seeded.checkins.get('2026-11-16')!.get(first.id)!;
  const secondEntry = seeded.checkins.get('2026-11-16')!.get(second.id)!;
  await db.insert(dashboardComments).values({ checkinId: secondEntry.id, userId: first.id, comment: 'Nice #win' });
  await db.insert(dashboardComments).values({ checkinId: firstEntry.id, userId: shared.id, comment: 'Agreed' });
  await db.insert(dashboardReactions).values({ checkinId: firstEntry.id, userId: shared.id, emoji: 'thumbsup' });
  await db.insert(hashtags).values({ teamId: emailTeam.id, tag: 'win', createdByUserId: owner.id });
  await db.insert(teamVacations).values({ teamId: emailTeam.id, day: '2026-12-25' });
  await db.insert(insightsExports).values({
    accountId: account.id,
    userId: owner.id,
    params: { q: 'release' },
    format: 'csv',
    status: 'ready',
    file: Buffer.from('Date,Report\n'),
  });
  // Work tools, activity, the public API and outgoing webhooks (issue 23): the organisation's too.
  await db.insert(apiTokens).values({
    accountId: account.id,
    userId: shared.id,
    name: 'Doomed script',
    tokenHash: randomBytes(32).toString('hex'),
    prefix: 'rc_doomed',
    scopes: ['read'],
  });
  await db.insert(serviceConnections).values({
    accountId: account.id,
    userId: shared.id,
    service: 'github',
    accessToken: 'sealed',
  });
  await db.insert(serviceAuthStates).values({
    stateHash: randomBytes(32).toString('hex'),
    userId: first.id,
    service: 'gitlab',
    expiresAt: new Date(Date.now() + 600_000),
  });
  await db.insert(teamServiceSettings).values({ teamId: emailTeam.id, service: 'asana', connectedBy: owner.id });
  await db.insert(teamWebhookSecrets).values({ teamId: emailTeam.id, service: 'github', secret: 'sealed' });
  await db.insert(activityItems).values({
    accountId: account.id,
    teamId: emailTeam.id,
    userId: shared.id,
    source: 'github',
    verb: 'pushed',
    occurredAt: new Date(),
  });
  const [hook] = await db
    .insert(outgoingWebhooks)
    .values({
      accountId: account.id,
      teamId: emailTeam.id,
      url: 'https://hooks.example.com/doomed',
      secret: 'sealed',
      events: ['checkin.submitted'],
      createdBy: owner.id,
    })
    .returning();
  await db.insert(outgoingWebhookDeliveries).values({ webhookId: hook!.id, event: 'checkin.submitted', payload: {} });
  await db.insert(userVacations).values({ userId: first.id, day: '2026-12-26' });
  await db.insert(teamShares).values({ teamId: emailTeam.id, userId: teamAdmin.id, sharedByUserId: owner.id });
  await db.insert(invitations).values({
    accountId: account.id,
    email: `invitee-${unique()}@example.test`,
    accountTypeId: 2,
    invitedByUserId: admin.id,
    tokenHash: randomBytes(16).toString('hex'),
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  const [teamsInstall] = await db
    .insert(msteamsInstalls)
    .values({
      slug: `ms-${unique()}`,
      connectCode: unique(),
      tenantId: 'tenant-doomed',
      msTeamId: `19:${unique()}@thread.tacv2`,
      kind: 'team',
      conversationId: `19:${unique()}@thread.tacv2`,
      serviceUrl: 'https://smba.example.test/',
      teamName: 'Teams team',
      installerId: '29:installer',
      status: 'linked',
      teamId: teamsTeam.id,
    })
    .returning();
  // The install's activation notice, queued before the install was linked (no account yet).
  await db.insert(chatMessages).values({
    idempotencyKey: `install:${teamsInstall!.id}:${Date.now()}`,
    platform: 'msteams',
    kind: 'install',
    payload: { kind: 'notice' },
  });
  const [webexInstall] = await db
    .insert(webexInstalls)
    .values({
      slug: `wx-${unique()}`,
      roomId: `room-${unique()}`,
      roomTitle: 'Webex space',
      installerPersonId: 'person-installer',
      status: 'linked',
      teamId: emailTeam.id,
    })
    .returning();
  // Its welcome note went privately to the installer before any organisation owned the space.
  await db.insert(chatMessages).values({
    idempotencyKey: `webex-install:${webexInstall!.id}:${Date.now()}`,
    platform: 'webex',
    kind: 'install',
    payload: { kind: 'notice' },
  });
  const slackInstall = {
    appId: 'A0ROLLCALL',
    botUserId: 'UBOT',
    scopes: 'chat:write',
    installerSlackUserId: 'UINSTALLER',
    accountId: account.id,
    installedByUserId: owner.id,
  };
  await db.insert(slackInstalls).values([
    {
      ...slackInstall,
      slug: `sl-${unique()}`,
      slackTeamId: `T${unique()}`,
      slackTeamName: 'Linked workspace',
      botTokenSealed: 'sealed-bot-token',
      status: 'linked',
      teamId: slackTeam.id,
    },
    { ...slackInstall, slug: `sl-${unique()}`, slackTeamId: `T${unique()}`, slackTeamName: 'Pending workspace' },
  ]);
  await db.insert(userIdentities).values({ provider: 'slack', subject: `T2:U${unique()}`, userId: second.id });

  const grant = {
    tenantId: 'tenant-doomed',
    homeAccountId: 'home',
    sealedCache: 'sealed-cache',
    accountId: account.id,
  };
  await db.insert(microsoftGrants).values([
    { ...grant, userId: owner.id, kind: 'photos', objectId: 'oid-owner' },
    { ...grant, userId: first.id, kind: 'calendar', objectId: 'oid-first' },
    { ...grant, userId: shared.id, kind: 'calendar', objectId: 'oid-shared' },
  ]);
  await db.insert(userVacations).values({ userId: shared.id, day: '2026-12-31', source: 'outlook' });
  await db.insert(userPhotos).values([
    { userId: first.id, contentType: 'image/png', data: Buffer.from('first-png') },
    { userId: second.id, contentType: 'image/jpeg', data: Buffer.from('second-jpg'), source: 'microsoft' },
  ]);

  await db.insert(emails).values([
    { toAddress: first.email, template: 'checkin_prompt', accountId: account.id, idempotencyKey: `k-${unique()}` },
    { toAddress: second.email.toUpperCase(), template: 'magic_link' },
  ]);
  await db.insert(chatMessages).values({
    idempotencyKey: `run:${run.id}:member:${first.id}:prompt`,
    platform: 'msteams',
    kind: 'prompt',
    accountId: account.id,
    runId: run.id,
    payload: { kind: 'prompt' },
  });
  await db.insert(auditEvents).values([
    { kind: 'report.created', accountId: account.id, userId: owner.id },
    { kind: 'sign_in', accountId: account.id, userId: shared.id, email: shared.email },
    { kind: 'sign_in_failed', email: second.email.toLowerCase() },
    { kind: 'password_reset_requested', userId: first.id, email: first.email.toLowerCase() },
  ]);
  await db
    .insert(billingEvents)
    .values({ provider: 'stripe', eventId: `evt_${unique()}`, type: 'x', accountId: account.id });
  await db.insert(marketplaceSubscriptions).values({
    id: randomUUID(),
    accountId: account.id,
    activatedByUserId: owner.id,
    name: 'Old marketplace subscription',
    offerId: 'rollcall',
    planId: 'team',
    status: 'Unsubscribed',
  });
  const [signup] = await db
    .insert(signups)
    .values({ hash: unique(), email: owner.email, accountId: account.id, completedAt: new Date() })
    .returning();
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(oneTimeTokens).values([
    { kind: 'verify_email', tokenHash: randomBytes(16).toString('hex'), signupId: signup!.id, expiresAt },
    { kind: 'password_reset', tokenHash: randomBytes(16).toString('hex'), userId: first.id, expiresAt },
  ]);
  await db.insert(signInStates).values({
    stateHash: randomBytes(16).toString('hex'),
    provider: 'microsoft',
    purpose: 'calendar',
    nonce: 'nonce',
    browserHash: 'browser',
    userId: first.id,
    expiresAt,
  });
  await signIn(db, first, account, emailTeam);
  await signIn(db, shared, account, emailTeam);
  return { account, owner, admin, teamAdmin, first, second, emailTeam, seeded, run };
}

async function jobState(id: string): Promise<string | undefined> {
  const rows = resultRows<{ state: string }>(
    await server.db.execute(sql`select state::text as state from pgboss.job where id = ${id}::uuid`),
  );
  return rows[0]?.state;
}

describe('deleting an organisation', () => {
  it('leaves no row of it in any table, keeps the other organisation and the person it shared', async () => {
    const other = await buildOtherOrganisation();
    const before = await snapshotAll(server.db);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(30);

    const doomed = await buildDoomedOrganisation(other.shared);
    const owner = new TestClient(server.app);
    owner.setCookie(await signIn(server.db, doomed.owner, doomed.account, doomed.emailTeam));

    const context = ZDeleteAccountContext.parse((await owner.get('/api/v1/account/delete/')).json());
    expect(context).toEqual({
      org_name: 'Doomed Org',
      status: 'trialing',
      is_managed_by_azure: false,
      can_delete: true,
      team_count: 4,
      report_count: 1,
      users_count: 6,
      report_entry_count: 3,
    });
    const during = await snapshotAll(server.db);
    for (const [table, rows] of Object.entries(during)) {
      // Not account data: sign-in digests, platform budgets, and Webex deliveries already applied.
      if (['sign_in_attempts', 'rate_limit_buckets', 'webex_events'].includes(table)) continue;
      // Every other table got at least one row of the organisation, so the check below means something.
      expect(rows.length, table).toBeGreaterThan(before[table]!.length);
    }

    const deleted = await owner.post('/accounts/data/delete/', { confirm_name: '  doomed ORG ' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      ok: true,
      redirect: '/accounts/login/',
      message: 'Your organization and all of its data were deleted.',
    });
    expect(deleted.cookies.find((cookie) => cookie.name === 'rollcall_session')?.value).toBe('');

    expect(await snapshotAll(server.db)).toEqual(before);

    // The login page shows the message; the old session opens nothing.
    const state = await owner.state();
    expect(state.user).toBeNull();
    expect(state.messages).toContainEqual(
      expect.objectContaining({ message: 'Your organization and all of its data were deleted.' }),
    );
    // The shared person still works in the other organisation.
    const shared = new TestClient(server.app);
    shared.setCookie(other.sharedSessionInB);
    expect((await shared.state()).user).toMatchObject({ account_name: 'Survivor Inc' });
  });

  it('lets pending jobs of the deleted rows finish without doing anything', async () => {
    const other = await buildOtherOrganisation();
    const doomed = await buildDoomedOrganisation(other.shared);
    const [email] = await server.db
      .select({ id: emails.id })
      .from(emails)
      .where(sql`${emails.accountId} = ${doomed.account.id}`);
    const [chat] = await server.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(sql`${chatMessages.accountId} = ${doomed.account.id}`);
    const owner = new TestClient(server.app);
    owner.setCookie(await signIn(server.db, doomed.owner, doomed.account));
    expect((await owner.post('/accounts/data/delete/', { confirm_name: 'Doomed Org' })).statusCode).toBe(200);
    const after = await snapshotAll(server.db);

    const jobIds = await Promise.all([
      server.jobs.send(QUEUE.reportRun, { reportId: doomed.seeded.report.id }),
      server.jobs.send(QUEUE.reportReminder, { runId: doomed.run.id, stage: 'first' }),
      server.jobs.send(QUEUE.reportReminder, {
        runId: doomed.run.id,
        stage: 'prompt',
        promptAt: new Date().toISOString(),
      }),
      server.jobs.send(QUEUE.reportSummary, { runId: doomed.run.id }),
      server.jobs.send(QUEUE.deliverEmail, { emailId: email!.id }),
      server.jobs.send(QUEUE.deliverChat, { messageIds: [chat!.id] }),
      server.jobs.send(QUEUE.microsoftPhotos, { accountId: doomed.account.id }),
      server.jobs.send(QUEUE.outlookSync, { userId: doomed.first.id }),
    ]);
    for (const id of jobIds) {
      expect(id).toBeTruthy();
      const state = await waitFor(
        () => jobState(id!),
        (state) => state === 'completed' || state === 'failed' || state === 'retry',
        // outlook.sync is polled every 30 s (scheduler/queues.ts).
        { what: `job ${id}`, timeoutMs: 45_000 },
      );
      expect(state).toBe('completed');
    }
    expect(await snapshotAll(server.db)).toEqual(after);
  }, 90_000);
});
