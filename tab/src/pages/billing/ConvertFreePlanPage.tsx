import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { z } from 'zod';
import { BILLING_MESSAGES, type TConvertFreePlanContext } from '../../../../shared/billing-api.ts';
import { PLAN_LIMITS } from '../../../../shared/plans.ts';
import { followRedirect } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { countOf } from './billing-format.ts';
import { useConvertFreePlanContext } from './billing-queries.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** The form post has no fields: the button is the answer. */
const ZConvertForm = z.object({});
const FREE = PLAN_LIMITS.free;

/** What the free plan changes (part 2 §2.1: up to 10 people, email only, 7-day history). */
function Effects({ context }: { context: TConvertFreePlanContext }) {
  const styles = useStyles();
  const over = FREE.users !== null && context.total_active_members > FREE.users;
  return (
    <>
      <ul className={styles.list} aria-label="What the free plan changes">
        <li>
          <Body1>Up to {FREE.users} people</Body1>
        </li>
        <li>
          <Body1>Email only: check-ins by chat (Microsoft Teams, Slack, Webex) stop</Body1>
        </li>
        <li>
          <Body1>{FREE.historyDays}-day history on dashboards, history and insights</Body1>
        </li>
        <li>
          <Body1>One team and one report; the paid features are locked</Body1>
        </li>
      </ul>
      <Body1>
        Your reports have {countOf(context.total_active_members, 'person', 'people')} now.
        {over ? ` Only ${FREE.users} of them can stay in your reports on the free plan.` : ''}
      </Body1>
    </>
  );
}

function ConvertForm() {
  const styles = useStyles();
  const { formErrors, pending, onSubmit } = useZodForm({
    schema: ZConvertForm,
    path: '/accounts/convert-free-plan/',
    defaultValues: {},
    onSuccess: (answer) => followRedirect(answer, '/billing/'),
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormErrorBar messages={formErrors} />
      <div className={styles.form}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? 'Converting...' : BILLING_MESSAGES.convertToFree}
        </Button>
        <AppLink to="/billing/">{BILLING_MESSAGES.changedMind}</AppLink>
      </div>
    </form>
  );
}

/** /accounts/convert-free-plan/ (part 2 §2.1): the free plan's effects, then the form post or why not now. */
export default function ConvertFreePlanPage({ route }: TPageProps) {
  const query = useConvertFreePlanContext();
  useDocumentTitle(route.title);
  return (
    <QueryGate query={query}>
      {(context) => (
        <FormCard wide title="Convert to a free plan" subtitle="Keep using Rollcall for free, with fewer features.">
          <Effects context={context} />
          {context.can_convert ? (
            <ConvertForm />
          ) : (
            <>
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody role="status">
                  {context.reason ?? 'Your organization cannot move to the free plan now.'}
                </MessageBarBody>
              </MessageBar>
              <Body1>
                <AppLink to="/billing/">Back to billing</AppLink>
              </Body1>
            </>
          )}
        </FormCard>
      )}
    </QueryGate>
  );
}
