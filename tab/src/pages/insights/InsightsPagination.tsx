/**
 * The line under the hits (spec part 2 §2.5): 'Showing X to Y of Z results' with Previous, Next and
 * Export, and what became of an export. Previous and Next stay focusable at either end so a
 * keyboard user paging through never loses their place. The page keys it by the search's filters,
 * so what an export said is forgotten when the search changes.
 */
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { TInsightsResult, TInsightsSearch } from '../../../../shared/insights.ts';
import { ExportNote, InsightsExportButton } from './InsightsExportMenu.tsx';
import { hasNextPage, showingText } from './insights-format.ts';
import { useInsightsExport } from './insights-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  showing: { margin: 0 },
});

export interface TInsightsPaginationProps {
  result: Pick<TInsightsResult, 'from' | 'to' | 'total'>;
  search: TInsightsSearch;
  goToPage(page: number): void;
}

export function InsightsPagination({ result, search, goToPage }: TInsightsPaginationProps) {
  const styles = useStyles();
  const exporting = useInsightsExport();
  const first = search.page <= 1;
  const last = !hasNextPage(search.page, result.total);
  return (
    <nav className={styles.root} aria-label="Pages of results">
      <div className={styles.bar}>
        <Body1 as="p" className={styles.showing} aria-live="polite">
          {showingText(result)}
        </Body1>
        <div className={styles.buttons}>
          <Button icon={<ChevronLeftRegular />} disabledFocusable={first} onClick={() => goToPage(search.page - 1)}>
            Previous
          </Button>
          <Button
            icon={<ChevronRightRegular />}
            iconPosition="after"
            disabledFocusable={last}
            onClick={() => goToPage(search.page + 1)}
          >
            Next
          </Button>
          <InsightsExportButton search={search} exporting={exporting} />
        </div>
      </div>
      <div role="status">
        <ExportNote state={exporting} />
      </div>
    </nav>
  );
}
