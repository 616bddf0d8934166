/**
 * Keeps a chart that cannot be drawn from taking the page down (spec part 2 §8: 'Unable to render
 * stats.' as fallback when the chart fails); the hits below stay.
 */
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { INSIGHTS_MESSAGES } from '../../../../shared/insights.ts';

const useStyles = makeStyles({
  failed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, margin: 0 },
});

export function StatsFailed() {
  const styles = useStyles();
  return (
    <Body1 as="p" role="status" className={styles.failed}>
      <ErrorCircleRegular aria-hidden="true" />
      {INSIGHTS_MESSAGES.statsFailed}
    </Body1>
  );
}

interface TStatsErrorBoundaryProps {
  /** Changes with the data drawn; new data gets a new try. */
  dataKey: string;
  children: ReactNode;
}

interface TStatsErrorBoundaryState {
  dataKey: string;
  failed: boolean;
}

/** Draws 'Unable to render stats.' in place of a chart that threw while drawing. */
export class StatsErrorBoundary extends Component<TStatsErrorBoundaryProps, TStatsErrorBoundaryState> {
  override state: TStatsErrorBoundaryState = { dataKey: this.props.dataKey, failed: false };

  static getDerivedStateFromProps(
    props: TStatsErrorBoundaryProps,
    state: TStatsErrorBoundaryState,
  ): Partial<TStatsErrorBoundaryState> | null {
    return props.dataKey === state.dataKey ? null : { dataKey: props.dataKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<TStatsErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The insights chart could not be drawn', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <StatsFailed /> : this.props.children;
  }
}
