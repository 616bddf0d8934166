/**
 * The demo tour's sandbox: the calls the real dashboard and check-in components make (comments,
 * reactions, autosave, goal and blocker flags, submission), answered in the page from the sample
 * data, with the server's rules and words, and never sent anywhere. State lives in the tour's own
 * QueryClient, so the components' cache updates (patchCachedEntry, the comments list) work as in
 * the product, and a submitted check-in shows on the dashboard step.
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import {
  CHECKIN_LIMITS,
  CHECKIN_MESSAGES,
  initialsOf,
  type TCheckinContext,
  type TSaveQuestion,
} from '../../../../shared/checkins.ts';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  REACTION_EMOJI,
  type TComment,
  type TCommentRequest,
  type TReactionRequest,
  type TReactionsMap,
  type TRunDashboard,
} from '../../../../shared/dashboard.ts';
import { DEMO_VIEWER, DEMO_VIEWER_ID, runWithDemoCheckin, type TDemoSample } from '../../../../shared/demo-sample.ts';
import { hasVisibleText } from '../../../../shared/visible-text.ts';
import { ApiError } from '../../api/api-error.ts';
import type { TCheckinCalls } from '../checkin/checkin-calls.ts';
import type { TDashboardCalls } from '../dashboard/dashboard-calls.ts';
import { DASHBOARD_QUERY_KEYS } from '../dashboard/dashboard-queries.ts';
import { viewerTimeZone } from '../dashboard/dashboard-time.ts';

/** The tour's run is cached under the real dashboard key, so the components' cache patches reach it. */
export const DEMO_RUN_KEY = DASHBOARD_QUERY_KEYS.run('demo', 'demo', 'today');

const refused = (message: string, fields?: Record<string, string[]>) =>
  new ApiError(400, 'INVALID_INPUT', message, fields);

/** The sandbox of one visit to the tour: what was typed, flagged, commented and reacted. */
export class DemoSandbox {
  readonly client: QueryClient;
  readonly #sample: TDemoSample;
  readonly #now: () => Date;
  readonly #drafts: Record<string, string>;
  readonly #flags: { goal_completed: boolean; blocked: boolean };
  #submitted = false;
  #commentIds = 0;

  constructor(sample: TDemoSample, now: () => Date = () => new Date()) {
    this.#sample = sample;
    this.#now = now;
    this.#drafts = { ...sample.checkin.answers };
    this.#flags = { goal_completed: sample.checkin.goal_completed, blocked: sample.checkin.blocked };
    this.client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
    });
    this.client.setQueryData(DEMO_RUN_KEY, sample.run);
    for (const [entryId, comments] of Object.entries(sample.comments)) {
      this.client.setQueryData(DASHBOARD_QUERY_KEYS.comments(entryId), comments);
    }
  }

  /** Today's run as it stands (with the visitor's entry once submitted). */
  run(): TRunDashboard {
    return this.client.getQueryData<TRunDashboard>(DEMO_RUN_KEY) ?? this.#sample.run;
  }

  /** The visitor's check-in as the page would load it now: what they typed so far is kept. */
  checkinContext(): TCheckinContext {
    return {
      ...this.#sample.checkin,
      answers: { ...this.#drafts },
      goal_completed: this.#flags.goal_completed,
      blocked: this.#flags.blocked,
      is_draft: !this.#submitted,
    };
  }

  readonly checkinCalls: TCheckinCalls = {
    saveQuestion: async (payload) => {
      this.#save(payload);
      if (!payload.submit) return { ok: true, saved: true, is_draft: !this.#submitted };
      const keys = this.#sample.checkin.form.rfields.map((question) => question.key);
      const missing = keys.filter((key) => !hasVisibleText(this.#drafts[key] ?? ''));
      if (missing.length > 0) {
        throw refused(
          CHECKIN_MESSAGES.allRequired,
          Object.fromEntries(missing.map((key) => [key, [CHECKIN_MESSAGES.required]])),
        );
      }
      this.#submitted = true;
      this.#publishCheckin();
      return { ok: true, saved: true, is_draft: false, message: CHECKIN_MESSAGES.submittedTitle };
    },
    updateGoalBlocker: async ({ field, completed }) => {
      this.#flags[field] = completed;
      if (this.#submitted) this.#publishCheckin();
      return { ok: true, message: CHECKIN_MESSAGES.updated };
    },
    // Nothing leaves the page: the drafts are already in the sandbox.
    saveQuestionOnUnload: (payload) => {
      try {
        this.#save(payload);
      } catch {
        // A refused draft on unload is dropped, as the server would refuse it too.
      }
    },
  };

  readonly dashboardCalls: TDashboardCalls = {
    viewer: {
      ids: [DEMO_VIEWER_ID],
      id: DEMO_VIEWER_ID,
      name: DEMO_VIEWER.name,
      timeZone: viewerTimeZone(undefined),
    },
    // A visitor's '#launch' stays text: a link would leave the tour for a real team's hashtag page.
    hashtagLinks: false,
    sendCommentRequest: async (request) => this.#comment(request),
    sendReaction: async (request) => this.#react(request),
  };

  #save(payload: TSaveQuestion): void {
    if (!this.#sample.checkin.form.rfields.some((question) => question.key === payload.key)) {
      throw refused(CHECKIN_MESSAGES.unknownQuestion, { key: [CHECKIN_MESSAGES.unknownQuestion] });
    }
    if (payload.content.length > CHECKIN_LIMITS.answerChars) {
      throw refused(CHECKIN_MESSAGES.tooLong, { content: [CHECKIN_MESSAGES.tooLong] });
    }
    this.#drafts[payload.key] = payload.content;
  }

  /** The submitted answers and flags onto the dashboard's run. */
  #publishCheckin(): void {
    const now = this.#now();
    this.client.setQueryData(
      DEMO_RUN_KEY,
      runWithDemoCheckin(
        this.run(),
        {
          answers: this.#drafts,
          goalCompleted: this.#flags.goal_completed,
          blocked: this.#flags.blocked,
          submittedAt: now,
        },
        now,
      ),
    );
  }

  #comments(entryId: string): TComment[] {
    const entry = this.run().entries.find((candidate) => candidate.id === entryId);
    if (entry === undefined || !entry.completed) throw new ApiError(404, 'NOT_FOUND', DASHBOARD_MESSAGES.entryNotFound);
    return this.client.getQueryData<TComment[]>(DASHBOARD_QUERY_KEYS.comments(entryId)) ?? [];
  }

  #comment(request: TCommentRequest): TComment[] {
    const entryId = request.commenter.report_uid;
    const comments = this.#comments(entryId);
    if (request.type === 'load-comments') return comments;
    if (request.type === 'delete-comment') {
      const comment = comments.find((candidate) => candidate.id === request.data);
      if (comment === undefined) return comments;
      if (!comment.can_delete) throw new ApiError(403, 'FORBIDDEN', DASHBOARD_MESSAGES.commentNotYours);
      return comments.filter((candidate) => candidate !== comment);
    }
    const text = (request.data ?? '').trim();
    if (!hasVisibleText(text)) throw refused(DASHBOARD_MESSAGES.commentRequired);
    if (text.length > DASHBOARD_LIMITS.commentChars) throw refused(DASHBOARD_MESSAGES.commentTooLong);
    this.#commentIds += 1;
    const added: TComment = {
      id: `demo-comment-new-${this.#commentIds}`,
      user_id: DEMO_VIEWER_ID,
      name: DEMO_VIEWER.name,
      photo: null,
      initials: initialsOf(DEMO_VIEWER.name),
      comment: text,
      created_at: this.#now().toISOString(),
      can_delete: true,
    };
    return [...comments, added];
  }

  #react(request: TReactionRequest): TReactionsMap {
    const entry = this.run().entries.find((candidate) => candidate.id === request.key);
    if (entry === undefined || !entry.completed) throw new ApiError(404, 'NOT_FOUND', DASHBOARD_MESSAGES.entryNotFound);
    if (!Object.hasOwn(REACTION_EMOJI, request.reaction)) throw refused(DASHBOARD_MESSAGES.actionFailed);
    const reactions: TReactionsMap = structuredClone(entry.reactions);
    const people = reactions[request.reaction] ?? {};
    if (Object.hasOwn(people, DEMO_VIEWER_ID)) delete people[DEMO_VIEWER_ID];
    else people[DEMO_VIEWER_ID] = DEMO_VIEWER.name;
    if (Object.keys(people).length === 0) delete reactions[request.reaction];
    else reactions[request.reaction] = people;
    return reactions;
  }
}

/** The tour's run, redrawn whenever the sandbox (or a component's cache patch) changes it. */
export function useDemoRun(sandbox: DemoSandbox): TRunDashboard {
  const query = useQuery({ queryKey: DEMO_RUN_KEY, queryFn: () => sandbox.run() }, sandbox.client);
  return query.data ?? sandbox.run();
}
