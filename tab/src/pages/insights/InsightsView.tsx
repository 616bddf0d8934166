/**
 * The insights page as drawn from one answer (spec part 2 §2.5): the banner, the filter panel
 * (locked under LIMIT_SEARCH_INSIGHTS), the window searched, the stats and chart, the hits and the
 * pagination with Export. The container (InsightsPage) decides which answer and which failure.
 */
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Title2,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { type ReactNode, type Ref, useId } from 'react';
import { INSIGHTS_MESSAGES, type TInsightsResult, type TInsightsSearch } from '../../../../shared/insights.ts';
import { historyWindowNote } from '../../../../shared/plan-limits.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { pageColumn } from '../../components/page-column.ts';
import { SeePlansOrAsk } from '../../components/SeePlansOrAsk.tsx';
import { InsightsBanner } from './InsightsBanner.tsx';
import { InsightsEmpty } from './InsightsEmpty.tsx';
import { InsightsFilters, type TInsightsFiltersProps } from './InsightsFilters.tsx';
import { InsightsHitCard } from './InsightsHitCard.tsx';
import { InsightsPagination } from './InsightsPagination.tsx';
import { InsightsStats } from './InsightsStats.tsx';
import { pageInsteadOf, windowText } from './insights-format.ts';
import { searchQueryString } from './insights-url.ts';

const useStyles = makeStyles({
  page: pageColumn('1200px'),
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  cardTitle: { margin: 0, ...typographyStyles.subtitle2 },
  resultsHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    scrollMarginTop: tokens.spacingVerticalXXXL,
  },
  hits: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  stale: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
});

/** What went wrong with the search the URL asks for, when something did. */
export type TSearchProblem =
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string; retrying: boolean; retry(): void };

export interface TInsightsViewProps {
  title: string;
  /** The search the filters show (the URL's). */
  search: TInsightsSearch;
  /** The answer on screen: the search's, the one before it while it loads, or null before any. */
  result: TInsightsResult | null;
  /** A newer search is on its way; the answer on screen is the previous one. */
  loading: boolean;
  problem: TSearchProblem | null;
  /** The plan locks search and filters (LIMIT_SEARCH_INSIGHTS). */
  locked: boolean;
  /** The viewer's time zone ('default' when they follow each report's). */
  timeZone: string | null;
  /** The plan's history window in days, when it has one. */
  planDays: number | null;
  filters: Omit<TInsightsFiltersProps, 'search' | 'facets'>;
  goToPage(page: number): void;
  resultsHeadingRef?: Ref<HTMLHeadingElement>;
}

const NO_FACETS: TInsightsResult['facets'] = { states: [], reports: [], members: [] };

function Card({
  title,
  children,
  headingRef,
  aside,
}: {
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  aside?: ReactNode;
}) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.resultsHead}>
        <h2 id={headingId} ref={headingRef} className={styles.cardTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** 'Entries from Nov 11 – Nov 24, 2026, your time zone (Europe/Berlin).' and the plan's note when it clipped them. */
function WindowNote({
  result,
  timeZone,
  planDays,
}: Pick<TInsightsViewProps, 'timeZone' | 'planDays'> & { result: TInsightsResult }) {
  const styles = useStyles();
  const { window } = result;
  return (
    <Body1 as="p" className={styles.muted}>
      {windowText(window, timeZone)}
      {window.clipped_by_plan ? (
        <>
          {' '}
          {planDays === null ? 'Your plan shows a shorter history.' : `${historyWindowNote(planDays)}.`}{' '}
          <SeePlansOrAsk inline />
        </>
      ) : null}
    </Body1>
  );
}

function Problem({ problem }: { problem: TSearchProblem }) {
  if (problem.kind === 'refused') {
    return (
      <MessageBar intent="warning" layout="multiline" role="alert">
        <MessageBarBody>
          <MessageBarTitle>This search could not run.</MessageBarTitle>
          {problem.message}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>The search could not load.</MessageBarTitle>
        {problem.message}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" disabled={problem.retrying} onClick={problem.retry}>
          {problem.retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

function Results(props: TInsightsViewProps & { result: TInsightsResult }) {
  const styles = useStyles();
  const { result, search, loading } = props;
  // Locked: the list is the default search's, whatever the URL asked.
  const shownSearch = props.locked ? result.search : search;
  const pastTheEnd = pageInsteadOf(result, result.search.page) !== null;
  return (
    <>
      <Card title="Stats">
        <InsightsStats result={result} />
      </Card>
      <Card
        title="Entries"
        headingRef={props.resultsHeadingRef}
        aside={loading ? <Spinner size="tiny" label="Searching..." /> : null}
      >
        <WindowNote result={result} timeZone={props.timeZone} planDays={props.planDays} />
        <div aria-busy={loading} className={loading ? styles.stale : undefined}>
          {result.hits.length > 0 ? (
            <ul className={styles.hits} aria-label="Entries found">
              {result.hits.map((hit) => (
                <li key={hit.id}>
                  <InsightsHitCard hit={hit} />
                </li>
              ))}
            </ul>
          ) : pastTheEnd ? (
            // The page moves itself to the last page (InsightsPage); there are entries, just not here.
            <Spinner size="small" label="Going to the last page..." />
          ) : (
            <InsightsEmpty canReset={props.filters.canReset} />
          )}
        </div>
        {result.total === 0 || pastTheEnd ? null : (
          <InsightsPagination
            key={searchQueryString({ ...shownSearch, page: 1 })}
            result={result}
            search={shownSearch}
            goToPage={props.goToPage}
          />
        )}
      </Card>
    </>
  );
}

export function InsightsView(props: TInsightsViewProps) {
  const styles = useStyles();
  const { result, problem, locked } = props;
  return (
    <div className={styles.page}>
      <header className={styles.titles}>
        <Title2 as="h1" className={styles.heading}>
          {props.title}
        </Title2>
        <Body1 as="p" className={styles.muted}>
          Find what your team wrote in their check-ins: who was blocked, what shipped, who was away.
        </Body1>
      </header>
      <InsightsBanner />
      <Card title="Filters">
        <LockedFeature locked={locked} message={INSIGHTS_MESSAGES.locked}>
          <InsightsFilters {...props.filters} search={props.search} facets={result?.facets ?? NO_FACETS} />
        </LockedFeature>
      </Card>
      {problem === null ? null : <Problem problem={problem} />}
      {result === null || problem !== null ? null : <Results {...props} result={result} />}
    </div>
  );
}
