/**
 * Keeps a crash of the editor inside the editor (spec part 3 §8): the page, its questions and the
 * answers already saved stay usable, and the message says how to get the editor back.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CHECKIN_MESSAGES } from '../../../../shared/checkins.ts';

interface TEditorErrorBoundaryProps {
  children: ReactNode;
}

interface TEditorErrorBoundaryState {
  crashed: boolean;
}

/** Draws 'Oh no! The editor crashed' with a Reload button in place of a crashed editor. */
export class EditorErrorBoundary extends Component<TEditorErrorBoundaryProps, TEditorErrorBoundaryState> {
  override state: TEditorErrorBoundaryState = { crashed: false };

  static getDerivedStateFromError(): TEditorErrorBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The check-in editor crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return (
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{CHECKIN_MESSAGES.editorCrashedTitle}</MessageBarTitle>
          {CHECKIN_MESSAGES.editorCrashedText}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
}
