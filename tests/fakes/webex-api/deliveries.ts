/**
 * Webhook deliveries as Webex sends them: a POST of `{ ...webhook, actorId, data }` to the
 * targetUrl, signed with `X-Spark-Signature` (hex HMAC-SHA1 of the raw body with the webhook's
 * secret), recorded with the product's answer, repeatable byte for byte (Webex retries), and a
 * webhook that keeps failing turns inactive as on Webex.
 */
import { createHmac } from 'node:crypto';
import { trackingId } from './ids.ts';
import type {
  TFakeClock,
  TFakeWebexDeliver,
  TFakeWebexDelivery,
  TFakeWebexDeliveryRequest,
  TFakeWebexWebhook,
} from './types.ts';

/** Webex turns a webhook inactive after this many failed deliveries ... */
export const WEBHOOK_FAILURES_BEFORE_INACTIVE = 100;
/** ... within this window. */
export const WEBHOOK_FAILURE_WINDOW_MS = 5 * 60_000;

/** The X-Spark-Signature value for a body: hex HMAC-SHA1 over its exact UTF-8 bytes. */
export function webexSignature(secret: string, body: string): string {
  return createHmac('sha1', secret).update(Buffer.from(body, 'utf8')).digest('hex');
}

/** How long a delivery waits for the product's answer before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Real HTTP: the product runs a server and the fake POSTs to it (loopback only: the network guard). */
export const deliverOverHttp: TFakeWebexDeliver = async (request) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return { status: response.status };
};

/** Whether a webhook's `filter` (`key=value&key=value`, values URL-encoded) admits this event's data. */
export function filterMatches(filter: string | undefined, data: Record<string, unknown>, botId: string): boolean {
  if (!filter) return true;
  for (const [key, wanted] of new URLSearchParams(filter)) {
    const value = data[key];
    if (Array.isArray(value)) {
      const target = key === 'mentionedPeople' && wanted === 'me' ? botId : wanted;
      if (!value.includes(target)) return false;
    } else if (value === undefined || String(value) !== wanted) return false;
  }
  return true;
}

function matchesEvent(webhook: TFakeWebexWebhook, resource: string, event: string): boolean {
  return (
    (webhook.resource === resource || webhook.resource === 'all') &&
    (webhook.event === event || webhook.event === 'all')
  );
}

export class FakeWebexDeliveries {
  readonly deliveries: TFakeWebexDelivery[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private readonly failureTimes = new Map<string, number[]>();

  constructor(
    private readonly webhooks: TFakeWebexWebhook[],
    private readonly clock: TFakeClock,
    private readonly botId: string,
    private readonly send: TFakeWebexDeliver,
  ) {}

  /** Delivers an event to every active webhook it matches, one after another; resolves with the records. */
  async emit(resource: string, event: string, data: Record<string, unknown>, actorId: string) {
    const targets = this.webhooks.filter(
      (webhook) =>
        webhook.status === 'active' &&
        matchesEvent(webhook, resource, event) &&
        filterMatches(webhook.filter, data, this.botId),
    );
    const records: TFakeWebexDelivery[] = [];
    for (const webhook of targets) {
      const body = JSON.stringify({
        id: webhook.id,
        name: webhook.name,
        targetUrl: webhook.targetUrl,
        // The event's own resource and event, also for a webhook registered for 'all'.
        resource,
        event,
        ...(webhook.filter ? { filter: webhook.filter } : {}),
        orgId: webhook.orgId,
        createdBy: webhook.createdBy,
        appId: webhook.appId,
        ownedBy: webhook.ownedBy,
        status: webhook.status,
        created: webhook.created,
        actorId,
        data,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Webex-Webhooks (fake)',
        trackingid: trackingId(),
        ...(webhook.secret ? { 'x-spark-signature': webexSignature(webhook.secret, body) } : {}),
      };
      records.push(await this.post(webhook.id, resource, event, { url: webhook.targetUrl, headers, body }));
    }
    return records;
  }

  /** emit() without waiting (events caused by an API call, sent after its answer); see idle(). */
  background(resource: string, event: string, data: Record<string, unknown>, actorId: string): void {
    const job: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.emit(resource, event, data, actorId))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when background deliveries (and those they caused) ended. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Sends a recorded delivery again with the exact same bytes and headers. */
  redeliver(index: number): Promise<TFakeWebexDelivery> {
    const original = this.deliveries[index];
    if (!original) throw new Error(`fake Webex: no delivery ${index}`);
    return this.post(
      original.webhookId,
      original.resource,
      original.event,
      { url: original.url, headers: { ...original.headers }, body: original.body },
      index,
    );
  }

  private async post(
    webhookId: string,
    resource: string,
    event: string,
    request: TFakeWebexDeliveryRequest,
    redeliveryOf?: number,
  ): Promise<TFakeWebexDelivery> {
    const record: TFakeWebexDelivery = {
      index: this.deliveries.length,
      webhookId,
      resource,
      event,
      ...request,
      status: null,
      ...(redeliveryOf === undefined ? {} : { redeliveryOf }),
      at: this.clock.now(),
    };
    this.deliveries.push(record);
    try {
      record.status = (await this.send(request)).status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    if (record.status === null || record.status < 200 || record.status > 299) this.countFailure(webhookId);
    return record;
  }

  private countFailure(webhookId: string): void {
    const now = this.clock.now();
    const times = (this.failureTimes.get(webhookId) ?? []).filter((at) => now - at < WEBHOOK_FAILURE_WINDOW_MS);
    times.push(now);
    this.failureTimes.set(webhookId, times);
    if (times.length < WEBHOOK_FAILURES_BEFORE_INACTIVE) return;
    const webhook = this.webhooks.find((one) => one.id === webhookId);
    if (webhook) webhook.status = 'inactive';
  }

  /** A webhook set active again starts counting from zero. */
  resetFailures(webhookId: string): void {
    this.failureTimes.delete(webhookId);
  }
}
