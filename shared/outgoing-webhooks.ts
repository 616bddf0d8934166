/**
 * Outgoing webhooks per team (issue 23 §5, beyond the spec): the events a team can subscribe an
 * endpoint to, the body each one sends, the form and page contracts, and the signature scheme a
 * receiver verifies.
 *
 * Every delivery is a POST of JSON `{ id, event, created_at, data }` with these headers:
 *   Rollcall-Event: checkin.submitted | run.summarized | ping
 *   Rollcall-Delivery: the event id (the same on every retry: drop a repeat you already handled)
 *   Rollcall-Timestamp: unix seconds when this attempt was signed
 *   Rollcall-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 * A receiver recomputes the HMAC over the raw bytes it received, compares in constant time, and
 * refuses a timestamp older than WEBHOOK_SIGNATURE.toleranceSeconds (a replay).
 */
import { z } from 'zod';

/** Events an endpoint may subscribe to. */
export const OUTGOING_WEBHOOK_EVENTS = ['checkin.submitted', 'run.summarized'] as const;
export type TOutgoingWebhookEvent = (typeof OUTGOING_WEBHOOK_EVENTS)[number];
/** Every event a delivery can carry: the subscribable ones and the page's 'Send test event'. */
export const OUTGOING_WEBHOOK_DELIVERY_EVENTS = [...OUTGOING_WEBHOOK_EVENTS, 'ping'] as const;
export type TOutgoingWebhookDeliveryEvent = (typeof OUTGOING_WEBHOOK_DELIVERY_EVENTS)[number];

/** What the page says about each event. */
export const OUTGOING_WEBHOOK_EVENT_INFO: Record<TOutgoingWebhookEvent, { label: string; description: string }> = {
  'checkin.submitted': {
    label: 'Check-in submitted',
    description: 'A member submitted (or updated) their answers, on any channel.',
  },
  'run.summarized': {
    label: 'Run summarized',
    description: 'A report run closed with its summary: counts and every entry.',
  },
};

export const OUTGOING_WEBHOOK_LIMITS = {
  /** Endpoints per team. */
  endpointsPerTeam: 10,
  urlChars: 2_000,
  /** How long one attempt may take before it counts as a failure (retried). */
  timeoutMs: 10_000,
  /** Deliveries shown per endpoint on the page. */
  recentDeliveries: 10,
  /** Characters of a receiver's error kept on the delivery row. */
  errorChars: 500,
  /** Entries in a run.summarized body; a larger run says `entries_truncated: true`. */
  summaryEntries: 1_000,
} as const;

export const WEBHOOK_SIGNATURE = {
  eventHeader: 'Rollcall-Event',
  deliveryHeader: 'Rollcall-Delivery',
  timestampHeader: 'Rollcall-Timestamp',
  signatureHeader: 'Rollcall-Signature',
  /** The scheme's version prefix: `v1=<hex>`. */
  version: 'v1',
  /** Receivers should refuse a signature older than this (replays). */
  toleranceSeconds: 300,
} as const;

/** The string that is signed: `<timestamp>.<raw body>`. */
export function signedContent(timestamp: number | string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

export const OUTGOING_WEBHOOK_MESSAGES = {
  notAllowed:
    'Only team admins and managers can change the team’s webhooks. Ask one of them to add or change an endpoint.',
  notFound: 'This webhook endpoint does not exist (it may have been deleted).',
  tooMany: `A team can have at most ${OUTGOING_WEBHOOK_LIMITS.endpointsPerTeam} webhook endpoints. Delete one first.`,
  urlRequired: 'Enter the URL that should receive the events.',
  urlInvalid: 'Enter a full URL, like https://example.com/rollcall-hook.',
  urlTooLong: `The URL can be at most ${OUTGOING_WEBHOOK_LIMITS.urlChars} characters.`,
  urlHttps: 'Use an https:// URL: events carry your team’s answers.',
  urlCredentials: 'Leave user names and passwords out of the URL; verify the signature instead.',
  eventsRequired: 'Choose at least one event.',
  created: 'Webhook endpoint added. Use Send test event to check that it receives events.',
  updated: 'Webhook endpoint saved.',
  enabled: 'Webhook endpoint enabled.',
  disabled: 'Webhook endpoint disabled: it receives no events until enabled again.',
  deleted: 'Webhook endpoint deleted.',
  rotated: 'New signing secret made. Update your receiver: the old secret no longer verifies.',
  testQueued: 'Test event queued. It appears under Recent deliveries in a few seconds.',
  testInactive: 'Enable this endpoint to send it a test event.',
  locked: 'Outgoing webhooks are not part of your plan.',
  disabledAtSend: 'The endpoint was disabled before this event was sent.',
  privateAddress:
    'The URL leads to a private, loopback or link-local address, which Rollcall does not send to. Use a public address.',
} as const;

const ZEventName = z.enum(OUTGOING_WEBHOOK_EVENTS);

/** Checks the URL; `allowHttp` mirrors the server's WEBHOOKS_ALLOW_PRIVATE_NETWORKS (local receivers). */
function urlIssue(value: string, allowHttp: boolean): string | null {
  if (value === '') return OUTGOING_WEBHOOK_MESSAGES.urlRequired;
  if (value.length > OUTGOING_WEBHOOK_LIMITS.urlChars) return OUTGOING_WEBHOOK_MESSAGES.urlTooLong;
  if (!URL.canParse(value)) return OUTGOING_WEBHOOK_MESSAGES.urlInvalid;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return OUTGOING_WEBHOOK_MESSAGES.urlInvalid;
  if (url.hostname === '') return OUTGOING_WEBHOOK_MESSAGES.urlInvalid;
  if (url.protocol === 'http:' && !allowHttp) return OUTGOING_WEBHOOK_MESSAGES.urlHttps;
  if (url.username !== '' || url.password !== '') return OUTGOING_WEBHOOK_MESSAGES.urlCredentials;
  return null;
}

/** The endpoint URL field (trimmed, checked as above). */
export function webhookUrlSchema(allowHttp: boolean) {
  return z
    .string()
    .trim()
    .max(OUTGOING_WEBHOOK_LIMITS.urlChars * 2, OUTGOING_WEBHOOK_MESSAGES.urlTooLong)
    .superRefine((value, context) => {
      const issue = urlIssue(value, allowHttp);
      if (issue) context.addIssue({ code: 'custom', message: issue });
    });
}

const ZEvents = z
  .array(ZEventName, { error: OUTGOING_WEBHOOK_MESSAGES.eventsRequired })
  .min(1, OUTGOING_WEBHOOK_MESSAGES.eventsRequired)
  .max(OUTGOING_WEBHOOK_EVENTS.length)
  .transform((events) => OUTGOING_WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** The add form (POST /api/v1/team/webhooks): a URL and at least one event. */
export function outgoingWebhookFormSchema(allowHttp: boolean) {
  return z.object({ url: webhookUrlSchema(allowHttp), events: ZEvents });
}
export type TOutgoingWebhookForm = z.output<ReturnType<typeof outgoingWebhookFormSchema>>;

/** A change (PATCH /api/v1/team/webhooks/:id): any of the URL, the events and enabled. */
export function outgoingWebhookUpdateSchema(allowHttp: boolean) {
  return z
    .object({ url: webhookUrlSchema(allowHttp).optional(), events: ZEvents.optional(), active: z.boolean().optional() })
    .refine((value) => value.url !== undefined || value.events !== undefined || value.active !== undefined, {
      message: 'Nothing to change.',
    });
}
export type TOutgoingWebhookUpdate = z.output<ReturnType<typeof outgoingWebhookUpdateSchema>>;

export const ZWebhookIdParams = z.object({ id: z.uuid({ error: OUTGOING_WEBHOOK_MESSAGES.notFound }) });

/* ---------------------------------------------------------------- event bodies */

const ZTeamRef = z.object({ id: z.string(), name: z.string() });
const ZReportRef = z.object({ id: z.string(), name: z.string() });
const ZMemberRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
const ZAnswer = z.object({ question: z.string(), answer: z.string() });

/** data of checkin.submitted. Answers are Markdown as typed; a private report sends none (`answers_private`). */
export const ZCheckinSubmittedData = z.object({
  team: ZTeamRef,
  report: ZReportRef,
  run: z.object({ id: z.string(), date: z.string() }),
  checkin: z.object({
    id: z.string(),
    submitted_at: z.string(),
    /** false the first time it is submitted; true for a later edit of a submitted check-in. */
    is_update: z.boolean(),
    goal_completed: z.boolean(),
    blocked: z.boolean(),
  }),
  member: ZMemberRef,
  answers_private: z.boolean(),
  answers: z.array(ZAnswer),
});
export type TCheckinSubmittedData = z.infer<typeof ZCheckinSubmittedData>;

export const ZSummaryEntry = z.object({
  member: ZMemberRef,
  status: z.enum(['submitted', 'missing', 'vacation']),
  submitted_at: z.string().nullable(),
  goal_completed: z.boolean(),
  blocked: z.boolean(),
  answers: z.array(ZAnswer),
});

/** data of run.summarized: the counts and every member's entry (answers only of submitted ones). */
export const ZRunSummarizedData = z.object({
  team: ZTeamRef,
  report: ZReportRef,
  run: z.object({ id: z.string(), date: z.string(), summarized_at: z.string() }),
  counts: z.object({
    members: z.number().int(),
    submitted: z.number().int(),
    missing: z.number().int(),
    vacation: z.number().int(),
    goals_completed: z.number().int(),
    blocked: z.number().int(),
  }),
  answers_private: z.boolean(),
  entries: z.array(ZSummaryEntry),
  entries_truncated: z.boolean(),
});
export type TRunSummarizedData = z.infer<typeof ZRunSummarizedData>;

/** data of ping (Send test event). */
export const ZPingData = z.object({ team: ZTeamRef, message: z.string(), sent_by: z.string() });
export type TPingData = z.infer<typeof ZPingData>;

export type TOutgoingWebhookData = {
  'checkin.submitted': TCheckinSubmittedData;
  'run.summarized': TRunSummarizedData;
  ping: TPingData;
};

/** The whole body of a delivery. */
export const ZOutgoingWebhookBody = z.object({
  id: z.string(),
  event: z.enum(OUTGOING_WEBHOOK_DELIVERY_EVENTS),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/* ---------------------------------------------------------------- the page */

export const OUTGOING_DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed'] as const;

export const ZOutgoingDelivery = z.object({
  id: z.string(),
  event: z.string(),
  event_id: z.string(),
  status: z.enum(OUTGOING_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type TOutgoingDelivery = z.infer<typeof ZOutgoingDelivery>;

export const ZOutgoingWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZEventName),
  active: z.boolean(),
  created_at: z.string(),
  deliveries: z.array(ZOutgoingDelivery),
});
export type TOutgoingWebhookEndpoint = z.infer<typeof ZOutgoingWebhookEndpoint>;

/** GET /api/v1/team/webhooks: the current team's endpoints (managers) or why not. */
export const ZTeamWebhooksContext = z.object({
  team_name: z.string(),
  can_manage: z.boolean(),
  locked: z.boolean(),
  /** http:// URLs (and private addresses) are accepted by this server. */
  allow_http: z.boolean(),
  max_endpoints: z.number().int(),
  endpoints: z.array(ZOutgoingWebhookEndpoint),
});
export type TTeamWebhooksContext = z.infer<typeof ZTeamWebhooksContext>;

export const ZWebhookSecretAnswer = z.object({
  ok: z.literal(true),
  secret: z.string(),
  message: z.string().optional(),
});
