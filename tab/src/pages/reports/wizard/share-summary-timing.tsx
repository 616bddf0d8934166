import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { SUMMARY_DAYS, SUMMARY_TIMINGS, type TReportForm } from '../../../../../shared/reports.ts';
import { fieldError, type TFieldErrors } from './schedule-field-errors.ts';
import { TimeSelect } from './schedule-time-select.tsx';
import type { TFormUpdate } from './section-props.ts';
import { DelayField } from './share-delay-field.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
});

const TIMING_LABELS: Record<TReportForm['summary_timing'], string> = {
  at_time: 'At a set time',
  after_delay: 'After a delay',
};
const DAY_LABELS: Record<TReportForm['report_summary_day'], string> = { same_day: 'Same day', next_day: 'Next day' };

export interface TSummaryTimingProps {
  form: TReportForm;
  update: TFormUpdate;
  errors: TFieldErrors;
  stepMinutes: number;
  disabled: boolean;
}

/**
 * When the summary goes out: at a set time (time picker plus same day / next day) or after a
 * delay from the run (hours and minutes).
 */
export function SummaryTiming({ form, update, errors, stepMinutes, disabled }: TSummaryTimingProps) {
  const styles = useStyles();
  const timingError = fieldError(errors, 'summary_timing');
  return (
    <div className={styles.root}>
      <Field
        label="When should the summary go out?"
        validationMessage={timingError}
        validationState={timingError ? 'error' : 'none'}
      >
        <RadioGroup
          layout="horizontal"
          value={form.summary_timing}
          disabled={disabled}
          onChange={(_event, data) => {
            const timing = SUMMARY_TIMINGS.find((value) => value === data.value);
            if (timing !== undefined) update((current) => ({ ...current, summary_timing: timing }));
          }}
        >
          {SUMMARY_TIMINGS.map((timing) => (
            <Radio key={timing} value={timing} label={TIMING_LABELS[timing]} />
          ))}
        </RadioGroup>
      </Field>

      {form.summary_timing === 'at_time' ? (
        <div className={styles.row}>
          <TimeSelect
            label="Summary time"
            hint={`In the report's time zone (${form.config.time_zone}).`}
            hour={form.report_summary_hour}
            minute={form.report_summary_minute}
            stepMinutes={stepMinutes}
            disabled={disabled}
            error={fieldError(errors, 'report_summary_hour', 'report_summary_minute')}
            onChange={(time) =>
              update((current) => ({ ...current, report_summary_hour: time.hour, report_summary_minute: time.minute }))
            }
          />
          <SummaryDay form={form} update={update} errors={errors} disabled={disabled} />
        </div>
      ) : (
        <div className={styles.row}>
          <DelayField
            unit="hours"
            label="Hours"
            value={form.summary_period}
            disabled={disabled}
            error={fieldError(errors, 'summary_period')}
            onChange={(hours) => update((current) => ({ ...current, summary_period: hours }))}
          />
          <DelayField
            unit="minutes"
            label="Minutes"
            value={form.summary_period_min}
            disabled={disabled}
            error={fieldError(errors, 'summary_period_min')}
            onChange={(minutes) => update((current) => ({ ...current, summary_period_min: minutes }))}
          />
        </div>
      )}
    </div>
  );
}

/** Same day or next day for a summary at a set time (report_summary_day). */
function SummaryDay({ form, update, errors, disabled }: Omit<TSummaryTimingProps, 'stepMinutes'>) {
  const error = fieldError(errors, 'report_summary_day');
  return (
    <Field label="Summary day" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <RadioGroup
        value={form.report_summary_day}
        disabled={disabled}
        onChange={(_event, data) => {
          const day = SUMMARY_DAYS.find((value) => value === data.value);
          if (day !== undefined) update((current) => ({ ...current, report_summary_day: day }));
        }}
      >
        {SUMMARY_DAYS.map((day) => (
          <Radio key={day} value={day} label={DAY_LABELS[day]} />
        ))}
      </RadioGroup>
    </Field>
  );
}
