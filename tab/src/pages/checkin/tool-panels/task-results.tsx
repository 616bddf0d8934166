/**
 * What a tool search found (spec part 3 §2.6): each result's title is a button that links it into
 * the answer (click or Enter), with its project, repo or state under it and a link that opens it
 * in the tool in a new tab. The searching, empty and refused states say so in the panel.
 */
import {
  Button,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { TToolTask } from '../../../../../shared/work-tools.ts';
import { safeTaskUrl } from './task-link.ts';
import type { TToolSearchState } from './tool-search.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  pick: {
    flexGrow: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    textAlign: 'start',
    height: 'auto',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  pickText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, overflowWrap: 'anywhere' },
  open: { flexShrink: 0, padding: tokens.spacingVerticalXS },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export interface TTaskResultsProps {
  /** Ids prefix of this panel. */
  id: string;
  toolName: string;
  state: TToolSearchState;
  onPick(task: TToolTask): void;
}

/** The results of one panel's search, or what stands in their place. */
export function TaskResults({ id, toolName, state, onPick }: TTaskResultsProps) {
  const styles = useStyles();
  if (state.status === 'idle') {
    return (
      <Caption1 as="p" className={styles.muted}>
        Type to search {toolName}, then pick a result to link it in your answer.
      </Caption1>
    );
  }
  if (state.status === 'loading')
    return <Spinner size="tiny" label={`Searching ${toolName}...`} labelPosition="after" />;
  if (state.status === 'invalid' || state.status === 'failed') {
    return (
      <MessageBar intent={state.status === 'invalid' ? 'warning' : 'error'}>
        <MessageBarBody>{state.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (state.tasks.length === 0) {
    return (
      <Caption1 as="p" className={styles.muted}>
        Nothing in {toolName} matches "{state.query}".
      </Caption1>
    );
  }
  const hintId = `${id}-results-hint`;
  return (
    <>
      <Caption1 as="p" id={hintId} className={styles.muted}>
        {state.tasks.length === 1 ? '1 result' : `${state.tasks.length} results`}. Choose one to add its link to your
        answer.
      </Caption1>
      <ul className={styles.list} aria-label={`${toolName} results`}>
        {state.tasks.map((task) => {
          const href = safeTaskUrl(task.url);
          return (
            <li key={task.id} className={styles.item}>
              <Button
                className={styles.pick}
                appearance="subtle"
                aria-describedby={hintId}
                onClick={() => onPick(task)}
              >
                <span className={styles.pickText}>
                  <span className={styles.title}>{task.title || task.url}</span>
                  {task.detail ? <span className={styles.detail}>{task.detail}</span> : null}
                </span>
              </Button>
              {href === null ? null : (
                <Link
                  className={styles.open}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open ${task.title || 'this result'} in ${toolName} (new tab)`}
                >
                  <OpenRegular aria-hidden />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
