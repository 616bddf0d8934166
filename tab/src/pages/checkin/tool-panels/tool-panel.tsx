/**
 * One connected tool in the check-in's 'Tasks & Activity' panel (spec part 3 §2.6): a heading
 * that shows and hides it, and when shown the tool's places (polled every 3 s), GitHub's issue or
 * pull-request choice, the search box (600 ms after the last key) and the results to link.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, SearchRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  type TToolDataAnswer,
  type TToolTask,
  WORK_TOOL_LIMITS,
  WORK_TOOL_MESSAGES,
} from '../../../../../shared/work-tools.ts';
import { ApiError } from '../../../api/api-error.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { TaskResults } from './task-results.tsx';
import { PANEL_TOOLS, type TGithubKind, type TPanelTool, toolDataQueryOptions } from './tool-calls.ts';
import { ToolSearch } from './tool-search.ts';

export const SERVICES_PATH = '/my/settings/services/';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  heading: { margin: 0 },
  toggle: { width: '100%', justifyContent: 'flex-start', fontWeight: tokens.fontWeightSemibold },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalM}`,
  },
  kinds: { display: 'flex', flexWrap: 'wrap' },
});

/** The panel's search, kept for as long as the panel is mounted (typing survives hiding it). */
function useToolSearch(tool: TPanelTool) {
  const [search] = useState(() => new ToolSearch({ tool }));
  const state = useSyncExternalStore(search.subscribe, search.getState, search.getState);
  useEffect(() => () => search.stop(), [search]);
  return { search, state };
}

export interface TToolPanelProps {
  tool: TPanelTool;
  /** Adds the Markdown link of a picked result to the selected answer; answers what to announce. */
  onPick(task: TToolTask): void;
  /** Whether the panel may link to the services page (not in the demo tour). */
  linksOut: boolean;
}

/** One tool's collapsible search. */
export function ToolPanel({ tool, onPick, linksOut }: TToolPanelProps) {
  const styles = useStyles();
  const spec = PANEL_TOOLS[tool];
  const id = `tool-panel-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const [kind, setKind] = useState<TGithubKind>('issue');
  const { search, state } = useToolSearch(tool);
  const data = useQuery(toolDataQueryOptions(tool, open));

  const choices = spec.choices === null ? [] : (data.data?.data[spec.choices] ?? []);
  const choice = choices.some((item) => item.id === chosen)
    ? chosen
    : spec.choiceOptional
      ? ''
      : (choices[0]?.id ?? '');

  useEffect(() => {
    search.setScope(choice, kind);
  }, [search, choice, kind]);

  useEffect(() => {
    if (!open) search.stop();
  }, [search, open]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && query.trim() !== '') search.setQuery(query);
  };

  const bodyId = `${id}-body`;
  const answer = data.data;
  const searchable =
    spec.choices === null || (answer?.ok === true && answer.connected && (spec.choiceOptional || choices.length > 0));
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h3 className={styles.heading} id={`${id}-heading`}>
        <Button
          className={styles.toggle}
          appearance="subtle"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {spec.name}
        </Button>
      </h3>
      {open ? (
        <div id={bodyId} className={styles.body}>
          <ToolPlaces
            toolName={spec.name}
            placesName={spec.placesName}
            linksOut={linksOut}
            loading={data.isPending && spec.choices !== null}
            error={data.data === undefined && data.error ? data.error : null}
            answer={data.data ?? null}
            hasChoices={spec.choices !== null}
          />
          {spec.choices !== null && choices.length > 0 ? (
            <Field label={spec.choiceLabel}>
              <Select value={choice} onChange={(_event, next) => setChosen(next.value)}>
                {spec.choiceOptional ? <option value="">All</option> : null}
                {choices.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          {tool === 'github' ? (
            <RadioGroup
              className={styles.kinds}
              layout="horizontal"
              aria-label="Search for"
              value={kind}
              onChange={(_event, next) => setKind(next.value === 'pr' ? 'pr' : 'issue')}
            >
              <Radio value="issue" label="Issues" />
              <Radio value="pr" label="Pull requests" />
            </RadioGroup>
          ) : null}
          {searchable ? (
            <>
              <Field label={spec.searchLabel}>
                <Input
                  type="search"
                  contentBefore={<SearchRegular aria-hidden />}
                  value={query}
                  maxLength={WORK_TOOL_LIMITS.maxQueryLength}
                  onChange={(_event, next) => {
                    setQuery(next.value);
                    search.setQuery(next.value);
                  }}
                />
              </Field>
              <div aria-live="polite">
                <TaskResults id={id} toolName={spec.name} state={state} onPick={onPick} />
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

interface TToolPlacesProps {
  toolName: string;
  placesName: string;
  linksOut: boolean;
  loading: boolean;
  error: Error | null;
  answer: TToolDataAnswer | null;
  hasChoices: boolean;
}

/** What stands above the search while the tool's places load, fail, or when the connection expired. */
function ToolPlaces({ toolName, placesName, linksOut, loading, error, answer, hasChoices }: TToolPlacesProps) {
  if (!hasChoices) return null;
  if (loading) return <Spinner size="tiny" label={`Loading your ${toolName} ${placesName}...`} labelPosition="after" />;
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {error instanceof ApiError ? error.message : WORK_TOOL_MESSAGES.toolUnavailable}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (answer === null) return null;
  if (!answer.connected) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {WORK_TOOL_MESSAGES.reconnect}{' '}
          {linksOut ? (
            <AppLink to={SERVICES_PATH} inline>
              {WORK_TOOL_MESSAGES.connectYourTool}
            </AppLink>
          ) : null}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!answer.ok) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{answer.error ?? WORK_TOOL_MESSAGES.toolUnavailable}</MessageBarBody>
      </MessageBar>
    );
  }
  const empty = Object.values(answer.data).every((list) => list === undefined || list.length === 0);
  return empty ? (
    <MessageBar intent="info">
      <MessageBarBody>
        Your {toolName} account has no {placesName} to search in yet.
      </MessageBarBody>
    </MessageBar>
  ) : null;
}
