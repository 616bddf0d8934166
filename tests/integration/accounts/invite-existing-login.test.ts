/**
 * Inviting an email that already has a Rollcall login (issue 17): an invitation link registers a
 * new login, so it could never be accepted and would stay pending. Such a person is added at once
 * when they belong to no organisation, and refused with the reason when they belong to another.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberships, users } from '../../../bot/db/schema/index.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { lastEmail } from '../../helpers/sent-emails.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

it('adds a login that belongs to no organisation with the role, emails them, and leaves no pending invitation', async () => {
  const account = await buildAccount(server.db, { name: 'Keel Labs' });
  const { client: admin } = await signedInClient(server, account, 1, { firstName: 'Ada', lastName: 'Admin' });
  const [loner] = await server.db
    .insert(users)
    .values({ email: 'loner@keel.test', firstName: 'Lou', lastName: 'Ner', slug: 'lou-ner-keel' })
    .returning();

  const answer = await admin.post('/accounts/settings/members/', {
    'invite-email': 'loner@keel.test',
    'invite-role': 2,
  });
  expect(answer.json()).toEqual({
    ok: true,
    message:
      'loner@keel.test already had a Rollcall login and was added to your organization. We emailed them to sign in.',
  });
  const [membership] = await server.db.select().from(memberships).where(eq(memberships.userId, loner!.id));
  expect(membership).toMatchObject({ accountId: account.id, accountTypeId: 2 });
  const members = (await admin.get('/api/v1/account/members')).json();
  expect(members.pending_invitations).toEqual([]);
  const email = await lastEmail(server.db, 'loner@keel.test', 'organization-member-added');
  expect(email?.variables).toMatchObject({ organization: 'Keel Labs', role: 'Team Admin', inviterName: 'Ada Admin' });
  expect(await lastEmail(server.db, 'loner@keel.test', 'invitation')).toBeUndefined();
});

it('refuses, with the reason, an email whose login belongs to another organisation', async () => {
  const account = await buildAccount(server.db, { name: 'Keel Two' });
  const { client: admin } = await signedInClient(server, account, 1);
  const { user: elsewhere } = await buildUser(server.db, { email: 'taken@other.test' });
  const answer = await admin.post('/accounts/settings/members/', { 'invite-email': elsewhere.email, 'invite-role': 0 });
  expect(answer.statusCode).toBe(400);
  expect(answer.json().error.fields['invite-email']).toEqual([
    'taken@other.test already has a Rollcall login in another organization, and a login belongs to one organization. Invite another email address of theirs, or ask them to delete their other organization first.',
  ]);
  expect((await admin.get('/api/v1/account/members')).json().pending_invitations).toEqual([]);
  expect(await lastEmail(server.db, 'taken@other.test', 'invitation')).toBeUndefined();
});
