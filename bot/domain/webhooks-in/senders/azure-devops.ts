/**
 * Azure DevOps service hooks, "Web Hooks" consumer (issue 23 §1): the subscription's basic
 * authentication carries the team's secret as its password (any user name); `eventType` says what
 * happened and `id` names the notification (kept on a retry). git.push -> 'pushed';
 * workitem.created / workitem.updated / workitem.deleted -> created-, updated-, deleted-workitem.
 * (https://learn.microsoft.com/azure/devops/service-hooks/events)
 */
import { z } from 'zod';
import type { TActivityVerb } from '../../../../shared/activity.ts';
import {
  bodyDigest,
  branchOf,
  cut,
  emailIn,
  firstLine,
  headerOf,
  instantOr,
  nameIn,
  safeUrl,
  sameSecret,
  type TInboundActor,
  type TInboundDelivery,
  type TSenderReading,
} from '../inbound-delivery.ts';
import { MAX_LIST, ZId, ZLink, ZLongText, ZName } from './bounds.ts';

/** An identity: 'Name <email>' in older resource versions, an object in newer ones. */
const ZIdentity = z.union([
  ZName,
  z.object({ displayName: ZName.nullish(), uniqueName: ZName.nullish(), id: ZName.nullish() }),
]);
type TIdentity = z.infer<typeof ZIdentity>;

const ZEnvelope = z.object({
  id: ZName.nullish(),
  eventType: ZName,
  createdDate: ZName.nullish(),
  resource: z.record(z.string(), z.unknown()),
});

/** git.push's resource. */
export const ZAzurePush = z.object({
  commits: z
    .array(
      z.object({
        commitId: ZName,
        comment: ZLongText.nullish(),
        url: ZLink.nullish(),
        author: z.object({ date: ZName.nullish() }).nullish(),
      }),
    )
    .max(MAX_LIST)
    .default([]),
  refUpdates: z
    .array(z.object({ name: ZName }))
    .max(MAX_LIST)
    .default([]),
  repository: z.object({
    name: ZName,
    remoteUrl: ZLink.nullish(),
    project: z.object({ name: ZName.nullish() }).nullish(),
  }),
  pushedBy: z.object({ displayName: ZName.nullish(), uniqueName: ZName.nullish(), id: ZName.nullish() }).nullish(),
  date: ZName.nullish(),
});

const ZFields = z.record(z.string(), z.unknown());
/** workitem.created / workitem.deleted's resource, and workitem.updated's (with revision and changes). */
export const ZAzureWorkItem = z.object({
  id: ZId,
  workItemId: ZId.nullish(),
  fields: ZFields.nullish(),
  revision: z.object({ fields: ZFields.nullish() }).nullish(),
  revisedBy: z
    .object({ displayName: ZName.nullish(), uniqueName: ZName.nullish(), name: ZName.nullish(), id: ZName.nullish() })
    .nullish(),
  revisedDate: ZName.nullish(),
  _links: z.object({ html: z.object({ href: ZLink }).nullish() }).nullish(),
});

const WORK_ITEM_VERBS: Record<string, TActivityVerb> = {
  'workitem.created': 'created-workitem',
  'workitem.updated': 'updated-workitem',
  'workitem.deleted': 'deleted-workitem',
};

/** Whether the delivery's basic authentication has the team's secret as its password. */
export function azureDevopsVerified(delivery: TInboundDelivery, secret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(headerOf(delivery, 'authorization') ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && sameSecret(decoded.slice(colon + 1), secret);
}

function identityActor(identity: TIdentity | null | undefined): TInboundActor {
  if (!identity) return { emails: [], ids: [], label: null };
  if (typeof identity === 'string') {
    const email = emailIn(identity);
    return { emails: email ? [email] : [], ids: email ? [email] : [], label: nameIn(identity) ?? null };
  }
  const email = emailIn(identity.uniqueName);
  return {
    emails: email ? [email] : [],
    ids: [identity.uniqueName, identity.id].filter((id): id is string => !!id),
    label: cut(identity.displayName ?? identity.uniqueName, 200) ?? null,
  };
}

function text(fields: Record<string, unknown> | null | undefined, name: string): string | undefined {
  const value = fields?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function identityField(fields: Record<string, unknown> | null | undefined, name: string): TIdentity | undefined {
  const parsed = ZIdentity.safeParse(fields?.[name]);
  return parsed.success ? parsed.data : undefined;
}

/** What a verified Azure DevOps delivery means for the feed. */
export function readAzureDevops(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const envelope = ZEnvelope.safeParse(body);
  if (!envelope.success) return { kind: 'invalid', message: 'The body is not an Azure DevOps service hook event.' };
  const { eventType, resource, createdDate } = envelope.data;
  const deliveryKey = envelope.data.id ?? bodyDigest(delivery.rawBody);
  const occurredAt = instantOr(createdDate, now);
  if (eventType === 'git.push') {
    const parsed = ZAzurePush.safeParse(resource);
    if (!parsed.success) return { kind: 'invalid', message: 'The body is not an Azure DevOps git.push event.' };
    const push = parsed.data;
    return {
      kind: 'events',
      events: [
        {
          verb: 'pushed',
          occurredAt: instantOr(push.date, occurredAt),
          data: {
            service: 'azure-devops',
            repo: cut(push.repository.name, 200),
            branch: branchOf(push.refUpdates[0]?.name),
            project: cut(push.repository.project?.name, 200),
            url: safeUrl(push.repository.remoteUrl),
            commits: push.commits.slice(0, 20).map((commit) => ({
              id: cut(commit.commitId, 64) ?? '',
              message: firstLine(commit.comment, 300),
              url: safeUrl(commit.url),
            })),
            commit_count: push.commits.length,
          },
          actor: identityActor(push.pushedBy),
          deliveryKey,
        },
      ],
    };
  }
  const verb = WORK_ITEM_VERBS[eventType];
  if (!verb) return { kind: 'ignored', reason: `Azure DevOps event ${cut(eventType, 60)} is not shown in the feed.` };
  const parsed = ZAzureWorkItem.safeParse(resource);
  if (!parsed.success)
    return { kind: 'invalid', message: `The body is not an Azure DevOps ${cut(eventType, 60)} event.` };
  const item = parsed.data;
  // workitem.updated: the item as it is now is in revision.fields; fields holds the changes.
  const current = verb === 'updated-workitem' ? (item.revision?.fields ?? {}) : (item.fields ?? {});
  const state = verb === 'updated-workitem' ? item.fields?.['System.State'] : undefined;
  const stateChange = z.object({ oldValue: ZName.nullish(), newValue: ZName.nullish() }).safeParse(state);
  const actor =
    verb === 'updated-workitem'
      ? identityActor(
          item.revisedBy
            ? { ...item.revisedBy, uniqueName: item.revisedBy.uniqueName ?? item.revisedBy.name }
            : undefined,
        )
      : identityActor(identityField(current, verb === 'created-workitem' ? 'System.CreatedBy' : 'System.ChangedBy'));
  const id = item.workItemId ?? item.id;
  const title = text(current, 'System.Title');
  return {
    kind: 'events',
    events: [
      {
        verb,
        occurredAt: instantOr(verb === 'updated-workitem' ? item.revisedDate : undefined, occurredAt),
        data: {
          title: cut(`${id}${title ? ` ${title}` : ''}`, 300),
          url: safeUrl(item._links?.html?.href),
          item_type: cut(text(current, 'System.WorkItemType'), 60),
          project: cut(text(current, 'System.TeamProject'), 200),
          ...(stateChange.success && stateChange.data.newValue
            ? { from: cut(stateChange.data.oldValue, 120), to: cut(stateChange.data.newValue, 120) }
            : {}),
        },
        actor,
        deliveryKey,
      },
    ],
  };
}
