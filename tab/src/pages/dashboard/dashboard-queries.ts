/**
 * The dashboards' server calls (spec part 3 §7), each answer checked with the contract's schema:
 * the run, member and hashtag dashboards, where /dashboard/ goes, comments and reactions.
 */
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type TCommentRequest,
  type TReactionRequest,
  ZCommentAnswer,
  ZHashtagDashboard,
  ZLatestDashboard,
  ZMemberDashboard,
  ZReactionAnswer,
  ZRunDashboard,
} from '../../../../shared/dashboard.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { patchEntryIn, type TEntryPatch } from './entry-cache.ts';

const API = '/api/v1/dashboard';
const COMMENTS_PATH = '/api/v1/dashboard_comments/';
const REACTIONS_PATH = '/api/v1/dashboard_reactions/';

const part = (value: string) => encodeURIComponent(value);

/** Query keys: every dashboard under 'dashboard', so a comment or reaction can patch them all. */
export const DASHBOARD_QUERY_KEYS = {
  all: ['dashboard'],
  latest: ['dashboard', 'latest'],
  run: (team: string, report: string, key: string) => ['dashboard', 'run', team, report, key],
  member: (team: string, report: string, member: string) => ['dashboard', 'member', team, report, member],
  hashtag: (team: string, tag: string) => ['dashboard', 'hashtag', team, tag],
  comments: (entryId: string) => ['dashboard-comments', entryId],
} as const;

function withBefore(path: string, before: string | null): string {
  return before === null ? path : `${path}?before=${encodeURIComponent(before)}`;
}

/** Where /dashboard/ goes (GET /api/v1/dashboard/latest/): asked afresh on every visit. */
export function useLatestDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEYS.latest,
    queryFn: ({ signal }) => apiGet(`${API}/latest/`, ZLatestDashboard, { signal }),
    gcTime: 0,
  });
}

/** One run's dashboard (GET /api/v1/dashboard/{team}/report/{report}/date/{key}/); key may be 'latest'. */
export function useRunDashboard(team: string, report: string, key: string) {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEYS.run(team, report, key),
    queryFn: ({ signal }) =>
      apiGet(`${API}/${part(team)}/report/${part(report)}/date/${part(key)}/`, ZRunDashboard, { signal }),
  });
}

/** A member's entries of one report, newest first, a page at a time ('Load older entries'). */
export function useMemberDashboard(team: string, report: string, member: string) {
  return useInfiniteQuery({
    queryKey: DASHBOARD_QUERY_KEYS.member(team, report, member),
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        withBefore(`${API}/${part(team)}/report/${part(report)}/members/${part(member)}/`, pageParam),
        ZMemberDashboard,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** A team's entries tagged with one hashtag, newest first, a page at a time. */
export function useHashtagDashboard(team: string, tag: string) {
  return useInfiniteQuery({
    queryKey: DASHBOARD_QUERY_KEYS.hashtag(team, tag),
    queryFn: ({ pageParam, signal }) =>
      apiGet(withBefore(`${API}/${part(team)}/hashtag/${part(tag)}/`, pageParam), ZHashtagDashboard, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** Loads, adds or deletes comments of an entry (POST /api/v1/dashboard_comments/); answers the entry's comments. */
export async function sendCommentRequest(request: TCommentRequest) {
  return (await apiPost(COMMENTS_PATH, request, ZCommentAnswer)).comments;
}

/** The comments of an entry, loaded when its panel first opens (it mounts then) and kept afterwards. */
export function useEntryComments(request: TCommentRequest, load: typeof sendCommentRequest = sendCommentRequest) {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEYS.comments(request.commenter.report_uid),
    queryFn: () => load(request),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Toggles a reaction (POST /api/v1/dashboard_reactions/); answers the entry's reactions. */
export async function sendReaction(request: TReactionRequest) {
  return (await apiPost(REACTIONS_PATH, request, ZReactionAnswer)).reactions;
}

/** Writes an entry's new reactions or comment count into every loaded dashboard that shows it. */
export function patchCachedEntry(queryClient: QueryClient, entryId: string, patch: TEntryPatch): void {
  queryClient.setQueriesData({ queryKey: DASHBOARD_QUERY_KEYS.all }, (data: unknown) =>
    patchEntryIn(data, entryId, patch),
  );
}
