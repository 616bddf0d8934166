/**
 * The collapsible right panel (spec part 3 §2.6): the member's previous response to the selected
 * question, and 'Tasks & Activity': a search in each connected tool whose results link into the
 * answer, and 'Connect your tool'.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { TCheckinContext, TCheckinQuestion } from '../../../../shared/checkins.ts';
import { useLinksOutOfCheckin } from './checkin-calls.ts';
import { AnswerPreview } from './lazy-answer-preview.tsx';
import { ToolPanels } from './tool-panels/tool-panels.tsx';

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
});

export interface TSidePanelProps {
  id: string;
  context: TCheckinContext;
  question: TCheckinQuestion;
  /** Adds a picked task's Markdown link to the selected answer. */
  onInsertLink(markdown: string): void;
}

/** The right panel of one check-in, for the selected question. */
export function SidePanel({ id, context, question, onInsertLink }: TSidePanelProps) {
  const styles = useStyles();
  const previous = context.last_entry_data;
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
        <ToolPanels context={context} onInsertLink={onInsertLink} linksOut={linksOut} />
      </section>
    </aside>
  );
}
