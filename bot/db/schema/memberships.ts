/** A user's place in an account, with the account type (role) of spec part 1 §6. */

import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 billing owner, 1 account admin, 2 team admin or manager, 3 member. */
    accountTypeId: smallint('account_type_id').notNull().default(3),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('memberships_account_user_key').on(table.accountId, table.userId),
    check('memberships_account_type_id_check', sql`${table.accountTypeId} between 0 and 3`),
  ],
);
