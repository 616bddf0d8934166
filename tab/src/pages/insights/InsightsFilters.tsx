/**
 * The filter panel (spec part 2 §2.5): date range, reports, members, status, keywords and Reset.
 * Every control changes the URL's search; the counts come from the last answer's facets.
 */
import { Button, Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import {
  INSIGHTS_DATE_RANGE_KEYS,
  INSIGHTS_DATE_RANGES,
  INSIGHTS_LIMITS,
  INSIGHTS_MESSAGES,
  INSIGHTS_STATES,
  type TInsightsResult,
  type TInsightsSearch,
  type TInsightsState,
} from '../../../../shared/insights.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { FacetMultiSelect } from './FacetMultiSelect.tsx';
import { stateCount } from './insights-format.ts';
import type { TNavigation } from './use-insights-url.ts';
import type { TKeywordDraft } from './use-keyword-draft.ts';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    alignItems: 'end',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  keywords: { gridColumn: '1 / -1' },
  control: { minWidth: 0 },
  stretch: { width: '100%', minWidth: 0 },
  reset: { justifySelf: 'start' },
});

export interface TInsightsFiltersProps {
  search: TInsightsSearch;
  facets: TInsightsResult['facets'];
  keyword: TKeywordDraft;
  /** Whether Reset has anything to clear. */
  canReset: boolean;
  change(change: Partial<Omit<TInsightsSearch, 'page'>>, how: TNavigation): void;
  reset(): void;
}

const ALL_STATUSES = '';

export function InsightsFilters({ search, facets, keyword, canReset, change, reset }: TInsightsFiltersProps) {
  const styles = useStyles();
  const rangeLabel = INSIGHTS_DATE_RANGES[search.range].label;
  const stateText = (state: TInsightsState) => `${state} (${stateCount(facets.states, state)})`;
  return (
    <div className={styles.panel}>
      <Field label="Search" className={styles.keywords}>
        <SearchBox
          className={styles.stretch}
          placeholder={INSIGHTS_MESSAGES.searchPlaceholder}
          value={keyword.draft}
          maxLength={INSIGHTS_LIMITS.maxQueryLength}
          onChange={(_, data) => keyword.type(data.value)}
          onBlur={keyword.endBurst}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              keyword.submit();
            }
          }}
        />
      </Field>
      <Field label="Date range" className={styles.control}>
        <Dropdown
          className={styles.stretch}
          value={rangeLabel}
          selectedOptions={[search.range]}
          onOptionSelect={(_, data) => {
            const range = INSIGHTS_DATE_RANGE_KEYS.find((key) => key === data.optionValue);
            if (range && range !== search.range) change({ range }, { replace: false });
          }}
        >
          {INSIGHTS_DATE_RANGE_KEYS.map((key) => (
            <Option key={key} value={key}>
              {INSIGHTS_DATE_RANGES[key].label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <FacetMultiSelect
        className={styles.control}
        label="Reports"
        placeholder="All reports"
        options={facets.reports}
        selected={search.reports}
        max={INSIGHTS_LIMITS.maxReports}
        tooMany={INSIGHTS_MESSAGES.tooManyReports}
        noun={{ one: 'report', many: 'reports' }}
        onChange={(reports, how) => change({ reports }, how)}
      />
      <FacetMultiSelect
        className={styles.control}
        label="Members"
        placeholder="All members"
        options={facets.members}
        selected={search.members}
        max={INSIGHTS_LIMITS.maxMembers}
        tooMany={INSIGHTS_MESSAGES.tooManyMembers}
        noun={{ one: 'member', many: 'members' }}
        onChange={(members, how) => change({ members }, how)}
      />
      <Field label="Status" className={styles.control}>
        <Dropdown
          className={styles.stretch}
          value={search.state === null ? INSIGHTS_MESSAGES.allStatuses : stateText(search.state)}
          selectedOptions={[search.state ?? ALL_STATUSES]}
          onOptionSelect={(_, data) => {
            const state = INSIGHTS_STATES.find((candidate) => candidate === data.optionValue) ?? null;
            if (state !== search.state) change({ state }, { replace: false });
          }}
        >
          <Option value={ALL_STATUSES} text={INSIGHTS_MESSAGES.allStatuses}>
            {INSIGHTS_MESSAGES.allStatuses}
          </Option>
          {INSIGHTS_STATES.map((state) => (
            <Option key={state} value={state} text={state}>
              {stateText(state)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Button className={styles.reset} icon={<ArrowResetRegular />} disabledFocusable={!canReset} onClick={reset}>
        Reset
      </Button>
    </div>
  );
}
