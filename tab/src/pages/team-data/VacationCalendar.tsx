import { Button, Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import type { THolidayPlace } from '../../../../shared/holidays.ts';
import type { TVacationsContext } from '../../../../shared/teams.ts';
import { apiPost } from '../../api/client.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { addMonths, currentMonth, dayKey, dayLabel, monthLabel, monthWeeks, todayKey } from './calendar-days.ts';
import { HolidayList } from './HolidayList.tsx';
import { useHolidayDays } from './holiday-queries.ts';

const ZVacationAnswer = z.object({ status: z.literal('ok'), selected_vacations: z.array(z.string()) });

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '420px' },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { flexGrow: 1, display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  saved: { color: tokens.colorPaletteGreenForeground1 },
  table: { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
  head: { padding: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3, fontWeight: 'normal' },
  cell: { padding: '2px', textAlign: 'center' },
  day: {
    width: '100%',
    aspectRatio: '1',
    minHeight: '36px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  },
  today: { border: `2px solid ${tokens.colorBrandStroke1}`, fontWeight: tokens.fontWeightSemibold },
  outlook: {
    // A dashed inner edge on the selected colour: these days come from Outlook, not from a click.
    border: `2px dashed ${tokens.colorNeutralForegroundOnBrand}`,
    outline: `1px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-1px',
    cursor: 'default',
  },
  holiday: {
    // Public holidays: a marigold day with a dot (on my calendar, not a vacation to toggle).
    position: 'relative',
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    border: `1px solid ${tokens.colorPaletteMarigoldBorderActive}`,
    ':disabled': { color: tokens.colorNeutralForeground1, cursor: 'default' },
    '::after': {
      content: '""',
      position: 'absolute',
      bottom: '4px',
      left: 'calc(50% - 3px)',
      width: '6px',
      height: '6px',
      borderRadius: '50%',
      backgroundColor: tokens.colorPaletteMarigoldBorderActive,
    },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':disabled': { color: tokens.colorNeutralForegroundOnBrand, opacity: 0.7 },
  },
});

export interface TVacationCalendarProps {
  data: TVacationsContext;
  /** set_team_vacations for the team's days, set_vacations for mine. */
  type: 'set_team_vacations' | 'set_vacations';
  /** Whose public holidays to mark on the days (and list under the month); none when null. */
  holidayPlace?: THolidayPlace | null;
}

/**
 * A month of days (Sunday to Saturday) where each click toggles a vacation day and saves the whole
 * selection at once (POST /api/v1/account/settings/), showing 'Saved!' for a second; a failed save
 * puts the day back and says why in a toast. Read-only when the viewer cannot edit. Days synced
 * from Outlook show as selected but are neither clickable nor posted: they change in Outlook. The
 * selection follows the data whenever it is fetched again, so a stale page posts no stale days.
 * Public holidays of `holidayPlace` are marked on their days and named under the month. On my
 * calendar they are skipped anyway, so they are not clicked as vacation days (one picked before can
 * still be removed). On the team's they stay selectable: members may follow another country than
 * the team's, so a team day off on a holiday still keeps them from being asked.
 */
export function VacationCalendar({ data, type, holidayPlace = null }: TVacationCalendarProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [month, setMonth] = useState(currentMonth);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(data.selected_vacations));
  const latest = useRef(selected);
  const [saved, setSaved] = useState(false);
  const savedTimer = useRef<number | undefined>(undefined);
  const today = todayKey();
  const fromOutlook = new Set(data.outlook_days ?? []);
  const fetched = data.selected_vacations.join(',');
  const holidayDays = useHolidayDays(holidayPlace, month.year);
  const holidays = new Map((holidayDays.data?.days ?? []).map((holiday) => [holiday.day, holiday.name]));
  const holidaysArePicked = type === 'set_team_vacations';

  useEffect(() => () => window.clearTimeout(savedTimer.current), []);
  // New data from the server (a refetch after a sync, another tab's change) replaces the selection.
  useEffect(() => {
    const next = new Set(fetched ? fetched.split(',') : []);
    latest.current = next;
    setSelected(next);
  }, [fetched]);

  const apply = (next: ReadonlySet<string>) => {
    latest.current = next;
    setSelected(next);
  };

  const toggle = async (key: string) => {
    const next = new Set(latest.current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    apply(next);
    try {
      const picked = [...next].filter((day) => !fromOutlook.has(day)).sort();
      await apiPost('/api/v1/account/settings/', { type, selected_vacations: picked }, ZVacationAnswer);
      setSaved(true);
      window.clearTimeout(savedTimer.current);
      savedTimer.current = window.setTimeout(() => setSaved(false), 1000);
    } catch (error) {
      const reverted = new Set(latest.current);
      if (next.has(key)) reverted.delete(key);
      else reverted.add(key);
      apply(reverted);
      notify({ intent: 'error', message: error instanceof Error ? error.message : 'Could not save the day.' });
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label="Previous month"
          onClick={() => setMonth((current) => addMonths(current, -1))}
        />
        <div className={styles.label}>
          <Subtitle2 as="h2" aria-live="polite">
            {monthLabel(month)}
          </Subtitle2>
          <Caption1 className={styles.saved} role="status">
            {saved ? 'Saved!' : ''}
          </Caption1>
        </div>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label="Next month"
          onClick={() => setMonth((current) => addMonths(current, 1))}
        />
      </div>
      <table className={styles.table} aria-label={`Vacation days, ${monthLabel(month)}`}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" className={styles.head}>
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]?.slot}>
              {week.map(({ slot, day }) => {
                if (day === null) return <td key={slot} className={styles.cell} />;
                const key = dayKey(month.year, month.month, day);
                const isOutlook = fromOutlook.has(key);
                const isSelected = isOutlook || selected.has(key);
                const holiday = holidays.get(key);
                return (
                  <td key={key} className={styles.cell}>
                    <button
                      type="button"
                      className={mergeClasses(
                        styles.day,
                        key === today && styles.today,
                        holiday !== undefined && styles.holiday,
                        isSelected && styles.selected,
                        isOutlook && styles.outlook,
                      )}
                      aria-pressed={isSelected}
                      aria-label={`${dayLabel(month, day)}${key === today ? ' (today)' : ''}${isOutlook ? ', away in Outlook' : ''}${holiday === undefined ? '' : `, public holiday: ${holiday}`}`}
                      title={holiday === undefined ? undefined : `Public holiday: ${holiday}`}
                      aria-current={key === today ? 'date' : undefined}
                      // Days from Outlook change in Outlook (the next sync), not here; on my calendar
                      // a public holiday is skipped anyway, so only a day picked before can be removed.
                      disabled={
                        !data.can_edit || isOutlook || (holiday !== undefined && !isSelected && !holidaysArePicked)
                      }
                      onClick={() => void toggle(key)}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {holidayPlace ? (
        <HolidayList
          place={holidayPlace}
          scope={holidaysArePicked ? 'team' : 'member'}
          month={month}
          holidays={holidays}
          state={holidayDays.isError ? 'error' : holidayDays.isPending ? 'loading' : 'ready'}
        />
      ) : null}
    </div>
  );
}
