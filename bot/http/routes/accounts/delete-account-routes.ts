/**
 * Account cancellation (spec part 2 §2.1, /accounts/data/delete/): the page's context and the form
 * post of "Cancel and remove all my data". Billing Owners and Account Admins only; the deletion
 * ends the session it was made from (the sessions of the organisation go with it) and sends the
 * browser to the login page, which shows the message.
 */
import type { FastifyInstance } from 'fastify';
import { ZDeleteAccountForm } from '../../../../shared/billing-api.ts';
import { stripeGatewayOf } from '../../../adapters/stripe/stripe-gateway.ts';
import { DELETE_ACCOUNT_MESSAGES } from '../../../domain/billing/delete-account/deletion-refusal.ts';
import { deleteAccount } from '../../../domain/billing/delete-account.ts';
import { getDeleteAccountContext } from '../../../domain/billing/delete-account-context.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, parseForm } from '../../forms.ts';
import { clearSessionCookie } from '../../plugins/session.ts';

const policy = { access: 'signed-in', roles: 'ACCOUNT_OWNERS' } as const;

/** Registers GET /api/v1/account/delete/ and POST /accounts/data/delete/. */
export async function deleteAccountRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const gateway = stripeGatewayOf(deps.env);

  app.get('/api/v1/account/delete', { config: { policy } }, async (request) =>
    getDeleteAccountContext(db, request.viewer!, now()),
  );

  app.post('/accounts/data/delete', { config: { policy, form: true } }, async (request, reply) => {
    const form = parseForm(ZDeleteAccountForm, request);
    await deleteAccount({ db, gateway, log: deps.log, now }, request.viewer!, { confirmName: form.confirm_name });
    clearSessionCookie(reply);
    return answerForm(request, reply, { redirect: '/accounts/login/', message: DELETE_ACCOUNT_MESSAGES.deleted });
  });
}
