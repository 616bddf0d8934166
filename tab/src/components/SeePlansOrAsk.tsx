/**
 * Who is offered 'See plans', in one place. The server opens /billing/ only to those who may manage
 * billing (shared/permissions.ts canManageBilling: Billing Owners and Account Admins) and refuses
 * everyone else, so only they get the link; everyone else is told who can change the plan.
 */
import { canManageBilling } from '../../../shared/permissions.ts';
import { useOptionalLoadedState } from '../app/loaded-state.tsx';
import { AppLink } from './AppLink.tsx';

/** The billing page, where plans and seats are changed. */
export const BILLING_HREF = '/billing/';

/** Said instead of a 'See plans' link to a viewer who may not open the billing page. */
export const ASK_BILLING_OWNER = 'The Billing Owner or an Account Admin of your organization can change the plan.';

/**
 * The billing page's address when the viewer may open it, else null: every 'See plans' link asks
 * here so a Team Admin or Member is never sent to a page that refuses them. No loaded user (a
 * guest, or a component drawn without state) gets no link.
 */
export function useBillingHref(): string | null {
  const user = useOptionalLoadedState()?.user ?? null;
  return user !== null && canManageBilling(user) ? BILLING_HREF : null;
}

/** 'See plans' to /billing/ for who may manage billing, or the sentence saying who can change the plan. */
export function SeePlansOrAsk({ inline = false }: { inline?: boolean }) {
  const href = useBillingHref();
  if (href === null) return <span>{ASK_BILLING_OWNER}</span>;
  return (
    <AppLink to={href} inline={inline}>
      See plans
    </AppLink>
  );
}
