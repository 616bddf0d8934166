import { Body1, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { FREE_PLAN_OFFER_DAYS } from '../../../../shared/plans.ts';
import { reloadSoon, switchToFreePlan } from './billing-queries.ts';

type TPhase = 'idle' | 'pending' | 'done' | 'failed';

/**
 * The free plan switch (part 2 §4): a button while the trial has under 5 days left, otherwise the
 * text that it is offered near the end of the trial.
 */
export function FreePlanOffer({ offered, planType }: { offered: boolean; planType: 'multiplan' | 'singleplan' }) {
  const [phase, setPhase] = useState<TPhase>('idle');
  if (!offered) {
    return (
      <Body1>
        The free plan (up to 10 people, email only, 7-day history) is available in the last {FREE_PLAN_OFFER_DAYS} days
        of your trial.
      </Body1>
    );
  }
  const onSwitch = async () => {
    setPhase('pending');
    try {
      const answer = await switchToFreePlan(planType);
      setPhase(answer.ok ? 'done' : 'failed');
      if (answer.ok) reloadSoon();
    } catch {
      setPhase('failed');
    }
  };
  return (
    <>
      <Body1>Not ready to pay? Keep using Rollcall on the free plan: up to 10 people, email only, 7-day history.</Body1>
      <div>
        <Button onClick={() => void onSwitch()} disabled={phase === 'pending' || phase === 'done'}>
          {phase === 'pending' ? 'Switching...' : 'Switch to the free plan'}
        </Button>
      </div>
      {phase === 'done' ? (
        <MessageBar intent="success">
          <MessageBarBody role="status">{BILLING_MESSAGES.freePlanStarted}</MessageBarBody>
        </MessageBar>
      ) : null}
      {phase === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody role="alert">{BILLING_MESSAGES.somethingWrong}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
