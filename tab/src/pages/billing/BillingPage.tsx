import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BILLING_MESSAGES, type TBillingContext } from '../../../../shared/billing-api.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { useBillingContext } from './billing-queries.ts';
import { CheckoutNotice } from './CheckoutNotice.tsx';
import { CHECKOUT_WAIT_MS, checkoutReturnOf, checkoutSessionIdOf } from './checkout-return.ts';
import { LicenceView } from './LicenceView.tsx';
import { MarketplaceView } from './MarketplaceView.tsx';
import { NotConfigured } from './NotConfigured.tsx';
import { PurchaseSingleView } from './PurchaseSingleView.tsx';
import { PurchaseView } from './PurchaseView.tsx';
import { UpgradeView } from './UpgradeView.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} 0`,
    [NARROW_SCREEN]: { padding: 0 },
  },
  heading: { margin: 0 },
});

/** The view the context names (part 2 §2.1 "View selection"). */
function BillingView({ context, timeZone }: { context: TBillingContext; timeZone: string }) {
  if (context.view === 'marketplace') return <MarketplaceView context={context} />;
  if (!context.stripe_configured) return <NotConfigured context={context} />;
  switch (context.view) {
    case 'purchase':
      return <PurchaseView context={context} />;
    case 'purchase-single':
      return <PurchaseSingleView context={context} />;
    case 'licence':
      return <LicenceView context={context} timeZone={timeZone} />;
    case 'upgrade':
      return <UpgradeView context={context} timeZone={timeZone} />;
  }
}

/** The page's heading: the upgrade view's own title, 'Billing' otherwise. */
function titleOf(context: TBillingContext | undefined, routeTitle: string): string {
  return context?.view === 'upgrade' && context.stripe_configured ? BILLING_MESSAGES.usageTitle : routeTitle;
}

/**
 * /billing/ (part 2 §2.1): loads the billing context and draws its view. Back from a paid Checkout
 * (?checkout=success) it waits for the account to turn active before drawing the view, so nobody
 * is offered Subscribe again meanwhile. A viewer who may not manage billing gets the refusal page.
 */
export default function BillingPage({ route }: TPageProps) {
  const styles = useStyles();
  const search = useLocation().search;
  const checkout = checkoutReturnOf(search);
  const query = useBillingContext(checkout === 'success', checkoutSessionIdOf(search));
  const timeZone = useLoadedState().user?.time_zone ?? 'UTC';
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (checkout !== 'success') return;
    const timer = window.setTimeout(() => setGaveUp(true), CHECKOUT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [checkout]);
  const title = titleOf(query.data, route.title);
  useDocumentTitle(title);
  return (
    <QueryGate query={query}>
      {(context) => {
        const active = context.status === 'active';
        const waiting = checkout === 'success' && !active && !gaveUp;
        return (
          <div className={styles.root}>
            <Title2 as="h1" className={styles.heading}>
              {title}
            </Title2>
            <CheckoutNotice checkout={checkout} active={active} gaveUp={gaveUp} />
            {waiting ? null : <BillingView context={context} timeZone={timeZone} />}
          </div>
        );
      }}
    </QueryGate>
  );
}
