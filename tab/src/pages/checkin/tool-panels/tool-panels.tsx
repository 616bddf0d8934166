/**
 * The 'Tasks & Activity' content of the check-in's right panel (spec part 3 §2.6): one panel per
 * connected tool, the link to connect another, and a crash of any of it kept inside the panel
 * (part 3 §8). A picked result becomes a Markdown link in the selected answer.
 */
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { TCheckinContext } from '../../../../../shared/checkins.ts';
import { type TToolTask, WORK_TOOL_MESSAGES } from '../../../../../shared/work-tools.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { taskMarkdownLink } from './task-link.ts';
import { connectedPanelTools, PANEL_TOOLS } from './tool-calls.ts';
import { SERVICES_PATH, ToolPanel } from './tool-panel.tsx';
import { ToolPanelsBoundary } from './tool-panels-boundary.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { margin: 0 },
  status: { margin: 0, color: tokens.colorNeutralForeground2 },
  refused: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export const NO_TOOL_CONNECTED =
  'No tool is connected yet. Connect Jira, GitHub, Trello, Asana or another tool to add your tasks and activity to your answers.';
export const UNSAFE_LINK = 'This result has no web address, so it cannot be linked in your answer.';

export interface TToolPanelsProps {
  context: TCheckinContext;
  /** Adds Markdown to the selected answer at the caret (or at the end) through the editor. */
  onInsertLink(markdown: string): void;
  /** Whether links may leave the check-in (not in the demo tour). */
  linksOut: boolean;
}

/** The connected tools' panels with the 'Connect your tool' link, inside their error boundary. */
export function ToolPanels(props: TToolPanelsProps) {
  return (
    <ToolPanelsBoundary>
      <ToolPanelList {...props} />
    </ToolPanelsBoundary>
  );
}

function ToolPanelList({ context, onInsertLink, linksOut }: TToolPanelsProps) {
  const styles = useStyles();
  const tools = connectedPanelTools(context);
  const [notice, setNotice] = useState<{ text: string; refused: boolean } | null>(null);

  const pick = (tool: keyof typeof PANEL_TOOLS, task: TToolTask) => {
    const link = taskMarkdownLink(task);
    if (link === null) {
      setNotice({ text: UNSAFE_LINK, refused: true });
      return;
    }
    onInsertLink(link);
    setNotice({
      text: `Linked "${task.title || task.url}" from ${PANEL_TOOLS[tool].name} in your answer.`,
      refused: false,
    });
  };

  return (
    <div className={styles.root}>
      {tools.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {NO_TOOL_CONNECTED}
        </Body1>
      ) : (
        <>
          <Caption1 as="p" role="status" className={notice?.refused ? styles.refused : styles.status}>
            {notice?.text ?? 'Search a tool and pick a result to link it in the selected answer.'}
          </Caption1>
          {tools.map((tool) => (
            <ToolPanel key={tool} tool={tool} linksOut={linksOut} onPick={(task) => pick(tool, task)} />
          ))}
        </>
      )}
      {linksOut ? <AppLink to={SERVICES_PATH}>{WORK_TOOL_MESSAGES.connectYourTool}</AppLink> : null}
    </div>
  );
}
