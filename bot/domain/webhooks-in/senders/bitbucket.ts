/**
 * Bitbucket Cloud's repository webhooks (issue 23 §1): with a secret set, Bitbucket signs the raw
 * body in `X-Hub-Signature: sha256=<hex HMAC-SHA256>`; the event is `X-Event-Key` ('repo:push'), the
 * delivery id `X-Request-UUID`. A push becomes one 'pushed' item (all its branches' commits); other
 * events are acknowledged and ignored.
 */
import { z } from 'zod';
import {
  bodyDigest,
  cut,
  emailIn,
  firstLine,
  headerOf,
  hmacSignatureHolds,
  instantOr,
  safeUrl,
  type TInboundDelivery,
  type TSenderReading,
} from '../inbound-delivery.ts';
import { MAX_LIST, ZLink, ZLongText, ZName } from './bounds.ts';

const ZLinks = z.object({ html: z.object({ href: ZLink }).nullish() }).nullish();
const ZAccount = z.object({
  display_name: ZName.nullish(),
  nickname: ZName.nullish(),
  account_id: ZName.nullish(),
  uuid: ZName.nullish(),
});

/** The fields of a repo:push we read (https://support.atlassian.com/bitbucket-cloud/docs/event-payloads/#Push). */
export const ZBitbucketPush = z.object({
  actor: ZAccount.nullish(),
  repository: z.object({ full_name: ZName, links: ZLinks }),
  push: z.object({
    changes: z
      .array(
        z.object({
          new: z.object({ type: ZName.nullish(), name: ZName.nullish() }).nullish(),
          links: ZLinks,
          commits: z
            .array(
              z.object({
                hash: ZName,
                message: ZLongText.nullish(),
                date: ZName.nullish(),
                links: ZLinks,
                author: z.object({ raw: ZName.nullish(), user: ZAccount.nullish() }).nullish(),
              }),
            )
            .max(MAX_LIST)
            .default([]),
        }),
      )
      .max(MAX_LIST),
  }),
});

/** Whether the delivery is signed with the team's secret. */
export function bitbucketVerified(delivery: TInboundDelivery, secret: string): boolean {
  return hmacSignatureHolds(headerOf(delivery, 'x-hub-signature'), secret, delivery.rawBody, 'sha256=');
}

/** What a verified Bitbucket delivery means for the feed. */
export function readBitbucket(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const event = headerOf(delivery, 'x-event-key');
  if (event !== 'repo:push')
    return { kind: 'ignored', reason: `Bitbucket event ${cut(event, 60) ?? '(none)'} is not shown in the feed.` };
  const parsed = ZBitbucketPush.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: 'The body is not a Bitbucket repo:push event.' };
  const push = parsed.data;
  const changes = push.push.changes.filter((change) => change.new);
  if (changes.length === 0) return { kind: 'ignored', reason: 'A deleted branch is not shown in the feed.' };
  const commits = changes.flatMap((change) => change.commits);
  const actorId = push.actor?.account_id ?? push.actor?.uuid;
  // The pusher's own commits name their email; commits by others do not say who pushed.
  const ownCommits = commits.filter(
    (commit) => actorId && (commit.author?.user?.account_id ?? commit.author?.user?.uuid) === actorId,
  );
  const emails = ownCommits.map((commit) => emailIn(commit.author?.raw)).filter((email): email is string => !!email);
  return {
    kind: 'events',
    events: [
      {
        verb: 'pushed',
        occurredAt: instantOr(commits[0]?.date, now),
        data: {
          service: 'bitbucket',
          repo: cut(push.repository.full_name, 200),
          branch: cut(changes[0]?.new?.name, 200),
          url: safeUrl(changes[0]?.links?.html?.href) ?? safeUrl(push.repository.links?.html?.href),
          commits: commits.slice(0, 20).map((commit) => ({
            id: cut(commit.hash, 64) ?? '',
            message: firstLine(commit.message, 300),
            url: safeUrl(commit.links?.html?.href),
          })),
          commit_count: commits.length,
        },
        actor: {
          emails: [...new Set(emails)],
          ids: [push.actor?.account_id, push.actor?.uuid, push.actor?.nickname].filter((id): id is string => !!id),
          label: cut(push.actor?.display_name ?? push.actor?.nickname, 200) ?? null,
        },
        deliveryKey: headerOf(delivery, 'x-request-uuid') ?? bodyDigest(delivery.rawBody),
      },
    ],
  };
}
