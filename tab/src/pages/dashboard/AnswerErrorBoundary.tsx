/**
 * Keeps one answer that cannot be drawn from taking the dashboard down (spec part 3 §2.7 'Read-only
 * rich text that cannot render shows ...'): the other answers and cards stay.
 */
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DASHBOARD_MESSAGES } from '../../../../shared/dashboard.ts';

const useStyles = makeStyles({
  failed: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorPaletteRedForeground1,
  },
});

function RenderFailed() {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.failed}>
      <ErrorCircleRegular aria-hidden="true" />
      {DASHBOARD_MESSAGES.renderFailed}
    </Body1>
  );
}

interface TAnswerErrorBoundaryProps {
  /** The answer drawn inside; a new answer gets a new try. */
  answer: string;
  children: ReactNode;
}

interface TAnswerErrorBoundaryState {
  answer: string;
  failed: boolean;
}

/** Draws 'We had trouble rendering this response' in place of an answer that threw while drawing. */
export class AnswerErrorBoundary extends Component<TAnswerErrorBoundaryProps, TAnswerErrorBoundaryState> {
  override state: TAnswerErrorBoundaryState = { answer: this.props.answer, failed: false };

  static getDerivedStateFromProps(
    props: TAnswerErrorBoundaryProps,
    state: TAnswerErrorBoundaryState,
  ): Partial<TAnswerErrorBoundaryState> | null {
    return props.answer === state.answer ? null : { answer: props.answer, failed: false };
  }

  static getDerivedStateFromError(): Partial<TAnswerErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A dashboard answer could not be drawn', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderFailed /> : this.props.children;
  }
}
