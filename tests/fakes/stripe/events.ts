/**
 * Events and their delivery: every change the fake makes is recorded as a Stripe event
 * (`evt_...`, api_version 2026-10-28.endive) and POSTed to the webhook URL with a Stripe-Signature
 * header the library's constructEvent accepts. In 'auto' mode the call that caused the event waits
 * for its delivery (deterministic tests); in 'manual' mode events are held until deliver(eventId).
 */
import Stripe from 'stripe';
import type { FakeStripeState } from './state.ts';

export const FAKE_API_VERSION = '2026-10-28.endive';

/**
 * 'auto': the call that caused the events delivers them before it answers (deterministic).
 * 'async': delivered just after the answer, in order, like Stripe; `settle()` awaits them.
 * 'manual': held until deliver(eventId) / deliverHeld().
 */
export type TDeliveryMode = 'auto' | 'async' | 'manual';

/** A webhook answer slower than this counts as failed (a deadlock shows as a failure, not a hang). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** One POST of an event to the webhook URL. */
export interface TFakeStripeDelivery {
  at: number;
  url: string;
  /** The app's HTTP status, or 0 when the request failed (error says why). */
  status: number;
  error?: string;
  responseBody: string;
}

/** An event the fake produced, with its deliveries. */
export interface TFakeStripeEvent {
  id: string;
  type: string;
  event: Stripe.Event;
  /** The exact JSON body that was (or will be) signed and POSTed. */
  payload: string;
  /** 'held': not sent yet (manual mode, or no webhook URL); 'delivered': the last attempt got 2xx. */
  status: 'held' | 'delivered' | 'failed';
  deliveries: TFakeStripeDelivery[];
}

/** Stripe's Event type is a union per type; the fake builds the common shape and narrows once here. */
function asEvent(value: object): Stripe.Event {
  return value as Stripe.Event;
}

export class FakeStripeEvents {
  readonly all: TFakeStripeEvent[] = [];
  webhookUrl: string | undefined;
  mode: TDeliveryMode;

  constructor(
    private readonly state: FakeStripeState,
    private readonly webhookSecret: string,
    options: { webhookUrl?: string; mode?: TDeliveryMode },
  ) {
    this.webhookUrl = options.webhookUrl;
    this.mode = options.mode ?? 'auto';
  }

  /** Records an event about `object` (a snapshot: later changes do not alter it). */
  record(
    type: string,
    object: object,
    options: { previousAttributes?: Record<string, unknown>; requestId?: string | null } = {},
  ): TFakeStripeEvent {
    const id = this.state.newId('evt', 24);
    const event = asEvent({
      id,
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: this.state.now(),
      data: {
        object: structuredClone(object),
        ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: this.webhookUrl ? 1 : 0,
      request: { id: options.requestId ?? null, idempotency_key: null },
      type,
    });
    const recorded: TFakeStripeEvent = {
      id,
      type,
      event,
      payload: JSON.stringify(event, null, 2),
      status: 'held',
      deliveries: [],
    };
    this.all.push(recorded);
    return recorded;
  }

  private queue: Promise<void> = Promise.resolve();

  /** Delivers freshly recorded events in order: now (auto), after the answer (async), or not (manual). */
  async flush(events: TFakeStripeEvent[]): Promise<void> {
    if (this.mode === 'manual' || !this.webhookUrl || events.length === 0) return;
    if (this.mode === 'auto') {
      for (const event of events) await this.send(event);
      return;
    }
    this.queue = this.queue.then(async () => {
      // Let the API answer leave first, as Stripe's deliveries follow its answers.
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (const event of events) await this.send(event).catch(() => undefined);
    });
  }

  /** Resolves when every delivery queued in async mode is done. */
  async settle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  find(eventId: string): TFakeStripeEvent {
    const found = this.all.find((event) => event.id === eventId);
    if (!found) throw new Error(`fake Stripe: no event ${eventId}`);
    return found;
  }

  /** POSTs one event, freshly signed, and records the outcome. */
  async send(event: TFakeStripeEvent): Promise<TFakeStripeDelivery> {
    const url = this.webhookUrl;
    if (!url) throw new Error('fake Stripe: set webhookUrl before delivering events');
    // Signed at the real time (not the fake's clock): constructEvent checks the timestamp against Date.now().
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: this.webhookSecret });
    const delivery: TFakeStripeDelivery = { at: this.state.now(), url, status: 0, responseBody: '' };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
        },
        body: event.payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      delivery.status = response.status;
      delivery.responseBody = (await response.text()).slice(0, 2000);
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    event.deliveries.push(delivery);
    event.status = delivery.status >= 200 && delivery.status < 300 ? 'delivered' : 'failed';
    return delivery;
  }
}
