import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { THistoryRow } from '../../../../shared/history.ts';
import { useStackedTableStyles } from '../../components/stacked-table-styles.ts';
import { HistoryLink } from './HistoryLink.tsx';
import { areaSeries, newestFirst, seriesCell } from './history-format.ts';
import { useNarrowTableStyles } from './narrow-table-styles.ts';

const useStyles = makeStyles({
  number: { fontVariantNumeric: 'tabular-nums' },
  open: { marginLeft: '8px' },
});

/**
 * The runs of the report history (spec part 3 §2.4), newest first: each date links to that run's
 * dashboard (a run still collecting answers is marked Open), and each value reads
 * 'percent% (count/links_count)'. Goals and blockers only show when
 * the report tracks goals. It carries the chart's numbers for screen readers.
 */
export function HistoryTable({ rows, withGoals }: { rows: readonly THistoryRow[]; withGoals: boolean }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const narrow = useNarrowTableStyles();
  const series = areaSeries(withGoals);
  return (
    <Table className={stacked.table} aria-label="Runs in the last 30 days">
      <TableHeader className={stacked.header}>
        <TableRow>
          <TableHeaderCell className={narrow.date}>Date</TableHeaderCell>
          {series.map((line) => (
            <TableHeaderCell key={line.key}>{line.name}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={stacked.body}>
        {newestFirst(rows).map((row) => (
          <TableRow key={row.report_date} className={series.length > 1 ? narrow.rowThree : narrow.rowOne}>
            <TableCell className={narrow.dateCell}>
              <HistoryLink to={row.date_link}>{row.long_human_date}</HistoryLink>
              {row.in_progress ? (
                <Badge appearance="tint" color="informative" className={styles.open}>
                  Open
                </Badge>
              ) : null}
            </TableCell>
            {series.map((line) => (
              <TableCell key={line.key} className={styles.number}>
                <span className={narrow.label}>{line.name}</span>
                {seriesCell(row, line)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
