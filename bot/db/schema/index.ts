/** The whole database schema; drizzle-kit generates migrations from this file's exports. */
export * from './accounts.ts';
export * from './audit-events.ts';
export * from './dashboard.ts';
export * from './emails.ts';
export * from './hashtags.ts';
export * from './invitations.ts';
export * from './memberships.ts';
export * from './one-time-tokens.ts';
export * from './reports.ts';
export * from './sessions.ts';
export * from './signups.ts';
export * from './team-members.ts';
export * from './team-shares.ts';
export * from './teams.ts';
export * from './user-photos.ts';
export * from './users.ts';
export * from './vacations.ts';
