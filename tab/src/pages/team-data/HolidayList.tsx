import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { THolidayPlace } from '../../../../shared/holidays.ts';
import { dayLabel, type TMonth } from './calendar-days.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // The same marigold dot as the day on the calendar.
  marker: {
    flexShrink: 0,
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    backgroundColor: tokens.colorPaletteMarigoldBorderActive,
  },
  note: { color: tokens.colorNeutralForeground2 },
});

export interface THolidayListProps {
  place: THolidayPlace;
  month: TMonth;
  /** Day (YYYY-MM-DD) -> holiday name, for the month's year. */
  holidays: ReadonlyMap<string, string>;
  state: 'loading' | 'error' | 'ready';
  /** Under the team's calendar or a member's own: who is not asked on the holidays differs. */
  scope: 'team' | 'member';
}

/**
 * The month's public holidays under the vacation calendar, by name, with the marker their days
 * carry: the calendar's days say it only in their accessible names and tooltips.
 */
export function HolidayList({ place, month, holidays, state, scope }: THolidayListProps) {
  const styles = useStyles();
  const prefix = `${month.year}-${String(month.month).padStart(2, '0')}-`;
  const days = [...holidays].filter(([day]) => day.startsWith(prefix));
  let body: ReactNode;
  if (state === 'loading') body = <Caption1 className={styles.note}>Loading...</Caption1>;
  else if (state === 'error')
    body = (
      <Caption1 className={styles.note}>
        The public holidays could not be loaded. Reload the page to try again.
      </Caption1>
    );
  else if (days.length === 0)
    body = <Caption1 className={styles.note}>No public holidays in {place.label} this month.</Caption1>;
  else
    body = (
      <ul className={styles.list} aria-label={`Public holidays in ${place.label}`}>
        {days.map(([day, name]) => (
          <li key={day} className={styles.item}>
            <span className={styles.marker} aria-hidden="true" />
            <Caption1>
              {dayLabel(month, Number(day.slice(8, 10)))}: {name}
            </Caption1>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.root}>
      <Caption1 className={styles.note}>
        {scope === 'team'
          ? `Public holidays of ${place.label}: members who follow the team's public holidays are not asked on them. Members who chose another country are still asked, unless the day is also a team vacation day.`
          : `Public holidays of ${place.label} are skipped: nobody is asked on them.`}
      </Caption1>
      {body}
    </div>
  );
}
