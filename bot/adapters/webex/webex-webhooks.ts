/**
 * At start the bot makes sure Webex delivers to this server (issue 21: an admin only creates the
 * bot): one webhook per resource it follows, event 'created' for messages and attachment actions
 * and 'all' for memberships (joins and leaves), pointed at PUBLIC_URL/webex/events and signed with
 * WEBEX_WEBHOOK_SECRET. A webhook of ours that points elsewhere, was turned inactive by Webex, or
 * is doubled is put right; webhooks of other names are left alone. They are checked again every
 * 15 minutes while the server runs. Failures are logged and tried again later, never fatal at start.
 */
import { WEBEX_EVENTS_PATH } from '../../../shared/webex.ts';
import type { TLogger } from '../../domain/logger.ts';
import type { TWebexClient } from './webex-client.ts';
import type { TWebexWebhook, TWebexWebhookResource } from './webex-types.ts';

/** Our webhooks' names: one per resource. */
export function webexWebhookName(resource: TWebexWebhookResource): string {
  return `rollcall-${resource}`;
}

/** The event each resource's webhook follows. */
export const WEBEX_WEBHOOK_EVENTS: Readonly<Record<TWebexWebhookResource, string>> = {
  messages: 'created',
  attachmentActions: 'created',
  memberships: 'all',
};

export interface TWebhookEnsureResult {
  created: number;
  updated: number;
  deleted: number;
}

/** Creates, repairs or removes our webhooks so exactly one per resource points here, active. */
export async function ensureWebexWebhooks(
  client: TWebexClient,
  settings: { publicUrl: string; secret: string },
): Promise<TWebhookEnsureResult> {
  const targetUrl = `${settings.publicUrl.replace(/\/+$/, '')}${WEBEX_EVENTS_PATH}`;
  const existing = await client.webhooks();
  const result: TWebhookEnsureResult = { created: 0, updated: 0, deleted: 0 };
  for (const resource of Object.keys(WEBEX_WEBHOOK_EVENTS) as TWebexWebhookResource[]) {
    const name = webexWebhookName(resource);
    const event = WEBEX_WEBHOOK_EVENTS[resource];
    const ours = existing.filter((hook) => hook.name === name);
    // The resource and event cannot be changed on Webex: a webhook of ours with others goes.
    const usable = ours.filter((hook) => hook.resource === resource && hook.event === event);
    const [keep, ...extra] = usable;
    for (const hook of [...ours.filter((hook) => !usable.includes(hook)), ...extra]) {
      await client.deleteWebhook(hook.id);
      result.deleted++;
    }
    if (!keep) {
      await client.createWebhook({ name, targetUrl, resource, event, secret: settings.secret });
      result.created++;
    } else if (needsUpdate(keep, targetUrl, settings.secret)) {
      await client.updateWebhook(keep.id, { name, targetUrl, secret: settings.secret, status: 'active' });
      result.updated++;
    }
  }
  return result;
}

function needsUpdate(hook: TWebexWebhook, targetUrl: string, secret: string): boolean {
  // Webex may not show the secret back; setting it again is harmless.
  return hook.targetUrl !== targetUrl || hook.status !== 'active' || hook.secret !== secret;
}

/** How often webhooks that were set up are checked again (Webex turns off one that fails too often). */
export const WEBEX_WEBHOOK_CHECK_MS = 15 * 60_000;

/** The first wait after a failed attempt; it doubles up to WEBEX_WEBHOOK_RETRY_MAX_MS. */
const RETRY_FIRST_MS = 60_000;
const WEBEX_WEBHOOK_RETRY_MAX_MS = 30 * 60_000;

/**
 * Keeps our webhooks right while the server runs: ensureWebexWebhooks now, again every
 * WEBEX_WEBHOOK_CHECK_MS after a success (a webhook Webex switched off comes back without a
 * restart), and after a failure 1 min later, then up to 30 min apart. Timers never hold the process.
 */
export function keepWebexWebhooks(
  client: TWebexClient,
  settings: { publicUrl: () => string; secret: string },
  log: TLogger,
  timing: { checkMs?: number; retryFirstMs?: number } = {},
): { stop(): void } {
  const checkMs = timing.checkMs ?? WEBEX_WEBHOOK_CHECK_MS;
  const retryFirstMs = timing.retryFirstMs ?? RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let waitMs = retryFirstMs;
  let ready = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(attempt, ms);
    timer.unref();
  };
  const attempt = async () => {
    if (stopped) return;
    try {
      const result = await ensureWebexWebhooks(client, { publicUrl: settings.publicUrl(), secret: settings.secret });
      const changed = result.created + result.updated + result.deleted > 0;
      if (changed || !ready)
        log.info({ ...result, targetUrl: `${settings.publicUrl()}${WEBEX_EVENTS_PATH}` }, 'Webex webhooks ready');
      ready = true;
      waitMs = retryFirstMs;
      schedule(checkMs);
    } catch (error) {
      log.warn({ err: error, retryInMs: waitMs }, 'Webex webhooks not set up yet; trying again');
      schedule(waitMs);
      waitMs = Math.min(waitMs * 2, WEBEX_WEBHOOK_RETRY_MAX_MS);
    }
  };
  void attempt();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
