import { Body1, Checkbox, makeStyles, Subtitle2, Tab, TabList, tokens, useId } from '@fluentui/react-components';
import { useMemo } from 'react';
import { SCHEDULE_TYPES } from '../../../../../shared/reports.ts';
import { scheduleDstNotes, scheduleSentence, type TScheduleType } from '../../../../../shared/schedule.ts';
import { ScheduleActions } from './schedule-actions.tsx';
import { MonthDayPicker, WeekdayPicker } from './schedule-day-pickers.tsx';
import { formSchedule, withRunTime, withScheduleType } from './schedule-days.ts';
import { fieldError } from './schedule-field-errors.ts';
import { TimeSelect } from './schedule-time-select.tsx';
import { ReportTimeZoneField } from './schedule-time-zone.tsx';
import type { TSectionProps } from './section-props.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  sentence: { color: tokens.colorNeutralForeground2 },
});

const TYPE_LABELS: Record<TScheduleType, string> = { weekly: 'Weekly', monthly: 'Monthly', custom: 'Custom' };

/**
 * The wizard's SCHEDULE section ('How often should this report run?', part 3 §2.3): the schedule
 * type tabs with their day pickers, run time, time zone, the schedule in words, 'Open next
 * report after summary report' and the Send now / Publish / Pause buttons.
 */
export function ScheduleSection({ form, update, context, errors }: TSectionProps) {
  const styles = useStyles();
  const ids = useId('schedule');
  const schedule = formSchedule(form);
  // The coming year's daylight-saving days for this time and zone (a year of dates: computed once per choice).
  const scheduleKey = schedule === undefined ? '' : JSON.stringify(schedule);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scheduleKey stands for the schedule's fields.
  const dstNotes = useMemo(() => (schedule === undefined ? [] : scheduleDstNotes(schedule, new Date())), [scheduleKey]);
  const tabId = (type: TScheduleType) => `${ids}-tab-${type}`;
  const panelId = `${ids}-panel`;

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Subtitle2 as="h3" className={styles.title}>
          How often should this report run?
        </Subtitle2>
        <ScheduleActions
          reportId={context.report_id}
          enabled={form.enabled}
          savedEnabled={context.report_id === null ? undefined : context.enabled}
          onToggle={() => update((current) => ({ ...current, enabled: !current.enabled }))}
        />
      </div>

      <TabList
        selectedValue={form.schedule}
        aria-label="Schedule type"
        onTabSelect={(_event, data) => {
          const type = SCHEDULE_TYPES.find((value) => value === data.value);
          if (type !== undefined) update((current) => withScheduleType(current, type));
        }}
      >
        {SCHEDULE_TYPES.map((type) => (
          <Tab key={type} id={tabId(type)} value={type} aria-controls={panelId}>
            {TYPE_LABELS[type]}
          </Tab>
        ))}
      </TabList>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(form.schedule)} className={styles.panel}>
        {form.schedule === 'weekly' ? (
          <WeekdayPicker
            value={form.config.day_of_week}
            error={fieldError(errors, 'config.day_of_week')}
            onChange={(dayOfWeek) =>
              update((current) => ({ ...current, config: { ...current.config, day_of_week: dayOfWeek } }))
            }
          />
        ) : (
          <MonthDayPicker
            value={form.config.day_of_month}
            type={form.schedule}
            error={fieldError(errors, 'config.day_of_month')}
            onChange={(dayOfMonth) =>
              update((current) => ({ ...current, config: { ...current.config, day_of_month: dayOfMonth } }))
            }
          />
        )}

        <div className={styles.row}>
          <TimeSelect
            label="Time"
            hour={form.config.hour}
            minute={form.config.minute}
            stepMinutes={context.time_step_minutes}
            error={fieldError(errors, 'config.hour', 'config.minute', 'config.time_value')}
            onChange={(time) => update((current) => withRunTime(current, time))}
          />
          <ReportTimeZoneField
            value={form.config.time_zone}
            error={fieldError(errors, 'config.time_zone')}
            onChange={(zone) => update((current) => ({ ...current, config: { ...current.config, time_zone: zone } }))}
          />
        </div>

        <Body1 as="p" className={styles.sentence} aria-live="polite">
          {schedule === undefined ? '' : scheduleSentence(schedule)}
        </Body1>
        {dstNotes.map((note) => (
          <Body1 key={note} as="p" className={styles.sentence}>
            {note}
          </Body1>
        ))}
      </div>

      <Checkbox
        label="Open next report after summary report"
        checked={form.open_next_report}
        onChange={(_event, data) => update((current) => ({ ...current, open_next_report: data.checked === true }))}
      />
    </div>
  );
}
