/**
 * The Asana and Trello polls match an actor to a member by email, then by the tool's id of the
 * person, then (Trello) by their username; a name a member chose for themselves is never compared
 * with a teammate's id, so nobody takes a teammate's events by renaming themselves.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceConnections } from '../../../bot/db/schema/index.ts';
import { matchToolActor } from '../../../bot/domain/team-tools/match-tool-actor.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../helpers/test-database.ts';

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

it('matches by id before login, and never an id against a display name', async () => {
  const db = database.db;
  const account = await buildAccount(db);
  const team = await buildTeam(db, account);
  const { user: mallory } = await buildUser(db, { account, teams: [team] });
  const { user: bob } = await buildUser(db, { account, teams: [team] });
  const link = (userId: string, service: string, externalId: string, externalName: string) =>
    db.insert(serviceConnections).values({
      accountId: account.id,
      userId,
      service,
      accessToken: 'sealed-not-read-here',
      externalId,
      externalName,
    });
  // Mallory's Asana display name is Bob's gid.
  await link(mallory.id, 'asana', '1200000000000001', '1200000000000999');
  expect(await matchToolActor(db, team.id, 'asana', { id: '1200000000000999' })).toBeNull();
  await link(bob.id, 'asana', '1200000000000999', 'Bob');
  expect(await matchToolActor(db, team.id, 'asana', { id: '1200000000000999' })).toBe(bob.id);

  // Trello: the member id first; the username when the id is unknown.
  await link(bob.id, 'trello', 'tm-bob', 'bob');
  await link(mallory.id, 'trello', 'tm-mallory', 'tm-bob-lookalike');
  expect(await matchToolActor(db, team.id, 'trello', { id: 'tm-bob', login: 'someone' })).toBe(bob.id);
  expect(await matchToolActor(db, team.id, 'trello', { id: 'tm-unknown', login: 'bob' })).toBe(bob.id);
  expect(await matchToolActor(db, team.id, 'trello', { id: 'tm-bob-lookalike' })).toBeNull();
});
