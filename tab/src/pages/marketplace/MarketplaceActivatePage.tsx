import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import {
  MARKETPLACE_MESSAGES,
  MARKETPLACE_RESOLVE_ERROR,
  type TMarketplaceActivateForm,
  type TMarketplaceActivationContext,
  ZMarketplaceToken,
} from '../../../../shared/marketplace-api.ts';
import { followRedirect, useFormSubmit } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { marketplaceActivationQuery, marketplaceStatusQuery } from './marketplace-queries.ts';

/** The spec's activation refusal (part 1 §8), or the reason this person cannot activate. */
function InvalidSubscription({ reason }: { reason?: string | null }) {
  return (
    <MessageBar intent={reason ? 'warning' : 'error'} layout="multiline" role="alert">
      <MessageBarBody>{reason ?? BILLING_MESSAGES.invalidMarketplaceSubscription}</MessageBarBody>
    </MessageBar>
  );
}

/** The marketplace is off on this server: nothing can be activated (not an invalid subscription). */
function NotConfigured() {
  return (
    <MessageBar intent="warning" layout="multiline" role="alert">
      <MessageBarBody>{MARKETPLACE_MESSAGES.notConfigured}</MessageBarBody>
    </MessageBar>
  );
}

/** The question, the hidden token and 'Confirm and activate'. */
function ActivateForm({ context }: { context: TMarketplaceActivationContext }) {
  const styles = useFormStyles();
  const form = useFormSubmit<TMarketplaceActivateForm>('/accounts/marketplace/activate/');
  const [leaving, setLeaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.pending || leaving) return;
    const answer = await form.submit({ token: context.token });
    if (answer === undefined) return;
    setLeaving(true);
    followRedirect(answer, '/billing/');
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
      <Body1>
        Do you want to activate the subscription <strong>{context.resolve}</strong> and associate it with your account{' '}
        <strong>{context.org_name}</strong>? Billing for it starts in the Microsoft marketplace.
      </Body1>
      <input type="hidden" name="token" value={context.token} />
      <FormErrorBar messages={Object.values(form.fieldErrors).flat()} />
      <SubmitButton pending={form.pending || leaving} pendingLabel="Activating...">
        {BILLING_MESSAGES.confirmActivate}
      </SubmitButton>
    </form>
  );
}

/** The activation context once the token is known to be well formed. */
function Activation({ token }: { token: string }) {
  const query = useQuery(marketplaceActivationQuery(token));
  return (
    <QueryGate query={query}>
      {(context) => (
        <FormCard title="Activate your subscription" wide>
          {context.can_activate && context.resolve !== MARKETPLACE_RESOLVE_ERROR ? (
            <ActivateForm context={context} />
          ) : (
            <InvalidSubscription reason={context.reason} />
          )}
        </FormCard>
      )}
    </QueryGate>
  );
}

/** /accounts/marketplace/activate — confirm a marketplace subscription for your organization (part 1 §2.8). */
export default function MarketplaceActivatePage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const [searchParams] = useSearchParams();
  const parsed = ZMarketplaceToken.safeParse(searchParams.get('token') ?? '');
  const status = useQuery(marketplaceStatusQuery());
  return (
    <QueryGate query={status}>
      {({ enabled }) =>
        enabled && parsed.success ? (
          <Activation token={parsed.data} />
        ) : (
          <FormCard title="Activate your subscription" wide>
            {enabled ? <InvalidSubscription /> : <NotConfigured />}
          </FormCard>
        )
      }
    </QueryGate>
  );
}
