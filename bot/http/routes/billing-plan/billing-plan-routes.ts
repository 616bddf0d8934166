/**
 * The free plan's doors (spec part 2 §2.1, §4, §7): the billing page's switch
 * (POST /api/v1/switch_to_free_plan/), and the convert page's context and form
 * (GET /api/v1/account/convert-free-plan/, POST /accounts/convert-free-plan/). Both moves are one
 * use case (convertToFreePlan); only Billing Owners and Account Admins may call them.
 */
import type { FastifyInstance } from 'fastify';
import { BILLING_MESSAGES, ZSwitchToFreePlanRequest } from '../../../../shared/billing-api.ts';
import { stripeGatewayOf } from '../../../adapters/stripe/stripe-gateway.ts';
import { convertToFreePlan, type TFreePlanDeps } from '../../../domain/billing/free-plan/convert-to-free-plan.ts';
import { getConvertFreePlanContext } from '../../../domain/billing/free-plan/get-convert-free-plan-context.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf, parseForm } from '../../forms.ts';
import { BILLING_POLICY } from '../billing/billing-policy.ts';

/** Registers the free plan routes. */
export async function billingPlanRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const gateway = stripeGatewayOf(deps.env);
  const now = deps.now ?? (() => new Date());
  const freePlanDeps = (): TFreePlanDeps => ({
    db: deps.database.db,
    jobs: deps.jobs,
    log: deps.log,
    gateway,
    publicUrl: deps.env.PUBLIC_URL.replace(/\/+$/, ''),
    now,
  });

  app.post('/api/v1/switch_to_free_plan', { config: { policy: BILLING_POLICY } }, async (request) => {
    parseForm(ZSwitchToFreePlanRequest, request);
    await convertToFreePlan(freePlanDeps(), request.viewer!, 'switch', originOf(request));
    return { ok: true, msg: BILLING_MESSAGES.freePlanStarted };
  });

  app.get('/api/v1/account/convert-free-plan', { config: { policy: BILLING_POLICY } }, async (request) =>
    getConvertFreePlanContext(deps.database.db, request.viewer!, now()),
  );

  app.post(
    '/accounts/convert-free-plan',
    { config: { policy: BILLING_POLICY, form: true } },
    async (request, reply) => {
      await convertToFreePlan(freePlanDeps(), request.viewer!, 'convert', originOf(request));
      return answerForm(request, reply, { redirect: '/billing/', message: BILLING_MESSAGES.freePlanStarted });
    },
  );
}
