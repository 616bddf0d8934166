/**
 * The `state` of a single-sign-on round trip (Sign in with Slack): single use, 10 minutes, bound
 * to the browser that started it (the hash of a cookie's value), carrying where to go afterwards
 * and whether the person is signing in or registering. Only SHA-256 digests of the state and
 * binding are stored.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { users } from './users.ts';

export const signInStates = pgTable(
  'sign_in_states',
  {
    id: id(),
    /** SHA-256 hex of the state's random part. */
    stateHash: text('state_hash').notNull(),
    /** The identity provider ('slack', 'microsoft'). */
    provider: text('provider').notNull(),
    /** login | register | photos | calendar (a Graph consent asked by a signed-in person). */
    purpose: text('purpose').notNull(),
    /** A same-site path to open after signing in; null for the default page. */
    nextPath: text('next_path'),
    /** The OpenID Connect nonce sent with the request, compared with the id_token's. */
    nonce: text('nonce').notNull(),
    /** SHA-256 hex of the browser-binding cookie's value. */
    browserHash: text('browser_hash').notNull(),
    /** The PKCE code verifier (RFC 7636) of providers that take one (Microsoft); never sent out before the code. */
    codeVerifier: text('code_verifier'),
    /** The signed-in person a Graph consent was started by; the callback must come from them. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sign_in_states_state_hash_key').on(table.stateHash),
    index('sign_in_states_expires_idx').on(table.expiresAt),
  ],
);
