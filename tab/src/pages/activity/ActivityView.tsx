/**
 * The team activity page as drawn from one answer (spec part 3 §2.11): the filters bar, the items
 * under date headers of the viewer's days (the zone written beside them), Previous/Next with
 * 'Page X of Y', the two empty texts, and the plan lock (LIMIT_TEAM_ACTIVITY) over all of it.
 */
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Title2,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, PulseRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { ACTIVITY_MESSAGES, type TActivityContext, type TActivityQuery } from '../../../../shared/activity.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { pageColumn } from '../../components/page-column.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { ActivityItemRow } from './ActivityItemRow.tsx';
import { emptyKind, groupByDay } from './activity-format.ts';

const useStyles = makeStyles({
  page: pageColumn('960px'),
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  dayTitle: { margin: 0, ...typographyStyles.subtitle2 },
  items: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} 0`,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  days: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  stale: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
});

export interface TActivityViewProps {
  title: string;
  query: TActivityQuery;
  context: TActivityContext;
  /** A newer answer is on its way; the one on screen is the previous filters'. */
  loading: boolean;
  /** Why the newest filters could not load, when they could not (the previous answer stays). */
  problem: string | null;
  change(next: Partial<TActivityQuery>): void;
  goToPage(page: number): void;
  reset(): void;
}

function EmptyFeed({ kind }: { kind: 'team' | 'filtered' }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <PulseRegular className={styles.emptyIcon} aria-hidden="true" />
      <Body1 as="p" className={styles.muted}>
        {kind === 'team' ? ACTIVITY_MESSAGES.emptyTeam : ACTIVITY_MESSAGES.emptyFiltered}
      </Body1>
      {kind === 'team' ? (
        <Caption1 as="p" className={styles.muted}>
          Check-ins appear here as members answer, and work-tool events once your team connects its tools.
        </Caption1>
      ) : null}
    </div>
  );
}

export function ActivityView({ title, query, context, loading, problem, change, goToPage, reset }: TActivityViewProps) {
  const styles = useStyles();
  const feedId = useId();
  const days = groupByDay(context.items, context.timezone);
  const empty = emptyKind(context);
  const { page } = context;
  return (
    <div className={styles.page}>
      <div className={styles.titles}>
        <Title2 as="h1" className={styles.heading}>
          {title}
        </Title2>
        <Body1 as="p" className={styles.muted}>
          {context.team_name} · days and times in your time zone ({context.timezone})
        </Body1>
      </div>
      <LockedFeature locked={context.locked} message={ACTIVITY_MESSAGES.locked}>
        <div className={styles.stack}>
          <section className={styles.card} aria-label="Filters">
            <ActivityFilters query={query} context={context} change={change} reset={reset} />
          </section>
          {problem === null ? null : (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          )}
          <section className={styles.card} aria-labelledby={feedId} aria-busy={loading}>
            <div className={styles.pager}>
              <h2 id={feedId} className={styles.dayTitle}>
                Activity
              </h2>
              {loading ? <Spinner size="tiny" label="Loading..." /> : null}
            </div>
            <div className={mergeClasses(styles.days, loading && styles.stale)}>
              {empty === null ? (
                days.map((day) => (
                  <section key={day.key} className={styles.day} aria-label={day.label}>
                    <h3 className={styles.dayTitle}>{day.label}</h3>
                    <ul className={styles.items}>
                      {day.items.map((item) => (
                        <ActivityItemRow key={item.id} item={item} timeZone={context.timezone} />
                      ))}
                    </ul>
                  </section>
                ))
              ) : (
                <EmptyFeed kind={context.locked ? 'team' : empty} />
              )}
            </div>
            {page.num_pages > 1 ? (
              <nav className={styles.pager} aria-label="Pages of activity">
                <Body1 as="p" className={styles.muted} aria-live="polite">
                  Page {page.number} of {page.num_pages}
                </Body1>
                <div className={styles.buttons}>
                  <Button
                    icon={<ChevronLeftRegular />}
                    disabledFocusable={!page.has_previous}
                    onClick={() => goToPage(page.number - 1)}
                  >
                    Previous
                  </Button>
                  <Button
                    icon={<ChevronRightRegular />}
                    iconPosition="after"
                    disabledFocusable={!page.has_next}
                    onClick={() => goToPage(page.number + 1)}
                  >
                    Next
                  </Button>
                </div>
              </nav>
            ) : null}
          </section>
        </div>
      </LockedFeature>
    </div>
  );
}
