import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BILLING_MESSAGES, type TBillingContext, type TUsagePlan } from '../../../../shared/billing-api.ts';
import { PLAN_LIMITS, type TPlanInterval, type TPlanKey } from '../../../../shared/plans.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { BILLING_CYCLES } from './billing-cycles.ts';
import { failureMessage } from './billing-errors.ts';
import { confirmMultiSeatChange, previewMultiSeatChange, reloadSoon } from './billing-queries.ts';
import { ChangePreview } from './ChangePreview.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

type TConfirm = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; msg: string; ok: boolean };

/** The distinct plan keys among the offered prices, in their order. */
function planKeysOf(plans: readonly TUsagePlan[]): TPlanKey[] {
  return [...new Set(plans.map((plan) => plan.key))];
}

/**
 * Change plan or billing cycle (part 2 §4 "Plan change flow"): the preview is fetched as soon as
 * the chosen payment plan differs from the current one; Confirm Plan Change says the plan is
 * changing and reloads after 500 ms (also after a refusal, whose msg is shown first). Free while
 * on a paid plan leads to the 'Downgrade to Free Plan' page instead.
 */
export function PlanChange({ context, timeZone }: { context: TBillingContext; timeZone: string }) {
  const styles = useStyles();
  const [planKey, setPlanKey] = useState<TPlanKey>(context.plan_key);
  const [cycle, setCycle] = useState<TPlanInterval>(context.plan_interval ?? 'month');
  const [confirming, setConfirming] = useState<TConfirm>({ kind: 'idle' });
  const chosen = context.usage_plans.find((plan) => plan.key === planKey && plan.interval === cycle);
  const differs = chosen !== undefined && chosen.id !== context.plan_id;
  const preview = useQuery({
    queryKey: ['billing', 'plan-preview', chosen?.id ?? ''],
    queryFn: () =>
      previewMultiSeatChange({
        view_mode: 'preview-upgrade-plan',
        selected_plan_key: planKey,
        new_plan_id: chosen?.id ?? '',
      }),
    enabled: differs && confirming.kind === 'idle',
    retry: false,
    gcTime: 0,
  });
  const cap = PLAN_LIMITS[planKey].users;
  const overCap = cap !== null && (context.billed_participants ?? 0) > cap;

  const onConfirm = async () => {
    if (chosen === undefined) return;
    setConfirming({ kind: 'pending' });
    try {
      const answer = await confirmMultiSeatChange({
        view_mode: 'confirm-upgrade-plan',
        selected_plan_key: planKey,
        new_plan_id: chosen.id,
      });
      setConfirming({ kind: 'done', ok: answer.ok, msg: answer.msg });
    } catch (error) {
      setConfirming({ kind: 'done', ok: false, msg: failureMessage(error) });
    }
    reloadSoon();
  };

  return (
    <div className={styles.root}>
      <Field label="Plan">
        <RadioGroup
          value={planKey}
          onChange={(_, data) => setPlanKey(data.value as TPlanKey)}
          layout="horizontal"
          disabled={confirming.kind !== 'idle'}
        >
          {planKeysOf(context.usage_plans).map((key) => {
            const price = context.usage_plans.find((plan) => plan.key === key && plan.interval === cycle);
            return <Radio key={key} value={key} label={price ? `${price.name}: ${price.label}` : key} />;
          })}
          <Radio value="free" label="Free: $0" />
        </RadioGroup>
      </Field>
      {planKey === 'free' ? null : (
        <Field label="Billing cycle">
          <RadioGroup
            value={cycle}
            onChange={(_, data) => setCycle(data.value as TPlanInterval)}
            layout="horizontal"
            disabled={confirming.kind !== 'idle'}
          >
            {BILLING_CYCLES.map((option) => (
              <Radio key={option.interval} value={option.interval} label={option.label} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {planKey === 'free' ? (
        context.plan_key === 'free' ? (
          <Body1>You are on the free plan.</Body1>
        ) : (
          <Body1>
            The free plan allows up to 10 people, email only, with 7 days of history.{' '}
            <AppLink to="/accounts/convert-free-plan/" inline>
              {BILLING_MESSAGES.downgradeToFree}
            </AppLink>
          </Body1>
        )
      ) : !differs ? (
        <Body1>This is your current plan.</Body1>
      ) : overCap ? (
        <Body1 role="alert">
          The {chosen?.name} plan allows up to {cap} users and you have {context.billed_participants} seats. Lower your
          seats first.
        </Body1>
      ) : preview.isPending && confirming.kind === 'idle' ? (
        <Body1 role="status">Loading the preview...</Body1>
      ) : preview.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{failureMessage(preview.error)}</MessageBarBody>
        </MessageBar>
      ) : preview.data !== undefined ? (
        <>
          <ChangePreview preview={preview.data} timeZone={timeZone} />
          <div>
            <Button appearance="primary" onClick={() => void onConfirm()} disabled={confirming.kind !== 'idle'}>
              {confirming.kind === 'pending' ? 'Confirming...' : 'Confirm Plan Change'}
            </Button>
          </div>
        </>
      ) : null}
      {confirming.kind === 'done' ? (
        <MessageBar intent={confirming.ok ? 'success' : 'error'} layout="multiline">
          <MessageBarBody role={confirming.ok ? 'status' : 'alert'}>
            {confirming.ok ? BILLING_MESSAGES.changingPlan : confirming.msg}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
