/** GET/POST /webhooks, GET/PUT/DELETE /webhooks/{id}: the bot's own webhooks, as Webex keeps them. */
import { z } from 'zod';
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';
import type { TWebexRoute, TWebexRouteContext } from './context.ts';
import { badRequest, notFound, ok } from './errors.ts';
import { webexId } from './ids.ts';
import type { TFakeWebexWebhook } from './types.ts';

export const WEBHOOK_RESOURCES = [
  'all',
  'attachmentActions',
  'memberships',
  'messages',
  'rooms',
  'meetings',
  'recordings',
  'meetingParticipants',
  'meetingTranscripts',
] as const;
export const WEBHOOK_EVENTS = ['all', 'created', 'updated', 'deleted', 'started', 'ended', 'joined', 'left'] as const;

const ZTargetUrl = z
  .string()
  .min(1)
  .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), 'targetUrl must be an http(s) URL');

const ZCreateWebhook = z.object({
  name: z.string().min(1),
  targetUrl: ZTargetUrl,
  resource: z.enum(WEBHOOK_RESOURCES),
  event: z.enum(WEBHOOK_EVENTS),
  filter: z.string().min(1).optional(),
  secret: z.string().min(1).optional(),
});

const ZUpdateWebhook = z.object({
  name: z.string().min(1),
  targetUrl: ZTargetUrl,
  secret: z.string().min(1).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});

function invalid(error: z.ZodError): TFakeResponse {
  return badRequest(
    `Invalid request body: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
}

export function webhookRoutes(context: TWebexRouteContext): TWebexRoute[] {
  const { world } = context;
  const find = (request: TRecordedRequest) => world.webhooks.find((one) => one.id === request.params.id);

  return [
    { method: 'GET', path: '/webhooks', respond: () => ok({ items: world.webhooks }) },
    {
      method: 'POST',
      path: '/webhooks',
      respond: (request) => {
        const parsed = ZCreateWebhook.safeParse(request.json);
        if (!parsed.success) return invalid(parsed.error);
        const webhook: TFakeWebexWebhook = {
          id: webexId('WEBHOOK'),
          ...parsed.data,
          status: 'active',
          created: world.now(),
          orgId: world.orgId,
          createdBy: world.bot.id,
          appId: world.appId,
          ownedBy: 'creator',
        };
        world.webhooks.push(webhook);
        return ok(webhook);
      },
    },
    {
      method: 'GET',
      path: '/webhooks/:id',
      respond: (request) => {
        const webhook = find(request);
        return webhook ? ok(webhook) : notFound();
      },
    },
    {
      method: 'PUT',
      path: '/webhooks/:id',
      respond: (request) => {
        const webhook = find(request);
        if (!webhook) return notFound();
        const parsed = ZUpdateWebhook.safeParse(request.json);
        if (!parsed.success) return invalid(parsed.error);
        const { name, targetUrl, secret, status } = parsed.data;
        webhook.name = name;
        webhook.targetUrl = targetUrl;
        if (secret !== undefined) webhook.secret = secret;
        if (status === 'active' && webhook.status !== 'active') context.webhookReactivated(webhook.id);
        if (status !== undefined) webhook.status = status;
        return ok(webhook);
      },
    },
    {
      method: 'DELETE',
      path: '/webhooks/:id',
      respond: (request) => {
        const index = world.webhooks.findIndex((one) => one.id === request.params.id);
        if (index < 0) return notFound();
        world.webhooks.splice(index, 1);
        return { status: 204, headers: ok(undefined).headers ?? {} };
      },
    },
  ];
}
