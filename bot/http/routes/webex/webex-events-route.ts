/**
 * POST /webex/events (issue 21; ARCHITECTURE §6): every delivery of the bot's webhooks. The
 * signature is checked on the raw bytes before anything else (a forged delivery gets 401 and
 * changes nothing); the body must be a Webex webhook envelope (400 otherwise); each event is
 * applied once (a retry of an applied delivery is acknowledged with 200 and ignored; one arriving
 * while an attempt runs gets 503; a claim left by a dead process is taken over after its lease);
 * then the handler of its resource runs and the delivery is marked applied. A handler that fails
 * gives the delivery back and answers 503, so Webex's retry applies it; Webex turns off a webhook that fails too often, so nothing a member can send fails.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import { WEBEX_EVENTS_PATH, WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import { WEBEX_SIGNATURE_HEADER, webexSignatureHolds } from '../../../adapters/webex/webex-signature.ts';
import { type TWebexWebhookResource, ZWebexEnvelope } from '../../../adapters/webex/webex-types.ts';
import {
  claimWebexEvent,
  markWebexEventApplied,
  releaseWebexEvent,
  webexEventKey,
} from '../../../domain/platforms/webex/record-webex-event.ts';
import type { TAppDeps } from '../../app-deps.ts';

/** Webex deliveries are ids and a few fields; 256 KB is plenty. */
const EVENTS_BODY_LIMIT = 256 * 1024;

/** Registers the events endpoint (it says Webex is off when the bot is not configured). */
export async function webexEventsRoute(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EVENTS_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    WEBEX_EVENTS_PATH,
    { config: { policy: { access: 'platform' } }, bodyLimit: EVENTS_BODY_LIMIT },
    async (request, reply) => {
      const webex = deps.webex;
      if (!webex) throw new AppError('UNAVAILABLE', WEBEX_MESSAGES.notConfigured);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!webexSignatureHolds(rawBody, request.headers[WEBEX_SIGNATURE_HEADER], webex.webhookSecret))
        throw new AppError('UNAUTHENTICATED', 'Invalid signature.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('INVALID_INPUT', 'The body must be a Webex webhook delivery (JSON).');
      }
      const envelope = ZWebexEnvelope.safeParse(parsed);
      if (!envelope.success) throw new AppError('INVALID_INPUT', 'The body is not a Webex webhook delivery.');
      const handler = webex.handlers[envelope.data.resource as TWebexWebhookResource];
      if (!handler) return reply.status(200).send({ ok: true, ignored: true });
      const key = webexEventKey(envelope.data);
      const claimedAt = now();
      const claim = await claimWebexEvent(db, key, claimedAt);
      if (claim === 'duplicate') return reply.status(200).send({ ok: true, duplicate: true });
      // Another attempt is applying it and may still fail: Webex delivers it again later.
      if (claim === 'in_progress')
        throw new AppError('UNAVAILABLE', 'The event is being applied now. Webex will deliver it again.');
      try {
        await handler(envelope.data);
      } catch (error) {
        await releaseWebexEvent(db, key, claimedAt);
        request.log.error(
          { err: error, resource: envelope.data.resource, event: envelope.data.event },
          'Webex event not applied; Webex may deliver it again',
        );
        throw new AppError('UNAVAILABLE', 'The event could not be applied now. Webex will deliver it again.');
      }
      await markWebexEventApplied(db, key, now());
      return reply.status(200).send({ ok: true });
    },
  );
}
