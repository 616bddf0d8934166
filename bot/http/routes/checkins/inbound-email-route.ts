/**
 * POST /inbound/email: replies to check-in emails forwarded by a mail provider's inbound webhook as
 * raw MIME (Content-Type message/rfc822), authorised by `Authorization: Bearer INBOUND_EMAIL_SECRET`.
 * Registered only when the secret is set.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import { INBOUND_MAX_BYTES, parseInboundMail } from '../../../adapters/email/inbound-mail.ts';
import { answerByEmail } from '../../../core/engine/answer-by-email.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Registers the inbound-email webhook. */
export async function inboundEmailRoute(app: FastifyInstance, deps: TAppDeps, secret: string): Promise<void> {
  const engine = engineDepsOf(deps);
  app.addContentTypeParser(
    ['message/rfc822', 'text/plain', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: INBOUND_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/inbound/email',
    { config: { policy: { access: 'platform' } }, bodyLimit: INBOUND_MAX_BYTES },
    async (request) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, secret))
        throw new AppError('UNAUTHENTICATED', 'A valid inbound email secret is required.');
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('INVALID_INPUT', 'Send the raw message with Content-Type: message/rfc822.');
      }
      const mail = await parseInboundMail(request.body);
      const outcome = await answerByEmail(engine, deps.env.SESSION_SECRET, mail);
      return { ok: true, outcome };
    },
  );
}
