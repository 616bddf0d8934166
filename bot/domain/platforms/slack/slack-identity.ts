/**
 * Who a person is at Slack, for Rollcall: the pair (workspace team id, user id), which Sign in
 * with Slack's `https://slack.com/team_id` and `https://slack.com/user_id` claims and the roster
 * import both name. Stored in user_identities under this provider and subject.
 */

/** The user_identities provider of Slack identities. */
export const SLACK_IDENTITY_PROVIDER = 'slack';

/** The user_identities subject of a Slack person: `${teamId}:${userId}`. */
export function slackIdentitySubject(teamId: string, userId: string): string {
  return `${teamId}:${userId}`;
}
