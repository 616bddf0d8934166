/**
 * Clubhouse (now Shortcut) outgoing webhooks (issue 23 §1): with a secret set, each delivery is
 * signed in `Payload-Signature: <hex HMAC-SHA256 of the raw body>`; `id` names the event,
 * `member_id` who did it (matched through the team's Clubhouse member list), and `actions` what
 * changed. story create -> 'clubhouse-created-story'; story update changing workflow_state_id ->
 * 'clubhouse-moved' (state names from `references`); story-comment create -> 'clubhouse-commented';
 * story-task create -> 'clubhouse-created-story-task'. (https://developer.shortcut.com/api/webhook/v1)
 */
import { z } from 'zod';
import type { TActivityData, TActivityVerb } from '../../../../shared/activity.ts';
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

const ZAction = z.object({
  id: ZId,
  entity_type: ZName,
  action: ZName,
  name: ZLongText.nullish(),
  description: ZLongText.nullish(),
  text: ZLongText.nullish(),
  app_url: ZLink.nullish(),
  story_id: ZId.nullish(),
  changes: z.object({ workflow_state_id: z.object({ old: ZId.nullish(), new: ZId.nullish() }).nullish() }).nullish(),
});

/** One webhook event. */
export const ZClubhouseEvent = z.object({
  id: ZName,
  changed_at: ZName.nullish(),
  member_id: ZName.nullish(),
  actions: z.array(ZAction).max(MAX_LIST),
  references: z
    .array(z.object({ id: ZId, entity_type: ZName, name: ZLongText.nullish(), app_url: ZLink.nullish() }))
    .max(MAX_LIST)
    .default([]),
});
type TClubhouseEvent = z.infer<typeof ZClubhouseEvent>;

/** Whether the delivery is signed with the team's secret. */
export function clubhouseVerified(delivery: TInboundDelivery, secret: string): boolean {
  return hmacSignatureHolds(headerOf(delivery, 'payload-signature'), secret, delivery.rawBody, '');
}

/** The story an action is about: itself, or the referenced story of a comment or task. */
function storyOf(event: TClubhouseEvent, action: z.infer<typeof ZAction>) {
  if (action.entity_type === 'story') return { name: action.name, url: action.app_url };
  const story =
    event.actions.find((other) => other.entity_type === 'story' && other.id === action.story_id) ??
    event.references.find((reference) => reference.entity_type === 'story' && reference.id === action.story_id);
  return { name: story?.name, url: story?.app_url ?? action.app_url };
}

function stateName(event: TClubhouseEvent, id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  const state = event.references.find((reference) => reference.entity_type === 'workflow-state' && reference.id === id);
  return cut(state?.name ?? id, 120);
}

/** The verb of an action, or null for actions the feed does not show. */
function verbOf(action: z.infer<typeof ZAction>): TActivityVerb | null {
  if (action.entity_type === 'story' && action.action === 'create') return 'clubhouse-created-story';
  if (action.entity_type === 'story' && action.action === 'update' && action.changes?.workflow_state_id)
    return 'clubhouse-moved';
  if (action.entity_type === 'story-comment' && action.action === 'create') return 'clubhouse-commented';
  if (action.entity_type === 'story-task' && action.action === 'create') return 'clubhouse-created-story-task';
  return null;
}

/** What a verified Clubhouse delivery means for the feed. */
export function readClubhouse(_delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading {
  const parsed = ZClubhouseEvent.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: 'The body is not a Clubhouse webhook event.' };
  const event = parsed.data;
  const occurredAt = instantOr(event.changed_at, now);
  const actor = { emails: [], ids: event.member_id ? [event.member_id] : [], label: null };
  const events: TInboundEvent[] = [];
  event.actions.forEach((action, index) => {
    const verb = verbOf(action);
    if (!verb) return;
    const story = storyOf(event, action);
    const data: TActivityData = { title: cut(story.name, 300), url: safeUrl(story.url) };
    if (verb === 'clubhouse-moved') {
      data.from = stateName(event, action.changes?.workflow_state_id?.old);
      data.to = stateName(event, action.changes?.workflow_state_id?.new);
    }
    if (verb === 'clubhouse-commented') data.comment = cut(action.text, 500);
    if (verb === 'clubhouse-created-story-task') data.comment = cut(action.description, 500);
    events.push({ verb, occurredAt, data, actor, deliveryKey: `${event.id}:${index}` });
  });
  if (events.length === 0)
    return { kind: 'ignored', reason: 'No change in this Clubhouse event is shown in the feed.' };
  return { kind: 'events', events: events.slice(0, 50) };
}
