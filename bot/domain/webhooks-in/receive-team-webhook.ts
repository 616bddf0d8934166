/**
 * One delivery to a team's inbound webhook, /webhooks/{slug}/{team_uuid}/ (issue 23 §1, part 3
 * §2.10, §2.11). Checked in this order, and nothing is stored unless all pass: the sender and the
 * team exist (404), the delivery is signed with the team's secret for that sender (401; no secret
 * made yet refuses too), the team's plan includes the sender (403, LIMIT_SERVICES or LIMIT_ZAPIER),
 * the body is what the sender posts (400). Then each event is matched to a member and recorded
 * once per delivery key; a redelivery stores nothing new.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { featureFlagsFor, type TPlanKey } from '../../../shared/plans.ts';
import { type TWebhookSlug, WEBHOOK_SERVICES, WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, teams } from '../../db/schema/index.ts';
import { effectiveStatus } from '../accounts/subscription-status.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { TSecretBox } from '../secrets/secret-box.ts';
import { headerOf, type TInboundDelivery } from './inbound-delivery.ts';
import { clubhouseMembers, matchTeamMember } from './match-team-member.ts';
import { WEBHOOK_SENDERS } from './senders/index.ts';
import { findWebhookSecret } from './webhook-secrets.ts';

export interface TReceiveWebhookDeps {
  db: TDb;
  box: TSecretBox;
  now?: () => Date;
}

/** What the sender is answered (refusals are thrown as AppError). */
export type TWebhookAnswer =
  | { status: 200; body: { ok: true; stored: number } }
  | { status: 200; body: { ok: true; duplicate: true } }
  | { status: 200; body: { ok: true; ping: true } }
  | { status: 202; body: { ok: true; ignored: true; reason: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An event dated further ahead than this is dated now (a sender's clock, or a Zap's field, is not trusted). */
const FUTURE_SLACK_MS = 60 * 60 * 1000;

export const WEBHOOK_IN_MESSAGES = {
  unknown: 'There is no webhook at this address. Copy the URL again from the team services page.',
  notSetUp: (label: string) =>
    `This team has no ${label} webhook secret yet. A team admin finds the URL and the secret on the team services page.`,
  badSignature: (label: string) =>
    `The ${label} webhook signature does not match this team's secret. Copy the secret again from the team services page.`,
  notJson: 'The body must be a JSON object (Content-Type: application/json).',
} as const;

function isSlug(slug: string): slug is TWebhookSlug {
  return Object.hasOwn(WEBHOOK_SENDERS, slug);
}

/** The body as JSON, or a form post's fields (GitHub's form content type keeps the JSON in `payload`). */
function parseBody(slug: TWebhookSlug, delivery: TInboundDelivery): unknown {
  const type = (headerOf(delivery, 'content-type') ?? '').toLowerCase();
  const text = delivery.rawBody.toString('utf8');
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    if (slug === 'github') return JSON.parse(form.get('payload') ?? '');
    return Object.fromEntries(form.entries());
  }
  return JSON.parse(text);
}

/** Verifies, reads and records one delivery. */
export async function receiveTeamWebhook(
  deps: TReceiveWebhookDeps,
  slug: string,
  teamUuid: string,
  delivery: TInboundDelivery,
): Promise<TWebhookAnswer> {
  const now = deps.now?.() ?? new Date();
  if (!isSlug(slug) || !UUID.test(teamUuid)) throw new AppError('NOT_FOUND', WEBHOOK_IN_MESSAGES.unknown);
  const sender = WEBHOOK_SENDERS[slug];
  const label = WEBHOOK_SERVICES[slug].label;
  const [team] = await deps.db
    .select({
      id: teams.id,
      accountId: teams.accountId,
      planKey: accounts.planKey,
      subscriptionStatus: accounts.subscriptionStatus,
      trialEndsAt: accounts.trialEndsAt,
    })
    .from(teams)
    .innerJoin(accounts, eq(accounts.id, teams.accountId))
    .where(eq(teams.uuid, teamUuid.toLowerCase()));
  if (!team) throw new AppError('NOT_FOUND', WEBHOOK_IN_MESSAGES.unknown);

  const secret = await findWebhookSecret(deps, team.id, slug);
  if (secret === null) throw new AppError('UNAUTHENTICATED', WEBHOOK_IN_MESSAGES.notSetUp(label));
  if (!sender.verified(delivery, secret))
    throw new AppError('UNAUTHENTICATED', WEBHOOK_IN_MESSAGES.badSignature(label));

  const flags = featureFlagsFor(team.planKey as TPlanKey, effectiveStatus(team, now));
  if (flags.includes(sender.lockedBy)) {
    const message =
      sender.lockedBy === 'LIMIT_ZAPIER' ? WORK_TOOL_MESSAGES.zapierLocked : WORK_TOOL_MESSAGES.servicesLocked;
    throw new AppError('FEATURE_LOCKED', message);
  }

  let body: unknown;
  try {
    body = parseBody(slug, delivery);
  } catch {
    throw new AppError('INVALID_INPUT', WEBHOOK_IN_MESSAGES.notJson);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new AppError('INVALID_INPUT', WEBHOOK_IN_MESSAGES.notJson);

  const reading = sender.read(delivery, body, now);
  if (reading.kind === 'ping') return { status: 200, body: { ok: true, ping: true } };
  if (reading.kind === 'ignored') return { status: 202, body: { ok: true, ignored: true, reason: reading.reason } };
  if (reading.kind === 'invalid') throw new AppError('INVALID_INPUT', reading.message);

  const listed = slug === 'clubhouse' ? await clubhouseMembers(deps.db, team.id) : null;
  let stored = 0;
  for (const event of reading.events) {
    let actor = event.actor;
    // Clubhouse names only a member id: the team's Clubhouse member list gives the email and name.
    const member = listed ? event.actor.ids.map((id) => listed.get(id)).find(Boolean) : undefined;
    if (member)
      actor = {
        ...actor,
        emails: member.email ? [...actor.emails, member.email] : actor.emails,
        label: actor.label ?? member.name ?? member.email,
      };
    const userId = await matchTeamMember(deps.db, team.id, actor, sender.linkedTool);
    const occurredAt = event.occurredAt.getTime() > now.getTime() + FUTURE_SLACK_MS ? now : event.occurredAt;
    const recorded = await recordActivity(deps.db, {
      accountId: team.accountId,
      teamId: team.id,
      userId,
      actorLabel: actor.label,
      source: slug,
      verb: event.verb,
      occurredAt,
      data: event.data,
      deliveryKey: event.deliveryKey,
    });
    if (recorded) stored++;
  }
  if (stored === 0 && reading.events.length > 0) return { status: 200, body: { ok: true, duplicate: true } };
  return { status: 200, body: { ok: true, stored } };
}
