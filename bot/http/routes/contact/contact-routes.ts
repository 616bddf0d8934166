/**
 * POST /api/v1/contact/ (the /contact/ page: 'Contact us', 'Chat with us', the help widget's
 * message): public, CSRF-checked, and limited twice, since every accepted post sends an email:
 * per client address (config.rateLimit, before anything is read) and per person (a signed-in
 * login, or a guest's email), counted only for messages that pass validation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fillMessage } from '../../../../shared/accounts.ts';
import {
  CONTACT_API,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_PAGE,
  ZContactMessage,
  ZSignedInContactMessage,
} from '../../../../shared/contact.ts';
import { AppError } from '../../../../shared/errors.ts';
import { sendContactMessage } from '../../../domain/support/send-contact-message.ts';
import { supportAddressOf } from '../../../domain/support/support-address.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, parseForm, wantsJson } from '../../forms.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Registers the contact route. */
export async function contactRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const perPerson = app.createRateLimit({
    max: CONTACT_LIMITS.perPersonPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `contact:person:${personKeyOf(request)}`,
  });

  app.post(
    CONTACT_API,
    {
      config: {
        policy: { access: 'public' },
        form: true,
        rateLimit: {
          max: CONTACT_LIMITS.perAddressPerHour,
          timeWindow: HOUR_MS,
          keyGenerator: (request: FastifyRequest) => `contact:address:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      let form: z.infer<typeof ZSignedInContactMessage>;
      let guest: { name: string; email: string } | undefined;
      if (viewer) form = parseForm(ZSignedInContactMessage, request);
      else {
        const typed = parseForm(ZContactMessage, request);
        form = typed;
        guest = { name: typed.name, email: typed.email };
      }
      const limit = await perPerson(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const minutes = String(Math.max(1, Math.ceil(limit.ttlInSeconds / 60)));
        throw new AppError('RATE_LIMITED', fillMessage(CONTACT_MESSAGES.tooManyMessages, { minutes }), {
          retryAfter: limit.ttlInSeconds,
        });
      }
      await sendContactMessage(
        {
          db: deps.database.db,
          jobs: deps.jobs,
          supportAddress: supportAddressOf(deps.env),
          publicUrl: deps.env.PUBLIC_URL,
        },
        { topic: form.topic, message: form.message, page: form.page, viewer, ...(guest ? { guest } : {}) },
      );
      // A plain form post (no script) returns to the contact page, which shows the message.
      return answerForm(request, reply, {
        message: CONTACT_MESSAGES.sent,
        ...(wantsJson(request) ? {} : { redirect: CONTACT_PAGE }),
      });
    },
  );
}

/**
 * Whose quota a message counts against: the signed-in login, else the guest's email (read after
 * the form passed validation, so it is a normalised address), so one person cannot send more by
 * changing address and one office address does not share one person's quota.
 */
function personKeyOf(request: FastifyRequest): string {
  if (request.viewer) return `user:${request.viewer.user.id}`;
  const typed = ZContactMessage.shape.email.safeParse((request.body as { email?: unknown } | undefined)?.email);
  return typed.success ? `guest:${typed.data}` : `address:${request.ip}`;
}
