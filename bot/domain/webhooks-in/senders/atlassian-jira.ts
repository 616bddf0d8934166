/**
 * Jira Cloud's admin webhooks (issue 23 §1): with a secret set, Jira signs the raw body in
 * `X-Hub-Signature: sha256=<hex HMAC-SHA256>`; `X-Atlassian-Webhook-Identifier` names the delivery
 * (the same on a retry). jira:issue_created -> 'jira-created'; jira:issue_updated -> 'jira-moved'
 * when its changelog changes the status, else 'jira-updated'; comment_created -> 'jira-commented'
 * with the comment cut to 50 characters (part 3 §9). The issue type (story, bug, task) goes in
 * data.item_type.
 */
import { z } from 'zod';
import { WORK_TOOL_LIMITS } from '../../../../shared/work-tools.ts';
import {
  cut,
  headerOf,
  hmacSignatureHolds,
  instantOr,
  safeUrl,
  type TInboundDelivery,
  type TInboundEvent,
  type TSenderReading,
} from '../inbound-delivery.ts';
import { MAX_LIST, ZId, ZLink, ZLongText, ZName } from './bounds.ts';

const ZJiraUser = z.object({
  accountId: ZName.nullish(),
  displayName: ZName.nullish(),
  emailAddress: ZName.nullish(),
});

/** The fields of an issue or comment event we read (https://developer.atlassian.com/cloud/jira/platform/webhooks/). */
export const ZJiraEvent = z.object({
  timestamp: z.number().nullish(),
  webhookEvent: ZName,
  issue_event_type_name: ZName.nullish(),
  user: ZJiraUser.nullish(),
  issue: z.object({
    id: ZId,
    key: ZName,
    self: ZLink.nullish(),
    fields: z
      .object({
        summary: ZLongText.nullish(),
        issuetype: z.object({ name: ZName.nullish() }).nullish(),
        project: z.object({ key: ZName.nullish(), name: ZName.nullish() }).nullish(),
        status: z.object({ name: ZName.nullish() }).nullish(),
      })
      .nullish(),
  }),
  changelog: z
    .object({
      id: ZId.nullish(),
      items: z
        .array(z.object({ field: ZName.nullish(), fromString: ZLongText.nullish(), toString: ZLongText.nullish() }))
        .max(MAX_LIST)
        .default([]),
    })
    .nullish(),
  comment: z
    .object({
      id: ZId,
      // Wiki markup (REST v2); an Atlassian Document Format tree from some apps.
      body: z.union([ZLongText, z.record(z.string(), z.unknown())]).nullish(),
      author: ZJiraUser.nullish(),
      created: ZName.nullish(),
    })
    .nullish(),
});
type TJiraEvent = z.infer<typeof ZJiraEvent>;

const MAPPED = new Set(['jira:issue_created', 'jira:issue_updated', 'comment_created']);

/** Whether the delivery is signed with the team's secret. */
export function jiraVerified(delivery: TInboundDelivery, secret: string): boolean {
  return hmacSignatureHolds(headerOf(delivery, 'x-hub-signature'), secret, delivery.rawBody, 'sha256=');
}

/** The issue's page (the API's self link is https://{site}/rest/api/2/issue/{id}). */
function browseUrl(event: TJiraEvent): string | undefined {
  const self = safeUrl(event.issue.self);
  if (!self) return undefined;
  return safeUrl(`${new URL(self).origin}/browse/${encodeURIComponent(event.issue.key)}`);
}

/** What a verified Jira delivery means for the feed. */
export function readJira(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const name = (body as { webhookEvent?: unknown } | null)?.webhookEvent;
  if (typeof name === 'string' && !MAPPED.has(name))
    return { kind: 'ignored', reason: `Jira event ${cut(name, 60)} is not shown in the feed.` };
  const parsed = ZJiraEvent.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: 'The body is not a Jira issue or comment event.' };
  const event = parsed.data;
  const fields = event.issue.fields;
  const data = {
    title: cut(`${event.issue.key} ${fields?.summary ?? ''}`, 300),
    url: browseUrl(event),
    item_type: cut(fields?.issuetype?.name?.toLowerCase(), 60),
    project: cut(fields?.project?.name ?? fields?.project?.key, 200),
  };
  const identifier = headerOf(delivery, 'x-atlassian-webhook-identifier');
  const occurredAt = instantOr(event.timestamp, now);
  const comment = event.comment;
  const isComment =
    event.webhookEvent === 'comment_created' ||
    (event.issue_event_type_name === 'issue_commented' && comment !== null && comment !== undefined);
  let item: TInboundEvent;
  if (isComment) {
    if (!comment) return { kind: 'invalid', message: 'The Jira comment event has no comment.' };
    const author = comment.author ?? event.user;
    item = {
      verb: 'jira-commented',
      occurredAt: instantOr(comment.created, occurredAt),
      data: { ...data, comment: cut(commentText(comment.body), WORK_TOOL_LIMITS.jiraCommentPreview) },
      actor: actorOf(author),
      // comment_created and issue_updated (issue_commented) both tell of one comment: stored once.
      deliveryKey: `comment:${comment.id}`,
    };
  } else {
    const status = event.changelog?.items.find((change) => change.field?.toLowerCase() === 'status');
    const verb = event.webhookEvent === 'jira:issue_created' ? 'jira-created' : status ? 'jira-moved' : 'jira-updated';
    item = {
      verb,
      occurredAt,
      data: status ? { ...data, from: cut(status.fromString, 120), to: cut(status.toString, 120) } : data,
      actor: actorOf(event.user),
      deliveryKey:
        identifier ?? `${event.webhookEvent}:${event.timestamp ?? ''}:${event.issue.id}:${event.changelog?.id ?? ''}`,
    };
  }
  return { kind: 'events', events: [item] };
}

function actorOf(user: z.infer<typeof ZJiraUser> | null | undefined) {
  return {
    emails: user?.emailAddress ? [user.emailAddress] : [],
    ids: user?.accountId ? [user.accountId] : [],
    label: cut(user?.displayName, 200) ?? null,
  };
}

/** A comment's text: the string, or the text nodes of a document tree (bounded walk). */
function commentText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  const parts: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 20 || parts.length > 200 || node === null || typeof node !== 'object') return;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === 'string') parts.push(text);
    if (Array.isArray(content)) for (const child of content.slice(0, 200)) walk(child, depth + 1);
  };
  walk(body, 0);
  return parts.join(' ');
}
