/**
 * Zapier's "Webhooks by Zapier" POST action (issue 23 §1; designed): a Zap posts what happened as
 * {title, url?, message?, email?, occurred_at?, id?} (JSON or form fields) with the team's secret
 * in an `X-Rollcall-Secret` header, or as `?token=` on the URL for Zaps that cannot add headers
 * (the token parameter is redacted from the logs). Each post becomes one 'zapier-event' item for
 * the member with that email; `id` (or a digest of the body) makes a repeated post count once.
 */
import { z } from 'zod';
import {
  bodyDigest,
  cut,
  headerOf,
  instantOr,
  safeUrl,
  sameSecret,
  type TInboundDelivery,
  type TSenderReading,
} from '../inbound-delivery.ts';

/** What a Zap posts. */
export const ZZapierEvent = z.object({
  title: z.string().trim().min(1, 'Give the event a title.').max(2_000),
  url: z.string().max(2_000).optional(),
  message: z.string().max(20_000).optional(),
  email: z.string().max(320).optional(),
  occurred_at: z.string().max(100).optional(),
  id: z.union([z.string().max(200), z.number()]).optional(),
});

/** Whether the delivery carries the team's Zapier secret (header, or the token query parameter). */
export function zapierVerified(delivery: TInboundDelivery, secret: string): boolean {
  return sameSecret(headerOf(delivery, 'x-rollcall-secret') ?? delivery.query.token, secret);
}

/** What a verified Zapier post means for the feed. */
export function readZapier(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const parsed = ZZapierEvent.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const field = first?.path.join('.') || 'body';
    return { kind: 'invalid', message: `The Zapier event is not valid (${field}: ${first?.message ?? 'invalid'}).` };
  }
  const event = parsed.data;
  const email = event.email?.trim().toLowerCase();
  return {
    kind: 'events',
    events: [
      {
        verb: 'zapier-event',
        occurredAt: instantOr(event.occurred_at, now),
        data: { title: cut(event.title, 300), url: safeUrl(event.url), comment: cut(event.message, 500) },
        actor: { emails: email ? [email] : [], ids: [], label: cut(event.email, 200) ?? 'Zapier' },
        deliveryKey: event.id !== undefined ? `id:${event.id}` : bodyDigest(delivery.rawBody),
      },
    ],
  };
}
