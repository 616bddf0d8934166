/**
 * The calls a dashboard's comments and reactions make, and who they are made as. The real
 * dashboards use the server's (the default); the demo tour provides a sandbox that answers from
 * sample data in the page, so the same components work there without a request or a sign-in.
 */
import { createContext, useContext } from 'react';
import type { TComment, TCommentRequest, TReactionRequest, TReactionsMap } from '../../../../shared/dashboard.ts';
import { sendCommentRequest, sendReaction } from './dashboard-queries.ts';
import type { TDashboardViewer } from './use-dashboard-viewer.ts';

export interface TDashboardCalls {
  /** Loads, adds or deletes comments of an entry; answers the entry's comments. */
  sendCommentRequest(request: TCommentRequest): Promise<TComment[]>;
  /** Toggles a reaction; answers the entry's reactions. */
  sendReaction(request: TReactionRequest): Promise<TReactionsMap>;
  /** Who is looking, in place of the signed-in user; undefined: the signed-in user. */
  viewer?: TDashboardViewer;
  /**
   * Whether #hashtags in answers link to the team's hashtag view (undefined: they do). The demo
   * tour turns them off: a visitor's '#launch' would leave the tour for a real team's page.
   */
  hashtagLinks?: boolean;
}

const SERVER_CALLS: TDashboardCalls = { sendCommentRequest, sendReaction };

/** Set by the demo tour around the dashboard it draws; everywhere else the server's calls. */
export const DashboardCallsContext = createContext<TDashboardCalls>(SERVER_CALLS);

/** The calls comments and reactions should make here. */
export function useDashboardCalls(): TDashboardCalls {
  return useContext(DashboardCallsContext);
}
