/**
 * 'Complete check-in' and 'Update check-in' (spec part 3 §2.6, §5, §7): 500 ms after the last
 * click, every pending answer is saved, then the current one is sent with submit:true. The server
 * refuses a check-in with an empty question ('All questions are required', naming them); the page
 * marks those questions. On success the confirmation is shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS, CHECKIN_MESSAGES, type TCheckinQuestion } from '../../../../shared/checkins.ts';
import { ApiError } from '../../api/api-error.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { useCheckinCalls } from './checkin-calls.ts';
import { debounce } from './debounce.ts';
import { missingQuestionKeys } from './question-status.ts';

const UNEXPECTED_FAILURE = 'The check-in could not be submitted. Try again in a moment.';

/** What the submission needs from the page at the moment it is sent (not when clicked). */
export interface TSubmitSnapshot {
  key: string;
  answers: Readonly<Record<string, string>>;
}

export interface TSubmitCheckinOptions {
  hash: string;
  questions: readonly TCheckinQuestion[];
  /** Saves every pending answer first. */
  flush(): Promise<void>;
  snapshot(): TSubmitSnapshot;
  onSubmitted(key: string): void;
}

export interface TSubmitCheckin {
  submit(): void;
  submitting: boolean;
  /** The questions the last refused submission was missing, in question order. */
  missing: readonly string[];
  /** The message of the last refused submission ('All questions are required'), until the next try. */
  refusal: string | null;
}

/** The check-in's submission with its double-click guard and the refused questions. */
export function useSubmitCheckin(options: TSubmitCheckinOptions): TSubmitCheckin {
  const notify = useNotify();
  const { saveQuestion } = useCheckinCalls();
  const [submitting, setSubmitting] = useState(false);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef({ options, notify });
  latest.current = { options, notify };

  const [send] = useState(() =>
    debounce(async () => {
      const { options: current, notify: show } = latest.current;
      try {
        await current.flush();
        // Read the answer after the flush: text typed meanwhile goes into the submission, and
        // anything typed after this moment is stamped later, so its autosave still wins.
        const { key, answers } = latest.current.options.snapshot();
        await saveQuestion({
          hash: current.hash,
          key,
          content: answers[key] ?? '',
          submit: true,
          edited_at: Date.now(),
        });
        setMissing([]);
        setRefusal(null);
        current.onSubmitted(key);
      } catch (error) {
        const refused = error instanceof ApiError && error.status === 400 ? error : null;
        const named = refused ? current.questions.some((question) => refused.fields?.[question.key]?.length) : false;
        if (refused && (named || refused.message === CHECKIN_MESSAGES.allRequired)) {
          setMissing(missingQuestionKeys(current.questions, latest.current.options.snapshot().answers, refused.fields));
          setRefusal(refused.message);
        } else {
          show({ message: error instanceof ApiError ? error.message : UNEXPECTED_FAILURE, intent: 'error' });
        }
      } finally {
        setSubmitting(false);
      }
    }, CHECKIN_LIMITS.submitDebounceMs),
  );

  useEffect(() => () => send.cancel(), [send]);

  const submit = useCallback(() => {
    setSubmitting(true);
    send();
  }, [send]);

  return { submit, submitting, missing, refusal };
}
