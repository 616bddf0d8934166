/**
 * The calls the check-in page makes as the member edits (autosave, submission, goal and blocker
 * flags, the last-chance save on unload). The real page uses the server's (the default); the demo
 * tour provides a sandbox, so the same workspace can be typed in and submitted without a request.
 */
import { createContext, useContext } from 'react';
import type {
  CHECKIN_MESSAGES,
  TGoalBlockerUpdate,
  TSaveQuestion,
  TSaveQuestionAnswer,
} from '../../../../shared/checkins.ts';
import { saveQuestion, saveQuestionOnUnload, updateGoalBlocker } from './checkin-queries.ts';

export interface TCheckinCalls {
  /** Saves one answer or, with `submit: true`, submits the check-in; rejects with ApiError when refused. */
  saveQuestion(payload: TSaveQuestion): Promise<TSaveQuestionAnswer>;
  /** Sets the goal-completed or blocked flag; answers 'Updated'. */
  updateGoalBlocker(payload: TGoalBlockerUpdate): Promise<{ ok: true; message: typeof CHECKIN_MESSAGES.updated }>;
  /** The keepalive save when the page is closed. */
  saveQuestionOnUnload(payload: TSaveQuestion): void;
}

const SERVER_CALLS: TCheckinCalls = { saveQuestion, updateGoalBlocker, saveQuestionOnUnload };

/** Set by the demo tour around the check-in it draws; everywhere else the server's calls. */
export const CheckinCallsContext = createContext<TCheckinCalls>(SERVER_CALLS);

/** The calls this check-in should make. */
export function useCheckinCalls(): TCheckinCalls {
  return useContext(CheckinCallsContext);
}

/**
 * Whether this is a real check-in (the server's calls). Only a real one links elsewhere in the
 * app (Back, View profile, Back to Rollcall): in the demo tour those would leave the tour for pages
 * a guest cannot open, so the sandbox draws the check-in without them.
 */
export function useLinksOutOfCheckin(): boolean {
  return useContext(CheckinCallsContext) === SERVER_CALLS;
}
