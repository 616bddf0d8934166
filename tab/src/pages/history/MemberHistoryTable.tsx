import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissRegular } from '@fluentui/react-icons';
import type { TMemberHistory } from '../../../../shared/history.ts';
import { useStackedTableStyles } from '../../components/stacked-table-styles.ts';
import { HistoryLink } from './HistoryLink.tsx';
import { MARK_TEXT, memberColumns, memberMark, memberTotals, newestFirst, type TMark } from './history-format.ts';
import { useNarrowTableStyles } from './narrow-table-styles.ts';

const useStyles = makeStyles({
  mark: { position: 'relative', display: 'inline-flex', alignItems: 'center', fontSize: '20px', lineHeight: 1 },
  yes: { color: tokens.colorPaletteGreenForeground1 },
  // A blocker that happened is a warning, not a success.
  yesBlocked: { color: tokens.colorPaletteRedForeground1 },
  no: { color: tokens.colorNeutralForeground3 },
  dash: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  totals: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** A tick, a cross or an em dash, read (and shown on hover) as Yes, No, Vacation or Not sent. */
function Mark({ mark, warning }: { mark: TMark; warning: boolean }) {
  const styles = useStyles();
  const text = MARK_TEXT[mark];
  let icon = <span className={styles.dash}>—</span>;
  if (mark === 'yes') icon = <CheckmarkCircleFilled className={warning ? styles.yesBlocked : styles.yes} />;
  if (mark === 'no') icon = <DismissRegular className={styles.no} />;
  return (
    <span className={styles.mark} title={text}>
      <span aria-hidden="true">{icon}</span>
      <span className={styles.hidden}>{text}</span>
    </span>
  );
}

/**
 * A member's runs (spec part 3 §2.5), newest first: a tick or cross per date for participation,
 * and goals and blockers with goal tracking, each date linking to that run's dashboard; vacation
 * and days not sent show a dash. The totals follow.
 */
export function MemberHistoryTable({ history }: { history: TMemberHistory }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const narrow = useNarrowTableStyles();
  const columns = memberColumns(history.goal_tracking_enabled);
  return (
    <>
      <Table className={stacked.table} aria-label="Check-ins in the last 30 days">
        <TableHeader className={stacked.header}>
          <TableRow>
            <TableHeaderCell className={narrow.date}>Date</TableHeaderCell>
            {columns.map((column) => (
              <TableHeaderCell key={column.key}>{column.name}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={stacked.body}>
          {newestFirst(history.rows).map((row) => (
            <TableRow key={row.report_date} className={columns.length > 1 ? narrow.rowThree : narrow.rowOne}>
              <TableCell className={narrow.dateCell}>
                <HistoryLink to={row.date_link}>{row.long_human_date}</HistoryLink>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key}>
                  <span className={narrow.label}>{column.name}</span>
                  <Mark mark={memberMark(row, column.key)} warning={column.key === 'blockers'} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className={styles.totals} aria-label="Totals">
        {memberTotals(history.totals, history.goal_tracking_enabled).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
