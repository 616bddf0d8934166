/**
 * Keeps a crash of the tool panels inside the 'Tasks & Activity' panel (spec part 3 §8, 'Tasks
 * sidebar crash'): the editor and the answers typed so far stay usable, and the message says to
 * save the drafts and reload.
 */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { WORK_TOOL_MESSAGES } from '../../../../../shared/work-tools.ts';

interface TToolPanelsBoundaryProps {
  children: ReactNode;
}

interface TToolPanelsBoundaryState {
  crashed: boolean;
}

/** Draws 'Oh no! Something went wrong' in place of crashed tool panels. */
export class ToolPanelsBoundary extends Component<TToolPanelsBoundaryProps, TToolPanelsBoundaryState> {
  override state: TToolPanelsBoundaryState = { crashed: false };

  static getDerivedStateFromError(): TToolPanelsBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The check-in tool panels crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return <ToolPanelsCrashed />;
  }
}

/** The message of crashed tool panels. */
export function ToolPanelsCrashed() {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{WORK_TOOL_MESSAGES.panelCrashTitle}</MessageBarTitle>
        {WORK_TOOL_MESSAGES.panelCrash}
      </MessageBarBody>
    </MessageBar>
  );
}
