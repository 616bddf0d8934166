/**
 * The bot's answer to a message it does not act on, the same on every chat platform: what it does
 * and where check-ins and dashboards are. `postsTo` names where the team's answers go there
 * ('channel' in Teams, 'space' in Webex).
 */
import type { TNoticeMessage } from '../../domain/engine-messages.ts';

/** The help note, with links to the person's check-ins and the dashboard. */
export function helpNotice(publicUrl: string, postsTo: string): TNoticeMessage {
  return {
    kind: 'notice',
    text: `I send your check-in questions here when a report runs, and post your team’s answers to its ${postsTo}. Your check-ins and dashboards are on Rollcall.`,
    links: [
      { title: 'My check-ins', url: `${publicUrl}/` },
      { title: 'Dashboard', url: `${publicUrl}/dashboard/` },
    ],
  };
}
