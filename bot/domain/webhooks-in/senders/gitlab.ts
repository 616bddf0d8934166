/**
 * GitLab's project and group webhooks (issue 23 §1): the team's secret comes back verbatim in
 * `X-Gitlab-Token`; the event is `X-Gitlab-Event` ('Push Hook') and `object_kind`; the delivery id
 * is `X-Gitlab-Event-UUID` (kept on a retry; older GitLab: a digest of the body). A push becomes
 * one 'pushed' item; other events are acknowledged and ignored.
 */
import { z } from 'zod';
import {
  bodyDigest,
  branchOf,
  cut,
  firstLine,
  headerOf,
  instantOr,
  safeUrl,
  sameSecret,
  type TInboundDelivery,
  type TSenderReading,
} from '../inbound-delivery.ts';
import { MAX_LIST, ZId, ZLink, ZLongText, ZName } from './bounds.ts';

/** The fields of a Push Hook we read (https://docs.gitlab.com/user/project/integrations/webhook_events/#push-events). */
export const ZGitlabPush = z.object({
  object_kind: z.literal('push'),
  ref: ZName,
  after: ZName.nullish(),
  user_id: ZId.nullish(),
  user_name: ZName.nullish(),
  user_username: ZName.nullish(),
  user_email: ZName.nullish(),
  project: z.object({ path_with_namespace: ZName, web_url: ZLink.nullish() }),
  commits: z
    .array(
      z.object({
        id: ZName,
        message: ZLongText,
        url: ZLink.nullish(),
        timestamp: ZName.nullish(),
      }),
    )
    .max(MAX_LIST)
    .default([]),
  total_commits_count: z.number().int().nonnegative().optional(),
});

/** GitLab's deleted-branch push has this as `after`. */
const NO_COMMIT = /^0{40}$/;

/** Whether the delivery carries the team's secret token. */
export function gitlabVerified(delivery: TInboundDelivery, secret: string): boolean {
  return sameSecret(headerOf(delivery, 'x-gitlab-token'), secret);
}

/** What a verified GitLab delivery means for the feed. */
export function readGitlab(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const kind = (body as { object_kind?: unknown } | null)?.object_kind;
  const event = headerOf(delivery, 'x-gitlab-event');
  if (kind !== 'push' && event !== 'Push Hook')
    return { kind: 'ignored', reason: `GitLab event ${cut(event, 60) ?? '(none)'} is not shown in the feed.` };
  const parsed = ZGitlabPush.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: 'The body is not a GitLab push event.' };
  const push = parsed.data;
  if (push.after && NO_COMMIT.test(push.after))
    return { kind: 'ignored', reason: 'A deleted branch is not shown in the feed.' };
  return {
    kind: 'events',
    events: [
      {
        verb: 'pushed',
        occurredAt: instantOr(push.commits.at(-1)?.timestamp, now),
        data: {
          service: 'gitlab',
          repo: cut(push.project.path_with_namespace, 200),
          branch: branchOf(push.ref),
          url: safeUrl(push.project.web_url),
          commits: push.commits.slice(0, 20).map((commit) => ({
            id: cut(commit.id, 64) ?? '',
            message: firstLine(commit.message, 300),
            url: safeUrl(commit.url),
          })),
          commit_count: push.total_commits_count ?? push.commits.length,
        },
        actor: {
          emails: push.user_email ? [push.user_email] : [],
          ids: [push.user_username, push.user_id].filter((id): id is string => Boolean(id)),
          label: cut(push.user_name ?? push.user_username, 200) ?? null,
        },
        deliveryKey: headerOf(delivery, 'x-gitlab-event-uuid') ?? bodyDigest(delivery.rawBody),
      },
    ],
  };
}
