/**
 * The move to the free plan (spec part 2 §2.1, §4, §9 "Free: up to 10 people, email only, 7-day
 * history"), one use case for both doors: the billing page's switch and the convert page's form.
 * A paid Stripe subscription is cancelled, its id cleared FIRST so the deletion webhook that
 * follows finds no account and changes nothing; then the account becomes plan 'free', status
 * 'active'. The free plan's limits then hold everywhere they are read (plan-limits-of.ts): at most
 * 10 people in enabled reports (refused before anything changes when there are more), email teams
 * only (chat teams are asked by email; their admins are told once, by email), 7 days of history.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { AppError } from '../../../../shared/errors.ts';
import { freePlanTooManyMessage } from '../../../../shared/plan-limits.ts';
import { PLAN_LIMITS } from '../../../../shared/plans.ts';
import { ACCOUNT_TYPE } from '../../../../shared/roles.ts';
import type { TDatabase, TDb } from '../../../db/client.ts';
import { accounts, memberships, teamMembers, teams, users } from '../../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import { displayName } from '../../accounts/find-user.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { queueEmails, type TBatchEmail } from '../../email/queue-email.ts';
import type { TJobQueue } from '../../jobs.ts';
import type { TLogger } from '../../logger.ts';
import { isChatService } from '../../platforms/platform-names.ts';
import { countedParticipantIds } from '../../reports/seats.ts';
import type { TBillingGateway } from '../billing-gateway.ts';
import { freePlanStanding, type TFreePlanDoor } from './free-plan-rules.ts';

export interface TFreePlanDeps {
  db: TDatabase;
  jobs: TJobQueue;
  log: TLogger;
  /** Stripe, or undefined while it is not configured (then an account with a subscription is refused). */
  gateway: TBillingGateway | undefined;
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  now: () => Date;
}

/** Moves the viewer's account to the free plan; answers how many chat-team notices were queued. */
export async function convertToFreePlan(
  deps: TFreePlanDeps,
  viewer: TViewer,
  door: TFreePlanDoor,
  origin: TRequestOrigin = {},
): Promise<{ notices: number }> {
  const now = deps.now();
  const standing = freePlanStanding(viewer, door, now);
  if (standing.refusal) {
    const code = standing.refusal === BILLING_MESSAGES.billingRefused ? 'FORBIDDEN' : 'CONFLICT';
    throw new AppError(code, standing.refusal);
  }
  const people = (await countedParticipantIds(deps.db, viewer.account.id)).size;
  const cap = PLAN_LIMITS.free.users ?? people;
  if (people > cap) throw new AppError('CONFLICT', freePlanTooManyMessage(people, cap));

  const subscriptionId = await releaseSubscription(deps.db, viewer.account.id);
  if (subscriptionId) {
    try {
      if (!deps.gateway) throw new AppError('UNAVAILABLE', BILLING_MESSAGES.notConfigured);
      await deps.gateway.cancelSubscription(subscriptionId);
    } catch (error) {
      // Nothing changed at Stripe: the account keeps its subscription (and its webhooks) as before.
      await deps.db
        .update(accounts)
        .set({ stripeSubscriptionId: subscriptionId })
        .where(eq(accounts.id, viewer.account.id));
      deps.log.warn({ err: error, accountId: viewer.account.id }, 'free plan: cancelling the subscription failed');
      if (error instanceof AppError) throw error;
      throw new AppError('UNAVAILABLE', BILLING_MESSAGES.somethingWrong, { cause: error });
    }
  }

  return deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        planKey: 'free',
        subscriptionStatus: 'active',
        planInterval: null,
        billedParticipants: null,
        paymentFailedAt: null,
        updatedAt: now,
      })
      .where(eq(accounts.id, viewer.account.id));
    const notices = await noticeChatTeams(deps, tx, viewer, now);
    await recordAuditEvent(
      tx,
      {
        kind: 'billing.free_plan',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        details: { door, from: { plan: viewer.account.planKey, status: standing.status }, subscriptionId, notices },
      },
      origin,
    );
    return { notices };
  });
}

/**
 * Clears the account's Stripe subscription id and answers it (null when there was none). Cleared
 * before the cancellation, so Stripe's customer.subscription.deleted webhook matches no account.
 */
async function releaseSubscription(db: TDatabase, accountId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: accounts.stripeSubscriptionId })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!row?.id) return null;
    await tx.update(accounts).set({ stripeSubscriptionId: null }).where(eq(accounts.id, accountId));
    return row.id;
  });
}

/**
 * Tells the admins of each chat team (Account Admins, and the team's own Team Admins) once that
 * the team is now asked by email; answers how many emails were queued.
 */
async function noticeChatTeams(deps: TFreePlanDeps, tx: TDb, viewer: TViewer, now: Date): Promise<number> {
  const chatTeams = (await tx.select().from(teams).where(eq(teams.accountId, viewer.account.id))).filter((team) =>
    isChatService(team.service),
  );
  if (chatTeams.length === 0) return 0;
  const admins = await tx
    .select({ user: users, accountTypeId: memberships.accountTypeId, teamId: teamMembers.teamId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.userId, memberships.userId),
        inArray(
          teamMembers.teamId,
          chatTeams.map((team) => team.id),
        ),
      ),
    )
    .where(
      and(
        eq(memberships.accountId, viewer.account.id),
        or(
          eq(memberships.accountTypeId, ACCOUNT_TYPE.ACCOUNT_ADMIN),
          eq(memberships.accountTypeId, ACCOUNT_TYPE.TEAM_ADMIN),
        ),
      ),
    );
  const emails: Array<TBatchEmail<'chat-team-email-only'>> = [];
  for (const team of chatTeams) {
    const recipients = new Map<string, typeof users.$inferSelect>();
    for (const row of admins) {
      const accountAdmin = row.accountTypeId === ACCOUNT_TYPE.ACCOUNT_ADMIN;
      if (accountAdmin || row.teamId === team.id) recipients.set(row.user.id, row.user);
    }
    for (const user of recipients.values()) {
      emails.push({
        to: user.email,
        template: 'chat-team-email-only',
        variables: {
          name: displayName(user),
          teamName: team.name,
          organization: viewer.account.name,
          billingUrl: `${deps.publicUrl}/billing/`,
        },
        idempotencyKey: `free-plan:${team.id}:${user.id}:${now.getTime()}`,
        accountId: viewer.account.id,
      });
    }
  }
  return queueEmails(deps, tx, emails);
}
