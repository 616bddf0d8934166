import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES, type TFormOk } from '../../../../shared/accounts.ts';
import type { TResetTrialContext } from '../../../../shared/accounts-api.ts';
import { followRedirect, useFormSubmit } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar, FormSuccessBar } from '../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { ASK_BILLING_OWNER, useBillingHref } from '../../components/SeePlansOrAsk.tsx';
import type { TPageProps } from '../page-props.ts';
import { resetTrialQuery } from './account-queries.ts';

function daysLeft(days: number): string {
  if (days <= 0) return 'Your trial has ended.';
  return `Your trial has ${days} ${days === 1 ? 'day' : 'days'} left.`;
}

/** The explanation and the 'Reset trial' button, or the reason it cannot be reset. */
function ResetTrialForm({ context }: { context: TResetTrialContext }) {
  const styles = useFormStyles();
  const form = useFormSubmit<Record<string, never>>('/accounts/reset-trial/');
  const [done, setDone] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  function onAnswer(answer: TFormOk) {
    if (answer.redirect === undefined) {
      setDone(answer.message ?? ACCOUNT_MESSAGES.trialReset);
      return;
    }
    setLeaving(true);
    followRedirect(answer);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.pending || leaving) return;
    const answer = await form.submit({});
    if (answer !== undefined) onAnswer(answer);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
      <Body1>
        {daysLeft(context.trial_days_left)}
        {context.can_reset
          ? ' Need more time to try Rollcall with your team? Reset your trial to get a new 14-day trial.'
          : ''}
      </Body1>
      <FormErrorBar messages={Object.values(form.fieldErrors).flat()} />
      {done === null ? null : <FormSuccessBar>{done}</FormSuccessBar>}
      {context.can_reset && done === null ? (
        <SubmitButton pending={form.pending || leaving} pendingLabel="Resetting...">
          Reset trial
        </SubmitButton>
      ) : null}
      {!context.can_reset ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{context.reason ?? ACCOUNT_MESSAGES.trialResetRefused}</MessageBarBody>
        </MessageBar>
      ) : null}
    </form>
  );
}

/** /accounts/reset-trial — extend the trial by 14 days, once (part 1 §2.9). */
export default function ResetTrialPage({ route }: TPageProps) {
  const query = useQuery(resetTrialQuery());
  const billingHref = useBillingHref();
  useDocumentTitle(route.title);
  return (
    <QueryGate query={query}>
      {(context) => (
        <FormCard
          title="Reset your trial"
          footer={
            <span>
              Ready to keep going?{' '}
              {billingHref === null ? (
                ASK_BILLING_OWNER
              ) : (
                <AppLink to={billingHref}>Choose a plan on the billing page</AppLink>
              )}
            </span>
          }
        >
          <ResetTrialForm context={context} />
        </FormCard>
      )}
    </QueryGate>
  );
}
