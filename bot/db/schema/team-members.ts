/** A user's membership in a team, with the per-team time zone override of spec part 3 §2.9. */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IANA zone the member is asked in for this team's reports; null means the report's zone ('Default in Report'). */
    timeZone: text('time_zone'),
    /** The member's id on the team's platform (Teams AAD object id, Slack user id, ...). */
    platformUserId: text('platform_user_id'),
    /** The member's 1:1 chat with the bot on that platform, once opened (Teams: 'a:...'). */
    platformConversationId: text('platform_conversation_id'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('team_members_team_user_key').on(table.teamId, table.userId),
    index('team_members_user_idx').on(table.userId),
  ],
);
