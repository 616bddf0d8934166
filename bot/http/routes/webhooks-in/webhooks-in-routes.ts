/**
 * POST /webhooks/{slug}/{team_uuid}/ (issue 23 §1, part 3 §2.10): the machine door each work tool
 * posts a team's events to. No session and no CSRF: the sender's signature (or secret) over the
 * raw body is the authentication, so this scope keeps every body as raw bytes (up to 5 MB; larger
 * gets 413) and the domain use case verifies, reads and records it. Limited per team and sending
 * address (600 a minute), so one noisy repository cannot flood the feed or the database, and
 * someone who learnt a team's uuid (every member sees it) cannot spend the team's budget with
 * unsigned posts and lock the real senders out.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import { createSecretBox } from '../../../domain/secrets/secret-box.ts';
import { receiveTeamWebhook } from '../../../domain/webhooks-in/receive-team-webhook.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { toAppError } from '../../plugins/error-handler.ts';

/** The largest body a sender may post (a push of many commits stays far below). */
export const WEBHOOK_IN_MAX_BYTES = 5 * 1024 * 1024;
/** Deliveries a minute one team's webhooks take from one address (all senders together). */
export const WEBHOOK_IN_PER_MINUTE = 600;

const TOO_LARGE = 'The webhook body is larger than 5 MB, so it was not stored. Send smaller events.';

interface TParams {
  slug: string;
  teamUuid: string;
}

/** Registers the webhook receiver on a scope of its own (raw bodies only here). */
export async function webhooksInRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const receiveDeps = { db: deps.database.db, box: createSecretBox(deps.env.SESSION_SECRET), now: deps.now };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_IN_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A body over the limit is refused before the handler runs: say so plainly, then let the app's
  // error handler answer as it answers every refusal (as an AppError: the rate limiter throws a
  // plain object, which the parent handler would not get intact).
  app.setErrorHandler((error: FastifyError) => {
    if (error.statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { cause: error });
    throw toAppError(error);
  });

  app.post<{ Params: TParams; Querystring: Record<string, string | undefined> }>(
    '/webhooks/:slug/:teamUuid',
    {
      bodyLimit: WEBHOOK_IN_MAX_BYTES,
      config: {
        policy: { access: 'platform' },
        rateLimit: {
          max: WEBHOOK_IN_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            `webhooks-in:${String((request.params as Partial<TParams>).teamUuid ?? '').toLowerCase()}:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const query: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.query ?? {}))
        query[name] = Array.isArray(value) ? String(value[0]) : value;
      const answer = await receiveTeamWebhook(receiveDeps, request.params.slug, request.params.teamUuid, {
        headers: request.headers,
        rawBody,
        query,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}
