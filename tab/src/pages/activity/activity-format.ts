/**
 * How the team activity page words and groups its items (spec part 3 §2.11): under date headers of
 * the viewer's days (in the zone the server counted them in), each with its time, its sentence and
 * its colour (goal completed, blocked).
 */
import type { TActivityContext, TActivityItem } from '../../../../shared/activity.ts';
import { activityPhrase, activityUrl, phraseStandsAlone } from '../../../../shared/activity-text.ts';
import { localDateKey } from '../../../../shared/zoned-time.ts';

/** One date header and its items, newest first as the server sent them. */
export interface TActivityDay {
  key: string;
  label: string;
  items: TActivityItem[];
}

/** 'Friday, March 12, 2027' for a day key (a calendar date, so read in UTC). */
export function dayLabel(key: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}T00:00:00Z`));
}

/** '3:05 PM' on the viewer's clock. */
export function timeLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** Why: the feed reads as a diary, so its items sit under the day (in the viewer's zone) they happened. */
export function groupByDay(items: readonly TActivityItem[], timeZone: string): TActivityDay[] {
  const days: TActivityDay[] = [];
  for (const item of items) {
    const key = localDateKey(new Date(item.date), timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.items.push(item);
    else days.push({ key, label: dayLabel(key), items: [item] });
  }
  return days;
}

/** The colour of a check-in item: goal completed, blocked, or none. */
export type TActivityTone = 'goal' | 'blocked' | 'away' | 'error' | 'plain';

/** Check-ins coloured by goal completed or blocker (part 3 §2.11); errors stand out too. */
export function toneOf(item: Pick<TActivityItem, 'verb' | 'data'>): TActivityTone {
  if (item.verb === 'platform-error') return 'error';
  if (item.verb === 'on-vacation') return 'away';
  if (item.verb === 'checked-in' || item.verb === 'updated-check-in') {
    if (item.data.blocked) return 'blocked';
    if (item.data.goal_completed) return 'goal';
  }
  return 'plain';
}

/** The item's sentence parts: the actor (unless it stands alone) and the phrase. */
export function sentenceOf(item: Pick<TActivityItem, 'verb' | 'data' | 'actor'>): {
  actor: string | null;
  phrase: string;
} {
  const phrase = activityPhrase(item.verb, item.data);
  return phraseStandsAlone(item.verb) ? { actor: null, phrase } : { actor: item.actor.name, phrase };
}

/** A link the item may lead to: web addresses and Rollcall's own paths only (never javascript: and the like). */
export function safeItemUrl(item: Pick<TActivityItem, 'data'>): { href: string; external: boolean } | null {
  const url = activityUrl(item.data);
  if (url === null) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { href: url, external: false };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { href: parsed.href, external: true } : null;
  } catch {
    return null;
  }
}

/** The help link of a platform error: its own (web or Rollcall path), else the help desk. */
export function helpUrlOf(item: Pick<TActivityItem, 'data'>): string {
  const help = item.data.help_url;
  if (help && ((help.startsWith('/') && !help.startsWith('//')) || /^https:\/\//.test(help))) return help;
  return '/help/';
}

/** Which empty text the page shows (part 3 §2.11, §8): nothing at all, or nothing for these filters. */
export function emptyKind(
  context: Pick<TActivityContext, 'items' | 'unfiltered_activity_count'>,
): 'team' | 'filtered' | null {
  if (context.items.length > 0) return null;
  return context.unfiltered_activity_count === 0 ? 'team' : 'filtered';
}
