/**
 * What an activity item says (part 3 §2.11: one sentence per verb), written once for the feed page
 * and the dashboard's member activity: 'pushed 3 commits to acme/api (main)', 'moved PROJ-12
 * "Login" from To Do to In Progress'. Plain text only: member and tool text is never HTML.
 */
import { ACTIVITY_LIMITS, ACTIVITY_SOURCES, type TActivityData, type TActivityVerb } from './activity.ts';

/** A quoted title, or the fallback noun when the tool gave none. */
function quoted(title: string | undefined, fallback: string): string {
  return title ? `"${title}"` : fallback;
}

/** ' from To Do to In Progress' when the move says both ends (or one). */
function move(data: TActivityData): string {
  if (data.from && data.to) return ` from ${data.from} to ${data.to}`;
  if (data.to) return ` to ${data.to}`;
  return '';
}

/** ' in Project' when known. */
function inProject(data: TActivityData): string {
  return data.project ? ` in ${data.project}` : '';
}

/** A Jira key at the start of the title ('PROJ-12 Login' -> PROJ-12 "Login"). */
function jiraSubject(data: TActivityData): string {
  const match = data.title?.match(/^([A-Z][A-Z0-9_]*-\d+)\s+(.+)$/);
  if (match) return `${match[1]} "${match[2]}"`;
  return quoted(data.title, data.item_type ?? 'an issue');
}

/** A comment's preview (Jira's cut to 50 characters, part 3 §9). */
function commentPreview(comment: string | undefined, limit?: number): string {
  if (!comment) return '';
  const cut = limit !== undefined && comment.length > limit ? `${comment.slice(0, limit)}...` : comment;
  return `: "${cut}"`;
}

/** The platform's label for a source or service key ('msteams' -> 'Microsoft Teams'). */
export function sourceLabel(key: string | undefined): string {
  if (!key) return 'Rollcall';
  return ACTIVITY_SOURCES[key as keyof typeof ACTIVITY_SOURCES] ?? key;
}

/** The commits a push carried. */
export function pushedCount(data: TActivityData): number {
  return data.commit_count ?? data.commits?.length ?? 0;
}

/**
 * The item's sentence without its actor ('checked in to Daily Standup'); the page puts the
 * member's name before it. A platform error reads on its own ('Platform error: ...').
 */
export function activityPhrase(verb: TActivityVerb, data: TActivityData): string {
  // A verb from a newer writer than this reader still reads as words.
  const phrase: string | undefined = rawPhrase(verb, data);
  return (phrase ?? String(verb).replace(/-/g, ' ')).replace(/ +/g, ' ').trim();
}

function rawPhrase(verb: TActivityVerb, data: TActivityData): string {
  const report = data.report_name ?? 'a report';
  switch (verb) {
    case 'checked-in':
      return `checked in to ${report}`;
    case 'updated-check-in':
      return `updated their check-in to ${report}`;
    case 'on-vacation':
      return data.title ? `was away for ${data.title} (${report})` : `was on vacation (${report})`;
    case 'outlook-event':
      return `had ${quoted(data.title, 'an event')} in Outlook${data.location ? ` at ${data.location}` : ''}`;
    case 'platform-error':
      return `Platform error: ${data.reason ?? 'the message could not be delivered'} (${sourceLabel(data.service)}${
        data.error_code ? `, error ${data.error_code}` : ''
      })`;
    case 'created-workitem':
      return `created ${data.item_type ?? 'work item'} ${quoted(data.title, '')}${inProject(data)}`;
    case 'updated-workitem':
      return `updated ${data.item_type ?? 'work item'} ${quoted(data.title, '')}${move(data)}`;
    case 'deleted-workitem':
      return `deleted ${data.item_type ?? 'work item'} ${quoted(data.title, '')}`;
    case 'jira-created':
      return `created ${data.item_type ?? 'issue'} ${jiraSubject(data)}${inProject(data)}`;
    case 'jira-updated':
      return `updated ${data.item_type ?? 'issue'} ${jiraSubject(data)}`;
    case 'jira-commented':
      return `commented on ${jiraSubject(data)}${commentPreview(data.comment, ACTIVITY_LIMITS.jiraCommentPreview)}`;
    case 'jira-moved':
      return `moved ${jiraSubject(data)}${move(data)}`;
    case 'asana-created-task':
      return `created task ${quoted(data.title, '')}${inProject(data)}`;
    case 'asana-updated-task':
      return `updated task ${quoted(data.title, '')}${inProject(data)}`;
    case 'asana-completed-task':
      return `completed task ${quoted(data.title, '')}${inProject(data)}`;
    case 'asana-moved-task':
      return `moved task ${quoted(data.title, '')}${move(data)}`;
    case 'trello-created-card':
      return `created card ${quoted(data.title, '')}${data.to ? ` in ${data.to}` : inProject(data)}`;
    case 'trello-created-list':
      return `created list ${quoted(data.title, '')}${inProject(data)}`;
    case 'trello-commented':
      return `commented on card ${quoted(data.title, '')}${commentPreview(data.comment)}`;
    case 'trello-moved-card':
      return `moved card ${quoted(data.title, '')}${move(data)}`;
    case 'clubhouse-created-story':
      return `created story ${quoted(data.title, '')}${inProject(data)}`;
    case 'clubhouse-created-story-task':
      return `added task ${quoted(data.title, '')}${inProject(data)}`;
    case 'clubhouse-moved':
      return `moved story ${quoted(data.title, '')}${move(data)}`;
    case 'clubhouse-commented':
      return `commented on story ${quoted(data.title, '')}${commentPreview(data.comment)}`;
    case 'pushed': {
      const count = pushedCount(data);
      const commits = `${count} ${count === 1 ? 'commit' : 'commits'}`;
      return `pushed ${commits} to ${data.repo ?? 'a repository'}${data.branch ? ` (${data.branch})` : ''}`;
    }
    case 'zapier-event':
      return `${quoted(data.title, 'an event')} through Zapier`;
    case 'updated-report-settings':
      return `updated the report settings of ${report}${
        data.changes && data.changes.length > 0 ? ` (${data.changes.join(', ')})` : ''
      }`;
  }
}

/** Whether the sentence stands without the actor's name in front (a platform error). */
export function phraseStandsAlone(verb: TActivityVerb): boolean {
  return verb === 'platform-error';
}

/** The sentence starting with a capital, for lists without the actor (the dashboard's member activity). */
export function activityLabel(verb: TActivityVerb, data: TActivityData): string {
  const phrase = activityPhrase(verb, data);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Where the item leads: the tool's page, the first commit, or the check-in on its dashboard. */
export function activityUrl(data: TActivityData): string | null {
  return data.url ?? data.commits?.find((commit) => commit.url)?.url ?? data.checkin_url ?? data.help_url ?? null;
}
