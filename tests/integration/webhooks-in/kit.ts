/**
 * What the inbound-webhook tests share: the app on a clean database, an account on a trial (every
 * feature) with a team and members, the team's secrets as the services page would show them, and
 * a reader of what the feed stored.
 */
import { and, eq } from 'drizzle-orm';
import { activityItems } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { webhookSecretFor } from '../../../bot/domain/webhooks-in/webhook-secrets.ts';
import type { TWebhookSlug } from '../../../shared/work-tools.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { signedDelivery, type TSendOptions } from '../../fakes/webhook-senders/index.ts';
import type { TTestApp } from '../../helpers/test-app.ts';
import { TEST_SESSION_SECRET } from '../../helpers/test-server.ts';

export interface TWebhookWorld {
  account: TAccountRow;
  team: TTeamRow;
  otherTeam: TTeamRow;
  alice: TUserRow;
  bob: TUserRow;
  /** In the account but not in the team. */
  outsider: TUserRow;
}

/** An account on a trial with two teams; Alice and Bob in the first, the outsider only in the second. */
export async function buildWebhookWorld(t: TTestApp, values: Parameters<typeof buildAccount>[1] = {}) {
  const db = t.database.db;
  const account = await buildAccount(db, values);
  const team = await buildTeam(db, account);
  const otherTeam = await buildTeam(db, account);
  const tag = Math.random().toString(36).slice(2, 8);
  const { user: alice } = await buildUser(db, { account, teams: [team], email: `alice-${tag}@example.test` });
  const { user: bob } = await buildUser(db, { account, teams: [team], email: `bob-${tag}@example.test` });
  const { user: outsider } = await buildUser(db, { account, teams: [otherTeam], email: `out-${tag}@example.test` });
  return { account, team, otherTeam, alice, bob, outsider } satisfies TWebhookWorld;
}

/** The team's secret for a sender (made on first use, as the services page does). */
export function secretOf(t: TTestApp, team: TTeamRow, slug: TWebhookSlug): Promise<string> {
  return webhookSecretFor({ db: t.database.db, box: createSecretBox(TEST_SESSION_SECRET) }, team.id, slug);
}

/** Posts a delivery signed the sender's way; answers the status and JSON body. */
export async function post(t: TTestApp, slug: TWebhookSlug, team: TTeamRow, payload: unknown, options: TSendOptions) {
  const response = await t.app.inject(signedDelivery(slug, team.uuid, payload, options));
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { error?: { message: string } },
  };
}

/** The team's stored feed items of one sender, oldest first. */
export async function itemsOf(t: TTestApp, team: TTeamRow, source?: string) {
  const rows = await t.database.db
    .select()
    .from(activityItems)
    .where(
      source
        ? and(eq(activityItems.teamId, team.id), eq(activityItems.source, source))
        : eq(activityItems.teamId, team.id),
    )
    .orderBy(activityItems.createdAt);
  return rows;
}
