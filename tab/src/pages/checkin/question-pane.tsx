/**
 * The centre of the check-in page (spec part 3 §2.6): the selected question, its editor, the goal
 * and blocked checkboxes where they belong, the save indicator and the buttons that move on or
 * submit.
 */
import {
  Button,
  Caption1,
  Checkbox,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowRightRegular, CheckmarkRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import type { TCheckinQuestion } from '../../../../shared/checkins.ts';
import { EditorErrorBoundary } from './editor-error-boundary.tsx';
import { MarkdownEditor, type TMarkdownEditorHandle } from './markdown-editor.tsx';
import { checkinButtons } from './question-status.ts';
import { SAVE_INDICATOR_TEXT, type TSaveIndicator } from './save-indicator.ts';
import type { TGoalTracking } from './use-goal-tracking.ts';

/** Goal tracking asks on the first question whether the goal was met and on the third whether the member is blocked. */
const GOAL_QUESTION_INDEX = 0;
const BLOCKER_QUESTION_INDEX = 2;

const SUBMIT_LABELS = { complete: 'Complete check-in', update: 'Update check-in' } as const;

const useStyles = makeStyles({
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  step: { color: tokens.colorNeutralForeground3 },
  question: { margin: 0, overflowWrap: 'anywhere' },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  indicator: { minHeight: tokens.lineHeightBase300, color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

export interface TQuestionPaneProps {
  question: TCheckinQuestion;
  index: number;
  total: number;
  value: string;
  onChange(value: string): void;
  onNext(): void;
  isDraft: boolean;
  indicator: TSaveIndicator;
  goalTrackingEnabled: boolean;
  goalTracking: TGoalTracking;
  submitting: boolean;
  onSubmit(): void;
  /** The message of a refused submission, shown above the editor. */
  refusal: string | null;
  editorHandle: Ref<TMarkdownEditorHandle>;
}

/** The id of a question's answer editor (the textarea), the target of 'Skip to answer'. */
export function answerEditorId(questionKey: string): string {
  return `checkin-answer-${questionKey}`;
}

/** The selected question with its editor and actions. */
export function QuestionPane(props: TQuestionPaneProps) {
  const styles = useStyles();
  const { question, index, total, goalTracking } = props;
  const buttons = checkinButtons(props.isDraft, index === total - 1);
  const editorId = answerEditorId(question.key);
  const headingId = `${editorId}-question`;
  return (
    <section className={styles.pane} aria-labelledby={headingId}>
      <div className={styles.titles}>
        <Caption1 className={styles.step}>
          Question {index + 1} of {total}
        </Caption1>
        <Title3 as="h2" id={headingId} className={styles.question}>
          {question.text}
        </Title3>
      </div>
      {props.refusal ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{props.refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <EditorErrorBoundary>
        <MarkdownEditor
          key={question.key}
          id={editorId}
          labelledBy={headingId}
          value={props.value}
          onChange={props.onChange}
          onNextShortcut={props.onNext}
          handle={props.editorHandle}
        />
      </EditorErrorBoundary>
      {props.goalTrackingEnabled && index === GOAL_QUESTION_INDEX ? (
        <Checkbox
          label="I completed my goal"
          checked={goalTracking.values.goal_completed}
          onChange={(_event, data) => goalTracking.toggle('goal_completed', data.checked === true)}
        />
      ) : null}
      {props.goalTrackingEnabled && index === BLOCKER_QUESTION_INDEX ? (
        <Checkbox
          label="I am blocked"
          checked={goalTracking.values.blocked}
          onChange={(_event, data) => goalTracking.toggle('blocked', data.checked === true)}
        />
      ) : null}
      <div className={styles.footer}>
        <Caption1 className={styles.indicator} role="status" aria-live="polite">
          {SAVE_INDICATOR_TEXT[props.indicator]}
        </Caption1>
        <div className={styles.buttons}>
          {buttons.next === 'hidden' ? null : (
            <Button
              appearance={buttons.submit === 'update' ? 'secondary' : 'primary'}
              icon={<ArrowRightRegular />}
              iconPosition="after"
              disabledFocusable={buttons.next === 'disabled'}
              onClick={props.onNext}
            >
              Next question
            </Button>
          )}
          {buttons.submit === null ? null : (
            <Button
              appearance="primary"
              icon={props.submitting ? <Spinner size="tiny" /> : <CheckmarkRegular />}
              disabledFocusable={props.submitting}
              onClick={props.onSubmit}
            >
              {props.submitting ? 'Submitting...' : SUBMIT_LABELS[buttons.submit]}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
