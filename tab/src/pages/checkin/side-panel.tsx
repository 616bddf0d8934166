/**
 * The collapsible right panel (spec part 3 §2.6): the member's previous response to the selected
 * question, and 'Tasks & Activity', which leads to connecting a tool (none can be connected yet,
 * and the panel says so rather than offering searches that cannot answer).
 */
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { TCheckinContext, TCheckinQuestion } from '../../../../shared/checkins.ts';
import { isPlannedHref } from '../../app/page-availability.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { useLinksOutOfCheckin } from './checkin-calls.ts';
import { AnswerPreview } from './lazy-answer-preview.tsx';

const SERVICES_PATH = '/my/settings/services/';
/** 'Connect your tool' shows once the services page exists: until then it would open a placeholder. */
const SERVICES_PAGE_BUILT = !isPlannedHref(SERVICES_PATH);

/** The tools of the context's is_*_connected flags, by their names. */
const TOOL_NAMES = {
  is_asana_connected: 'Asana',
  is_clubhouse_connected: 'Clubhouse',
  is_azuredevops_connected: 'Azure DevOps',
  is_jira_connected: 'Jira',
  is_trello_connected: 'Trello',
  is_github_connected: 'GitHub',
  is_planner_connected: 'Planner',
} as const satisfies Partial<Record<keyof TCheckinContext, string>>;

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  text: { margin: 0 },
});

/** Which tools the context says are connected, by name. */
export function connectedToolNames(context: TCheckinContext): string[] {
  return Object.entries(TOOL_NAMES)
    .filter(([flag]) => context[flag as keyof typeof TOOL_NAMES])
    .map(([, name]) => name);
}

export interface TSidePanelProps {
  id: string;
  context: TCheckinContext;
  question: TCheckinQuestion;
}

/** The right panel of one check-in, for the selected question. */
export function SidePanel({ id, context, question }: TSidePanelProps) {
  const styles = useStyles();
  const previous = context.last_entry_data;
  const tools = connectedToolNames(context);
  const linksOut = useLinksOutOfCheckin();
  return (
    <aside id={id} className={styles.panel} aria-label="Previous response and tasks">
      <section className={styles.section} aria-labelledby={`${id}-previous`}>
        <h2 id={`${id}-previous`} className={styles.heading}>
          Previous response
        </h2>
        {previous ? <Caption1 className={styles.muted}>{previous.date}</Caption1> : null}
        <AnswerPreview
          markdown={previous?.answers[question.key] ?? ''}
          emptyText={
            previous ? 'You did not answer this question last time.' : 'This is your first check-in of this report.'
          }
        />
      </section>
      <section className={styles.section} aria-labelledby={`${id}-tasks`}>
        <h2 id={`${id}-tasks`} className={styles.heading}>
          Tasks &amp; Activity
        </h2>
        <Body1 as="p" className={styles.text}>
          {tools.length === 0
            ? SERVICES_PAGE_BUILT
              ? 'No tool is connected yet. Connect Jira, GitHub, Trello, Asana or another tool to add your tasks and activity to your answers.'
              : 'No tool is connected yet. Tasks and activity from Jira, GitHub, Trello, Asana and other tools will show here once tools can be connected.'
            : `Connected: ${tools.join(', ')}. Searching their tasks from here is not available yet.`}
        </Body1>
        {SERVICES_PAGE_BUILT && linksOut ? <AppLink to={SERVICES_PATH}>Connect your tool</AppLink> : null}
      </section>
    </aside>
  );
}
