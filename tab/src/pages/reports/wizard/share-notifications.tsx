import { Field, Link, makeStyles, Radio, RadioGroup, Switch, Text, Tooltip, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TReportForm } from '../../../../../shared/reports.ts';
import { ASK_BILLING_OWNER, BILLING_HREF, useBillingHref } from '../../../components/SeePlansOrAsk.tsx';
import { fieldError, type TFieldErrors } from './schedule-field-errors.ts';
import type { TFormUpdate } from './section-props.ts';
import { notificationOptions, notificationTypeOf } from './share-rules.ts';

const useStyles = makeStyles({
  reminders: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  // Level with the switch, above the hint.
  lock: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, paddingTop: '6px' },
});

/** The plan flag that locks report reminders (part 3 §5). */
export const REMINDERS_FLAG = 'LIMIT_REPORT_REMINDERS';
/** When reminders go, in the hint under the switch. */
export const REMINDERS_HINT = 'The first reminder goes halfway to the summary; the final one 15 minutes before it.';

export interface TNotificationSettingsProps {
  form: TReportForm;
  update: TFormUpdate;
  errors: TFieldErrors;
  emailTeam: boolean;
}

/** How members hear about their check-in (notification_type); an email team only has email. */
export function NotificationTypeField({ form, update, errors, emailTeam }: TNotificationSettingsProps) {
  const error = fieldError(errors, 'notification_type');
  return (
    <Field label="Check-in notifications" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <RadioGroup
        value={emailTeam ? 'email' : form.notification_type}
        onChange={(_event, data) => {
          const type = notificationTypeOf(data.value);
          if (type !== undefined) update((current) => ({ ...current, notification_type: type }));
        }}
      >
        {notificationOptions(emailTeam).map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}

export interface TRemindersFieldProps {
  form: TReportForm;
  update: TFormUpdate;
  errors: TFieldErrors;
  /** The plan locks reminders (LIMIT_REPORT_REMINDERS). */
  locked: boolean;
}

/**
 * Report reminders on or off (config.send_reminder_enabled), with when they go. Locked by the
 * plan, the switch is disabled and a lock link to /billing/ explains why in a tooltip.
 */
export function RemindersField({ form, update, errors, locked }: TRemindersFieldProps) {
  const styles = useStyles();
  const error = fieldError(errors, 'config.send_reminder_enabled');
  return (
    <div className={styles.reminders}>
      <Field hint={REMINDERS_HINT} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Switch
          label="Report reminders"
          checked={form.config.send_reminder_enabled && !locked}
          disabled={locked}
          onChange={(_event, data) =>
            update((current) => ({ ...current, config: { ...current.config, send_reminder_enabled: data.checked } }))
          }
        />
      </Field>
      {locked ? <BillingLink className={styles.lock} tooltip="Report reminders are not in your current plan." /> : null}
    </div>
  );
}

/**
 * 'See plans' with a lock: an in-app link to /billing/ whose tooltip (on hover and focus) says what
 * is locked. A viewer who may not manage billing gets a focusable lock whose tooltip also says who
 * can change the plan, going nowhere.
 */
function BillingLink({ className, tooltip }: { className: string; tooltip: string }) {
  const billingHref = useBillingHref();
  const href = useHref(BILLING_HREF);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(BILLING_HREF);
  if (billingHref === null)
    return (
      <Tooltip content={`${tooltip} ${ASK_BILLING_OWNER}`} relationship="description" withArrow>
        <Text className={className} tabIndex={0}>
          <LockClosedRegular aria-hidden="true" />
          Not in your plan
        </Text>
      </Tooltip>
    );
  return (
    <Tooltip content={tooltip} relationship="description" withArrow>
      <Link className={className} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
        <LockClosedRegular aria-hidden="true" />
        See plans
      </Link>
    </Tooltip>
  );
}
