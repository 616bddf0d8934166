/**
 * The team activity page's address (part 3 §2.11: filters by GET, the header's ?date=This+Week):
 * one writer of its query string, so the server's prev/next page queries and the page's filter
 * bar keep the same filters in the same order.
 */
import { type TActivityQuery, ZActivityQuery } from './activity.ts';

/** The feed's path. */
export const ACTIVITY_PATH = '/team/activity/';

/** The filters as a query string without '?' (page 1 and empty filters left out, the date always kept). */
export function activityQueryString(query: Partial<TActivityQuery>): string {
  const params = new URLSearchParams();
  if (query.team_member) params.set('team_member', query.team_member);
  if (query.platform) params.set('platform', query.platform);
  if (query.report_name) params.set('report_name', query.report_name);
  if (query.check_in) params.set('check_in', query.check_in);
  params.set('date', query.date ?? 'This Week');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The filters of a query string (the page's URL), unknown values dropped as the server drops them. */
export function activityQueryFromSearch(search: string): TActivityQuery {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name) ?? undefined;
  const parsed = ZActivityQuery.safeParse({
    team_member: value('team_member') || undefined,
    platform: value('platform') || undefined,
    report_name: value('report_name') || undefined,
    check_in: value('check_in') || undefined,
    date: value('date'),
    page: value('page'),
  });
  return parsed.success ? parsed.data : ZActivityQuery.parse({});
}
