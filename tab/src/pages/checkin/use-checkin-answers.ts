/**
 * The answers of the open check-in as the page edits them: the text of each question, autosave
 * with its indicator, the completion marks, and the saves that must happen when the page is left
 * (another check-in, a link, closing the tab) so no typed text is lost.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CHECKIN_LIMITS, type TCheckinContext } from '../../../../shared/checkins.ts';
import { ApiError } from '../../api/api-error.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { AnswerAutosaver } from './autosave.ts';
import { useCheckinCalls } from './checkin-calls.ts';
import { answeredKeys, withCompletion } from './question-status.ts';
import { nextSaveIndicator, type TSaveIndicator } from './save-indicator.ts';

const SAVE_FAILED_DETAIL = 'Your text is still here and is sent again when you move on or edit it.';
const UNEXPECTED_FAILURE = 'Your answer could not be saved.';

export interface TCheckinAnswers {
  /** Markdown by question key. */
  answers: Readonly<Record<string, string>>;
  edit(key: string, content: string): void;
  /** Marks a question complete or not as it is left (spec part 3 §4). */
  leave(key: string): void;
  /** Sends every unsaved answer now; resolves when the saves have settled. */
  flush(): Promise<void>;
  /** Questions marked complete in the sidebar. */
  completed: ReadonlySet<string>;
  /** Marks a question after its answer was saved another way (the submission). */
  markSaved(key: string): void;
  indicator: TSaveIndicator;
}

/** Autosaves the answers of the check-in `hash` and keeps the sidebar's marks and the indicator. */
export function useCheckinAnswers(context: TCheckinContext): TCheckinAnswers {
  const { hash } = context;
  const notify = useNotify();
  const { saveQuestion, saveQuestionOnUnload } = useCheckinCalls();
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>(() => ({ ...context.answers }));
  const [completed, setCompleted] = useState<ReadonlySet<string>>(() =>
    answeredKeys(context.form.rfields, context.answers),
  );
  const [indicator, dispatchIndicator] = useReducer(nextSaveIndicator, 'hidden');
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  const [autosaver] = useState(
    () =>
      new AnswerAutosaver({
        debounceMs: CHECKIN_LIMITS.saveDebounceMs,
        send: async (draft) => {
          await saveQuestion({ hash, key: draft.key, content: draft.content, edited_at: draft.editedAt });
        },
        onSaved: (draft) => {
          setCompleted((marks) => withCompletion(marks, draft.key, draft.content));
          if (!autosaver.isBusy()) dispatchIndicator('allSaved');
        },
        onFailed: (_draft, error) => {
          dispatchIndicator('saveFailed');
          notifyRef.current({
            message: error instanceof ApiError ? error.message : UNEXPECTED_FAILURE,
            detail: SAVE_FAILED_DETAIL,
            intent: 'error',
          });
        },
      }),
  );

  // 'Saved!' shows for one second, unless an edit comes first.
  useEffect(() => {
    if (indicator !== 'saved') return;
    const timer = setTimeout(() => dispatchIndicator('savedShown'), CHECKIN_LIMITS.savedIndicatorMs);
    return () => clearTimeout(timer);
  }, [indicator]);

  // Leaving the check-in inside the app (another check-in, Back) saves at once; the request
  // outlives the page's components.
  useEffect(() => () => void autosaver.flush(), [autosaver]);

  // Closing or reloading the tab: a keepalive save of what is not saved, and the browser's
  // 'Leave site?' question when a save was refused (that text would be lost).
  useEffect(() => {
    const onPageHide = () => {
      for (const draft of autosaver.takeUnsaved()) {
        saveQuestionOnUnload({ hash, key: draft.key, content: draft.content, edited_at: draft.editedAt });
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (autosaver.hasRefused()) event.preventDefault();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [autosaver, hash, saveQuestionOnUnload]);

  const edit = useCallback(
    (key: string, content: string) => {
      setAnswers((current) => ({ ...current, [key]: content }));
      autosaver.edit(key, content);
      dispatchIndicator('edited');
    },
    [autosaver],
  );

  const leave = useCallback(
    (key: string) => {
      setCompleted((marks) => withCompletion(marks, key, answersRef.current[key] ?? ''));
      void autosaver.flush();
    },
    [autosaver],
  );

  const markSaved = useCallback((key: string) => {
    setCompleted((marks) => withCompletion(marks, key, answersRef.current[key] ?? ''));
  }, []);

  const flush = useCallback(() => autosaver.flush(), [autosaver]);

  return { answers, edit, leave, flush, completed, markSaved, indicator };
}
