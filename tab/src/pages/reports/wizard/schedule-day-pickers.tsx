import { makeStyles, ToggleButton, tokens, useArrowNavigationGroup } from '@fluentui/react-components';
import { WEEKDAY_LETTERS, weekdayFlags } from '../../../../../shared/schedule.ts';
import { MONTH_DAYS, monthDayList, toggleMonthDay, toggleWeekday, WEEKDAY_NAMES } from './schedule-days.ts';
import { GroupField } from './schedule-group-field.tsx';

const useStyles = makeStyles({
  weekdays: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  weekday: { minWidth: '40px' },
  month: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(40px, 48px))',
    gap: tokens.spacingHorizontalXS,
  },
  monthDay: { minWidth: 0 },
});

export interface TWeekdayPickerProps {
  /** config.day_of_week ('1-5', '*', '0,6'). */
  value: string;
  onChange(dayOfWeek: string): void;
  disabled?: boolean;
  error?: string;
}

/** The weekly schedule's S M T W T F S toggles (aria-pressed); arrow keys move between days. */
export function WeekdayPicker({ value, onChange, disabled, error }: TWeekdayPickerProps) {
  const styles = useStyles();
  const arrows = useArrowNavigationGroup({ axis: 'horizontal', memorizeCurrent: true });
  const flags = weekdayFlags(value);
  return (
    <GroupField label="Days of the week" hint="No day selected means every day." error={error}>
      <div className={styles.weekdays} {...arrows}>
        {WEEKDAY_LETTERS.map((letter, day) => (
          <ToggleButton
            key={WEEKDAY_NAMES[day]}
            className={styles.weekday}
            shape="circular"
            checked={flags[day] ?? false}
            appearance={flags[day] ? 'primary' : 'secondary'}
            disabled={disabled}
            aria-label={WEEKDAY_NAMES[day]}
            title={WEEKDAY_NAMES[day]}
            onClick={() => onChange(toggleWeekday(value, day))}
          >
            {letter}
          </ToggleButton>
        ))}
      </div>
    </GroupField>
  );
}

export interface TMonthDayPickerProps {
  /** config.day_of_month ('1,15', '' when none). */
  value: string;
  /** Monthly permits one day, custom several. */
  type: 'monthly' | 'custom';
  onChange(dayOfMonth: string): void;
  disabled?: boolean;
  error?: string;
}

/** The monthly / custom schedule's 1-31 grid of toggles; arrow keys move through the grid. */
export function MonthDayPicker({ value, type, onChange, disabled, error }: TMonthDayPickerProps) {
  const styles = useStyles();
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true });
  const chosen = new Set(monthDayList(value));
  const monthly = type === 'monthly';
  return (
    <GroupField
      label={monthly ? 'Day of the month' : 'Days of the month'}
      hint={monthly ? 'Pick one day.' : 'Pick one or more days.'}
      error={error}
    >
      <div className={styles.month} {...arrows}>
        {MONTH_DAYS.map((day) => (
          <ToggleButton
            key={day}
            className={styles.monthDay}
            size="small"
            checked={chosen.has(day)}
            appearance={chosen.has(day) ? 'primary' : 'secondary'}
            disabled={disabled}
            onClick={() => onChange(toggleMonthDay(value, day, type))}
          >
            {day}
          </ToggleButton>
        ))}
      </div>
    </GroupField>
  );
}
