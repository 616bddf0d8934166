/**
 * GitHub's repository webhooks (issue 23 §1): `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the
 * raw body>` under the team's secret, the event in `X-GitHub-Event`, the delivery id in
 * `X-GitHub-Delivery` (the same on a redelivery). A push becomes one 'pushed' item; `ping` (sent
 * when the hook is made) answers 200; other events are acknowledged and ignored.
 */
import { z } from 'zod';
import {
  bodyDigest,
  branchOf,
  cut,
  firstLine,
  headerOf,
  hmacSignatureHolds,
  instantOr,
  safeUrl,
  type TInboundDelivery,
  type TSenderReading,
} from '../inbound-delivery.ts';
import { MAX_LIST, ZId, ZLink, ZLongText, ZName } from './bounds.ts';

const ZPerson = z.object({
  name: ZName.nullish(),
  email: ZName.nullish(),
  username: ZName.nullish(),
});

/** The fields of a push event we read (https://docs.github.com/webhooks/webhook-events-and-payloads#push). */
export const ZGithubPush = z.object({
  ref: ZName,
  deleted: z.boolean().optional(),
  compare: ZLink.nullish(),
  repository: z.object({ full_name: ZName, html_url: ZLink.nullish() }),
  pusher: ZPerson.nullish(),
  sender: z.object({ login: ZName, id: ZId.optional() }).nullish(),
  commits: z
    .array(
      z.object({
        id: ZName,
        message: ZLongText,
        url: ZLink.nullish(),
        timestamp: ZName.nullish(),
        author: ZPerson.nullish(),
      }),
    )
    .max(MAX_LIST)
    .default([]),
  head_commit: z.object({ timestamp: ZName.nullish() }).nullish(),
});

/** Whether the delivery is signed with the team's secret. */
export function githubVerified(delivery: TInboundDelivery, secret: string): boolean {
  return hmacSignatureHolds(headerOf(delivery, 'x-hub-signature-256'), secret, delivery.rawBody, 'sha256=');
}

/** What a verified GitHub delivery means for the feed. */
export function readGithub(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const event = headerOf(delivery, 'x-github-event');
  if (event === 'ping') return { kind: 'ping' };
  if (event !== 'push')
    return { kind: 'ignored', reason: `GitHub event ${cut(event, 60) ?? '(none)'} is not shown in the feed.` };
  const parsed = ZGithubPush.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: 'The body is not a GitHub push event.' };
  const push = parsed.data;
  if (push.deleted) return { kind: 'ignored', reason: 'A deleted branch is not shown in the feed.' };
  const emails = [
    push.pusher?.email,
    ...push.commits.filter((c) => c.author?.username === push.sender?.login).map((c) => c.author?.email),
  ];
  return {
    kind: 'events',
    events: [
      {
        verb: 'pushed',
        occurredAt: instantOr(push.head_commit?.timestamp ?? push.commits.at(-1)?.timestamp, now),
        data: {
          service: 'github',
          repo: cut(push.repository.full_name, 200),
          branch: branchOf(push.ref),
          url: safeUrl(push.compare) ?? safeUrl(push.repository.html_url),
          commits: push.commits.slice(0, 20).map((commit) => ({
            id: cut(commit.id, 64) ?? '',
            message: firstLine(commit.message, 300),
            url: safeUrl(commit.url),
          })),
          commit_count: push.commits.length,
        },
        actor: {
          emails: emails.filter((email): email is string => Boolean(email)),
          ids: [push.sender?.login, push.sender?.id, push.pusher?.name].filter((id): id is string => Boolean(id)),
          label: cut(push.sender?.login ?? push.pusher?.name, 200) ?? null,
        },
        deliveryKey: headerOf(delivery, 'x-github-delivery') ?? bodyDigest(delivery.rawBody),
      },
    ],
  };
}
