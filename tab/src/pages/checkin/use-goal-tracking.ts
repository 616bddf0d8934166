/**
 * The goal-completed and blocked checkboxes (spec part 3 §2.6, §7, §9): the box follows the click
 * at once, the update is sent 500 ms after the last click on that box ('Updated' on success), and
 * a refused update puts the box back as the server has it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS, type TCheckinContext, type TGoalBlockerUpdate } from '../../../../shared/checkins.ts';
import { ApiError } from '../../api/api-error.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { useCheckinCalls } from './checkin-calls.ts';
import { debounce, type TDebounced } from './debounce.ts';

export type TTrackedField = TGoalBlockerUpdate['field'];

const UNEXPECTED_FAILURE = 'The change could not be saved.';

export interface TGoalTracking {
  values: Readonly<Record<TTrackedField, boolean>>;
  toggle(field: TTrackedField, completed: boolean): void;
}

/** The two flags of the check-in `hash`, each with its own debounced update. */
export function useGoalTracking(context: TCheckinContext): TGoalTracking {
  const { hash } = context;
  const notify = useNotify();
  const { updateGoalBlocker } = useCheckinCalls();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const [values, setValues] = useState<Readonly<Record<TTrackedField, boolean>>>(() => ({
    goal_completed: context.goal_completed,
    blocked: context.blocked,
  }));
  /** What the server has, to put a box back when an update is refused. */
  const saved = useRef<Record<TTrackedField, boolean>>({
    goal_completed: context.goal_completed,
    blocked: context.blocked,
  });

  const [senders] = useState<Record<TTrackedField, TDebounced<[boolean]>>>(() => {
    const senderFor = (field: TTrackedField) =>
      debounce(async (completed: boolean) => {
        try {
          const answer = await updateGoalBlocker({ hash, field, completed });
          saved.current[field] = completed;
          notifyRef.current({ message: answer.message, intent: 'success' });
        } catch (error) {
          setValues((current) => ({ ...current, [field]: saved.current[field] }));
          notifyRef.current({
            message: error instanceof ApiError ? error.message : UNEXPECTED_FAILURE,
            intent: 'error',
          });
        }
      }, CHECKIN_LIMITS.goalDebounceMs);
    return { goal_completed: senderFor('goal_completed'), blocked: senderFor('blocked') };
  });

  // A click just before leaving the page is still sent.
  useEffect(
    () => () => {
      senders.goal_completed.flush();
      senders.blocked.flush();
    },
    [senders],
  );

  const toggle = useCallback(
    (field: TTrackedField, completed: boolean) => {
      setValues((current) => ({ ...current, [field]: completed }));
      senders[field](completed);
    },
    [senders],
  );

  return { values, toggle };
}
