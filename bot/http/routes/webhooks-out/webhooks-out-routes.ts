/**
 * The JSON API of /team/settings/webhooks (issue 23 §5): list, add, change, delete a team's
 * outgoing webhook endpoints, reveal and rotate a signing secret, and send a test event. Team
 * managers of the current team only (the policy's role group, checked again in the domain);
 * LIMIT_ZAPIER locks the changes, while the list and the secrets stay readable.
 */
import type { FastifyInstance } from 'fastify';
import {
  OUTGOING_WEBHOOK_MESSAGES,
  outgoingWebhookFormSchema,
  outgoingWebhookUpdateSchema,
  ZWebhookIdParams,
} from '../../../../shared/outgoing-webhooks.ts';
import { createSecretBox } from '../../../domain/secrets/secret-box.ts';
import { createTeamWebhook } from '../../../domain/webhooks-out/create-team-webhook.ts';
import { deleteTeamWebhook } from '../../../domain/webhooks-out/delete-team-webhook.ts';
import { listTeamWebhooks } from '../../../domain/webhooks-out/list-team-webhooks.ts';
import { sendTestEvent } from '../../../domain/webhooks-out/send-test-event.ts';
import { updateTeamWebhook } from '../../../domain/webhooks-out/update-team-webhook.ts';
import { WEBHOOKS_OUT_FLAG } from '../../../domain/webhooks-out/webhook-access.ts';
import { revealWebhookSecret, rotateWebhookSecret } from '../../../domain/webhooks-out/webhook-secret-actions.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';

const READ = { access: 'signed-in', roles: 'MANAGERS', refusal: OUTGOING_WEBHOOK_MESSAGES.notAllowed } as const;
const WRITE = { ...READ, lockedBy: WEBHOOKS_OUT_FLAG } as const;
/** Designed: test events are sent to a URL a person typed; a burst guard keeps the button from becoming a cannon. */
const TEST_EVENT_LIMIT = perPersonRateLimit('webhook-test-event', 10);

/** Registers the outgoing webhook routes. */
export async function webhooksOutRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  // loadEnv always resolves it (false in production unless set); its type still says optional.
  const allowPrivate = deps.env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS === true;
  const domain = {
    db,
    jobs: deps.jobs,
    box: createSecretBox(deps.env.SESSION_SECRET),
    now: deps.now ?? (() => new Date()),
  };
  const formSchema = outgoingWebhookFormSchema(allowPrivate);
  const updateSchema = outgoingWebhookUpdateSchema(allowPrivate);

  // The list is for everyone signed in: members get the page's explanation (can_manage false, no endpoints).
  app.get('/api/v1/team/webhooks', { config: { policy: { access: 'signed-in' } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listTeamWebhooks(db, request.viewer!, { allowPrivate });
  });

  app.post('/api/v1/team/webhooks', { config: { policy: WRITE } }, async (request) => {
    const form = formSchema.parse(request.body ?? {});
    const { id } = await createTeamWebhook(domain, request.viewer!, form);
    return { ok: true, id, message: OUTGOING_WEBHOOK_MESSAGES.created };
  });

  app.patch('/api/v1/team/webhooks/:id', { config: { policy: WRITE } }, async (request) => {
    const { id } = ZWebhookIdParams.parse(request.params);
    const change = updateSchema.parse(request.body ?? {});
    const { active } = await updateTeamWebhook(domain, request.viewer!, id, change);
    const message =
      change.active === undefined
        ? OUTGOING_WEBHOOK_MESSAGES.updated
        : active
          ? OUTGOING_WEBHOOK_MESSAGES.enabled
          : OUTGOING_WEBHOOK_MESSAGES.disabled;
    return { ok: true, message };
  });

  app.delete('/api/v1/team/webhooks/:id', { config: { policy: WRITE } }, async (request) => {
    const { id } = ZWebhookIdParams.parse(request.params);
    await deleteTeamWebhook(db, request.viewer!, id);
    return { ok: true, message: OUTGOING_WEBHOOK_MESSAGES.deleted };
  });

  // A POST, not a GET: the secret leaves the server only on a deliberate, CSRF-checked click.
  app.post('/api/v1/team/webhooks/:id/secret', { config: { policy: READ } }, async (request, reply) => {
    const { id } = ZWebhookIdParams.parse(request.params);
    reply.header('cache-control', 'no-store');
    return { ok: true, secret: await revealWebhookSecret(domain, request.viewer!, id) };
  });

  app.post('/api/v1/team/webhooks/:id/rotate_secret', { config: { policy: WRITE } }, async (request, reply) => {
    const { id } = ZWebhookIdParams.parse(request.params);
    reply.header('cache-control', 'no-store');
    const secret = await rotateWebhookSecret(domain, request.viewer!, id);
    return { ok: true, secret, message: OUTGOING_WEBHOOK_MESSAGES.rotated };
  });

  app.post(
    '/api/v1/team/webhooks/:id/test',
    { config: { policy: WRITE, rateLimit: TEST_EVENT_LIMIT } },
    async (request) => {
      const { id } = ZWebhookIdParams.parse(request.params);
      await sendTestEvent(domain, request.viewer!, id);
      return { ok: true, message: OUTGOING_WEBHOOK_MESSAGES.testQueued };
    },
  );
}
