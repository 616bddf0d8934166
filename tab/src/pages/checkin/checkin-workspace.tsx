/**
 * One open check-in (spec part 3 §2.6, §4): the header, the questions, the editor and the side
 * panel, or the confirmation once submitted. Owns which question is selected and the draft or
 * submitted state; the answers, goal flags and submission live in their own hooks.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PanelRightContractRegular, PanelRightExpandRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCheckinContext } from '../../../../shared/checkins.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { CheckinConfirmation } from './checkin-confirmation.tsx';
import { CheckinHeader } from './checkin-header.tsx';
import type { TMarkdownEditorHandle } from './markdown-editor.tsx';
import { answerEditorId, QuestionPane } from './question-pane.tsx';
import { QuestionSidebar } from './question-sidebar.tsx';
import { nextQuestionKey } from './question-status.ts';
import { SidePanel } from './side-panel.tsx';
import { applyTextEdit } from './text-edit.ts';
import { linkInsertEdit } from './tool-panels/task-link.ts';
import { useCheckinAnswers } from './use-checkin-answers.ts';
import { useGoalTracking } from './use-goal-tracking.ts';
import { useSubmitCheckin } from './use-submit-checkin.ts';

const SIDE_PANEL_ID = 'checkin-side-panel';
const ONE_COLUMN = '@media (max-width: 899.98px)';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1440px',
    margin: '0 auto',
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: '260px minmax(0, 1fr) 320px',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
    [ONE_COLUMN]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panelClosed: { gridTemplateColumns: '260px minmax(0, 1fr)' },
  centre: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  panelToggle: { alignSelf: 'flex-end' },
});

/** The check-in `context` as the member edits it. */
export function CheckinWorkspace({ context }: { context: TCheckinContext }) {
  const styles = useStyles();
  const questions = context.form.rfields;
  const [selectedKey, setSelectedKey] = useState(() => questions[0]?.key ?? '');
  const [isDraft, setIsDraft] = useState(context.is_draft);
  const [view, setView] = useState<'edit' | 'submitted'>('edit');
  const [panelOpen, setPanelOpen] = useState(true);
  const editor = useRef<TMarkdownEditorHandle>(null);
  const answers = useCheckinAnswers(context);
  const goalTracking = useGoalTracking(context);
  const selectedRef = useRef(selectedKey);
  selectedRef.current = selectedKey;
  /** Set when the member chose a question, so its (new) editor takes the caret once drawn. */
  const focusEditor = useRef(false);

  const submission = useSubmitCheckin({
    hash: context.hash,
    questions,
    flush: answers.flush,
    snapshot: () => ({ key: selectedRef.current, answers: answers.answers }),
    onSubmitted: (key) => {
      answers.markSaved(key);
      setIsDraft(false);
      setView('submitted');
    },
  });

  const select = useCallback(
    (key: string) => {
      if (key === selectedRef.current) {
        editor.current?.focus();
        return;
      }
      answers.leave(selectedRef.current);
      setSelectedKey(key);
      focusEditor.current = true;
    },
    [answers.leave],
  );

  /** A tool panel's pick: through the editor (at its caret), or at the end when no editor is drawn. */
  const insertLink = useCallback(
    (markdown: string) => {
      if (editor.current !== null) {
        editor.current.insertLink(markdown);
        return;
      }
      const key = selectedRef.current;
      const value = answers.answers[key] ?? '';
      const atEnd = { value, selectionStart: value.length, selectionEnd: value.length };
      answers.edit(key, applyTextEdit(value, linkInsertEdit(atEnd, markdown, false)).value);
    },
    [answers.answers, answers.edit],
  );

  const goToNext = useCallback(() => {
    const next = nextQuestionKey(questions, selectedRef.current);
    if (next !== null) select(next);
  }, [questions, select]);

  useEffect(() => {
    if (!focusEditor.current || selectedKey === '') return;
    focusEditor.current = false;
    editor.current?.focus();
  }, [selectedKey]);

  const index = questions.findIndex((question) => question.key === selectedKey);
  const question = questions[index];
  const body =
    question === undefined ? (
      <EmptyState card title="No questions" body="This check-in has no questions to answer." />
    ) : view === 'submitted' ? (
      <CheckinConfirmation onEdit={() => setView('edit')} />
    ) : (
      <div className={panelOpen ? styles.columns : `${styles.columns} ${styles.panelClosed}`}>
        <QuestionSidebar
          context={context}
          selectedKey={selectedKey}
          completed={answers.completed}
          missing={submission.missing}
          onSelect={select}
        />
        <div className={styles.centre}>
          <Button
            className={styles.panelToggle}
            appearance="subtle"
            size="small"
            icon={panelOpen ? <PanelRightContractRegular /> : <PanelRightExpandRegular />}
            aria-expanded={panelOpen}
            aria-controls={SIDE_PANEL_ID}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? 'Hide previous response and tasks' : 'Show previous response and tasks'}
          </Button>
          <QuestionPane
            question={question}
            index={index}
            total={questions.length}
            value={answers.answers[question.key] ?? ''}
            onChange={(content) => answers.edit(question.key, content)}
            onNext={goToNext}
            isDraft={isDraft}
            indicator={answers.indicator}
            goalTrackingEnabled={context.goal_tracking_enabled}
            goalTracking={goalTracking}
            submitting={submission.submitting}
            onSubmit={submission.submit}
            refusal={submission.refusal}
            editorHandle={editor}
          />
        </div>
        {panelOpen ? (
          <SidePanel id={SIDE_PANEL_ID} context={context} question={question} onInsertLink={insertLink} />
        ) : null}
      </div>
    );

  return (
    <div className={styles.page}>
      {question !== undefined && view === 'edit' ? (
        <SkipLink targetId={answerEditorId(question.key)} label="Skip to answer" />
      ) : null}
      <CheckinHeader context={context} />
      {body}
    </div>
  );
}
