import {
  Checkbox,
  Divider,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle2,
  Switch,
  tokens,
  useId,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { SUMMARY_FORMATS, type TReportForm } from '../../../../../shared/reports.ts';
import { errorsUnder, fieldError } from './schedule-field-errors.ts';
import type { TSectionProps } from './section-props.ts';
import { ChannelSettings } from './share-channel.tsx';
import { SummaryEmailList } from './share-email-list.tsx';
import { NotificationTypeField, REMINDERS_FLAG, RemindersField } from './share-notifications.tsx';
import { emailTeamCorrections, isEmailTeam } from './share-rules.ts';
import { SummaryTiming } from './share-summary-timing.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
});

const FORMAT_LABELS: Record<TReportForm['summary_format'], string> = {
  members: 'Grouped by member',
  questions: 'Grouped by question',
};

/**
 * The wizard's SHARE section (part 3 §2.3 Notifications, Share): whether and when the summary
 * goes out, to whom (all participants, extra emails, a channel for chat teams) and how it is
 * grouped, then how members are notified of their check-in and reminded.
 */
export function ShareSection({ form, update, context, errors }: TSectionProps) {
  const styles = useStyles();
  const ids = useId('share');
  const emailTeam = isEmailTeam(context);

  // An email team has no chat: keep the submitted form to email notifications and no channel.
  useEffect(() => {
    if (emailTeam && emailTeamCorrections(form) !== undefined)
      update((current) => emailTeamCorrections(current) ?? current);
  }, [emailTeam, form, update]);

  const summaryOff = !form.report_summary_enabled;
  const formatError = fieldError(errors, 'summary_format');

  return (
    <div className={styles.root}>
      <section className={styles.part} aria-labelledby={`${ids}-summary`}>
        <Subtitle2 as="h3" id={`${ids}-summary`} className={styles.title}>
          Summary
        </Subtitle2>
        <Switch
          label="Send a summary"
          checked={form.report_summary_enabled}
          onChange={(_event, data) => update((current) => ({ ...current, report_summary_enabled: data.checked }))}
        />
        <SummaryTiming
          form={form}
          update={update}
          errors={errors}
          stepMinutes={context.time_step_minutes}
          disabled={summaryOff}
        />
        <Checkbox
          label="Send the summary to all participants"
          checked={form.send_summary_all}
          disabled={summaryOff}
          onChange={(_event, data) => update((current) => ({ ...current, send_summary_all: data.checked === true }))}
        />
        <SummaryEmailList
          emails={form.email_notifications}
          disabled={summaryOff}
          errors={errorsUnder(errors, 'email_notifications')}
          onChange={(emails) => update((current) => ({ ...current, email_notifications: emails }))}
        />
        <Field label="Summary format" validationMessage={formatError} validationState={formatError ? 'error' : 'none'}>
          <RadioGroup
            value={form.summary_format}
            disabled={summaryOff}
            onChange={(_event, data) => {
              const format = SUMMARY_FORMATS.find((value) => value === data.value);
              if (format !== undefined) update((current) => ({ ...current, summary_format: format }));
            }}
          >
            {SUMMARY_FORMATS.map((format) => (
              <Radio key={format} value={format} label={FORMAT_LABELS[format]} />
            ))}
          </RadioGroup>
        </Field>
      </section>

      <Divider />

      <section className={styles.part} aria-labelledby={`${ids}-channel`}>
        <Subtitle2 as="h3" id={`${ids}-channel`} className={styles.title}>
          Channel
        </Subtitle2>
        {emailTeam ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              This team uses email, so summaries go out by email rather than to a channel.
            </MessageBarBody>
          </MessageBar>
        ) : (
          <ChannelSettings form={form} update={update} context={context} errors={errors} />
        )}
      </section>

      <Divider />

      <section className={styles.part} aria-labelledby={`${ids}-notifications`}>
        <Subtitle2 as="h3" id={`${ids}-notifications`} className={styles.title}>
          Notifications
        </Subtitle2>
        <NotificationTypeField form={form} update={update} errors={errors} emailTeam={emailTeam} />
        <RemindersField
          form={form}
          update={update}
          errors={errors}
          locked={context.feature_map.includes(REMINDERS_FLAG)}
        />
      </section>
    </div>
  );
}
