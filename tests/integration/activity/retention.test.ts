/**
 * The team's data retention (part 3 §2.12) covers what issue 23 stores: activity items (tool events
 * carry commit messages, titles and comments) and outgoing webhook deliveries (their payloads carry
 * the answers) older than the policy's window are purged with the runs, newer ones stay, and a team
 * with retention disabled keeps everything.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityItems, outgoingWebhookDeliveries, outgoingWebhooks } from '../../../bot/db/schema/index.ts';
import type { TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { recordActivity } from '../../../bot/domain/activity/record-activity.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { purgeExpiredData, retentionCutoff } from '../../../bot/domain/teams/purge-expired-data.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../helpers/test-database.ts';

const NOW = new Date('2027-06-15T03:17:00Z');
const DAY = 24 * 3600 * 1000;
let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** One tool event and one delivery of the team at each instant. */
async function seed(team: TTeamRow, instants: Date[]) {
  const [hook] = await database.db
    .insert(outgoingWebhooks)
    .values({
      accountId: team.accountId,
      teamId: team.id,
      url: 'https://receiver.example.test/hook',
      secret: createSecretBox('a-session-secret-for-the-retention-test-0123456789').seal('whsec_x'),
      events: ['checkin.submitted'],
    })
    .returning();
  for (const [index, at] of instants.entries()) {
    await recordActivity(database.db, {
      accountId: team.accountId,
      teamId: team.id,
      userId: null,
      actorLabel: 'octo',
      source: 'github',
      verb: 'pushed',
      occurredAt: at,
      data: { service: 'github', repo: 'acme/api', commit_count: 1 },
      deliveryKey: `push-${index}`,
    });
    await database.db.insert(outgoingWebhookDeliveries).values({
      webhookId: hook!.id,
      event: 'checkin.submitted',
      payload: { answers: [`answer ${index}`] },
      status: 'delivered',
      createdAt: at,
    });
  }
  return hook!;
}

async function left(team: TTeamRow, hookId: string) {
  const items = await database.db
    .select({ at: activityItems.occurredAt })
    .from(activityItems)
    .where(eq(activityItems.teamId, team.id));
  const deliveries = await database.db
    .select({ at: outgoingWebhookDeliveries.createdAt })
    .from(outgoingWebhookDeliveries)
    .where(inArray(outgoingWebhookDeliveries.webhookId, [hookId]));
  const sorted = (rows: Array<{ at: Date }>) => rows.map((row) => row.at.toISOString()).sort();
  return { items: sorted(items), deliveries: sorted(deliveries) };
}

it('purges activity items and webhook deliveries older than the window, and nothing newer', async () => {
  const account = await buildAccount(database.db);
  const kept = await buildTeam(database.db, account, { retentionPolicy: 'disabled' });
  const purged = await buildTeam(database.db, account, { retentionPolicy: '2w' });
  const cutoff = retentionCutoff('2w', NOW);
  const instants = [
    new Date(cutoff.getTime() - 30 * DAY),
    new Date(cutoff.getTime() - 1000),
    new Date(cutoff.getTime() + 1000),
    new Date(NOW.getTime() - DAY),
  ];
  const keptHook = await seed(kept, instants);
  const purgedHook = await seed(purged, instants);

  await purgeExpiredData(database.db, NOW);

  const all = instants.map((at) => at.toISOString()).sort();
  expect(await left(kept, keptHook.id)).toEqual({ items: all, deliveries: all });
  const recent = all.filter((at) => at >= cutoff.toISOString());
  expect(recent).toHaveLength(2);
  expect(await left(purged, purgedHook.id)).toEqual({ items: recent, deliveries: recent });
});
